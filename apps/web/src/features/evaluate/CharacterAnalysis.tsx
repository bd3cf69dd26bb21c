import { useCall, useCallMutation } from '@juzuo/api-client/react';
import {
  aiCharacterAnalyseErrReset,
  aiCharacterAnalyseLaunch,
  aiCharacterAnalyseResult,
  type TEvaluateQuote,
} from '@juzuo/schemas';
import { useState } from 'react';
import { Button } from '../../components/Button';
import { toast } from '../../stores/toast';

/**
 * 人物分析 of an evaluation work: start it, watch its progress, read each character (role, traits,
 * motivation, arc, relations, quotes that open the snapshot), reset a failed run.
 */
export function CharacterAnalysis({ eid, onQuote }: { eid: string; onQuote: (q: TEvaluateQuote) => void }) {
  const [polling, setPolling] = useState(false);
  const result = useCall(
    aiCharacterAnalyseResult,
    { eid },
    {
      refreshInterval: polling ? 1500 : 0,
      onSuccess: (data) => setPolling(data.state === 'running'),
    },
  );
  const launch = useCallMutation(aiCharacterAnalyseLaunch);
  const reset = useCallMutation(aiCharacterAnalyseErrReset);
  const act = async (run: () => Promise<unknown>) => {
    try {
      await run();
      await result.mutate();
    } catch (error) {
      toast.error(error instanceof Error ? error.message : '操作失败');
    }
  };
  const a = result.data;
  if (!a) return null;
  return (
    <section
      data-testid="character-analysis"
      className="space-y-3 rounded-md border border-slate-200 bg-white p-3 text-sm"
    >
      <div className="flex flex-wrap items-center gap-3">
        <p className="font-medium">人物分析</p>
        <span data-testid="character-analysis-state" className="text-slate-600">
          {a.state === 'running'
            ? `分析中 ${a.progress}%`
            : a.state === 'failed'
              ? '分析失败'
              : a.state === 'done'
                ? `共 ${a.characters.length} 个人物`
                : '尚未分析'}
        </span>
        {a.state === 'running' && (
          <progress className="w-32" max={100} value={a.progress} aria-label="人物分析进度" />
        )}
        {a.state === 'failed' && (
          <Button size="sm" variant="secondary" onClick={() => act(() => reset({ eid }))}>
            重置
          </Button>
        )}
        {a.state !== 'running' && (
          <Button size="sm" variant="secondary" onClick={() => act(() => launch({ eid }))}>
            {a.state === 'idle' ? '开始人物分析' : '重新分析'}
          </Button>
        )}
      </div>
      {a.error && <p className="text-red-600">{a.error}</p>}
      <ul className="grid gap-3 md:grid-cols-2">
        {a.characters.map((c) => (
          <li
            key={c.name}
            data-testid="character-card"
            className="space-y-1 rounded-md border border-slate-100 p-3"
          >
            <p className="flex items-baseline justify-between">
              <span className="font-medium">
                {c.name}
                {c.role && <span className="ml-2 text-xs text-slate-500">{c.role}</span>}
              </span>
              <span className="text-xs text-slate-400">出现 {c.mentions} 次</span>
            </p>
            {c.summary && <p className="text-slate-700">{c.summary}</p>}
            {c.traits.length > 0 && (
              <p className="flex flex-wrap gap-1">
                {c.traits.map((t) => (
                  <span key={t} className="rounded bg-slate-100 px-1.5 text-xs text-slate-600">
                    {t}
                  </span>
                ))}
              </p>
            )}
            {c.motivation && <p className="text-slate-600">动机：{c.motivation}</p>}
            {c.arc && <p className="text-slate-600">变化：{c.arc}</p>}
            {c.relations.length > 0 && (
              <p className="text-slate-600">
                关系：{c.relations.map((r) => `${r.name}（${r.relation}）`).join('、')}
              </p>
            )}
            {c.quotes.map((q) => (
              <button
                key={q.start}
                type="button"
                className="block text-left text-brand-700 hover:underline"
                onClick={() => onQuote(q)}
              >
                “{q.text}”
              </button>
            ))}
          </li>
        ))}
      </ul>
    </section>
  );
}
