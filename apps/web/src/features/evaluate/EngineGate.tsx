import { useCall, useMyInfo } from '@juzuo/api-client/react';
import { aiEvaluationTemplate, SpecialTagGate } from '@juzuo/schemas';
import type { ReactNode } from 'react';

const loading = <p className="m-6 text-sm text-slate-500">加载中…</p>;

/**
 * What every evaluation entry shows before its content: the tag's reason when the user may not
 * evaluate, 未配置 with what an operator sets when no engine is configured (as the chat panel).
 */
export function EvaluateGate({ children }: { children: ReactNode }) {
  const info = useMyInfo();
  if (info.error) return <p className="m-6 text-sm text-red-700">{info.error.message}</p>;
  if (!info.data) return loading;
  if (!info.data.features.ai_evaluate)
    return (
      <p data-testid="evaluate-closed" className="m-6 rounded-md bg-slate-50 p-4 text-sm text-slate-600">
        {SpecialTagGate.ai_evaluate.reason}
      </p>
    );
  // Mounted only once the tag is known to be open: its read starts with the component.
  return <EngineReady>{children}</EngineReady>;
}

function EngineReady({ children }: { children: ReactNode }) {
  const template = useCall(aiEvaluationTemplate, {});
  if (template.error)
    return <p className="m-6 text-sm text-red-700">{template.error.message || '加载失败，请刷新重试'}</p>;
  if (!template.data) return loading;
  if (!template.data.engine_ready)
    return (
      <div
        data-testid="evaluate-unconfigured"
        className="m-6 space-y-2 rounded-md bg-amber-50 p-4 text-sm text-amber-800"
      >
        <p className="font-medium">AI引擎未配置</p>
        <p>{template.data.missing}</p>
      </div>
    );
  return <>{children}</>;
}
