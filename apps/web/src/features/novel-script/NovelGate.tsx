import { useCall, useMyInfo } from '@juzuo/api-client/react';
import { aiEngines, ChatMessageText, EngineCapability, SpecialTagGate } from '@juzuo/schemas';
import type { ReactNode } from 'react';

const loading = <p className="m-6 text-sm text-slate-500">加载中…</p>;

/**
 * What the novel-to-script page shows before its content: the tag's reason when the user may not
 * convert (novel_to_script and a chat tag), 未配置 with what an operator sets when no chat engine is.
 */
export function NovelGate({ children }: { children: ReactNode }) {
  const info = useMyInfo();
  if (info.error) return <p className="m-6 text-sm text-red-700">{info.error.message}</p>;
  if (!info.data) return loading;
  if (!info.data.features.novel_to_script)
    return (
      <p data-testid="novel-closed" className="m-6 rounded-md bg-slate-50 p-4 text-sm text-slate-600">
        {SpecialTagGate.novel_to_script.reason}
      </p>
    );
  return <EngineReady>{children}</EngineReady>;
}

function EngineReady({ children }: { children: ReactNode }) {
  const engines = useCall(aiEngines, {});
  if (engines.error)
    return <p className="m-6 text-sm text-red-700">{engines.error.message || '加载失败，请刷新重试'}</p>;
  if (!engines.data) return loading;
  const chat = engines.data.list.find((e) => e.capability === EngineCapability.CHAT);
  if (!chat?.available)
    return (
      <div
        data-testid="novel-unconfigured"
        className="m-6 space-y-2 rounded-md bg-amber-50 p-4 text-sm text-amber-800"
      >
        <p className="font-medium">AI引擎未配置</p>
        <p>{ChatMessageText.engineMissingHint}</p>
      </div>
    );
  return <>{children}</>;
}
