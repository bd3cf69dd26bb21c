import { ScriptBlockLabel, type TElementChange } from '@juzuo/schemas';
import type { ReactNode } from 'react';

/** Where a recognition's source is named for the writer. */
const SOURCE_LABEL = { rules: '规则', llm: 'AI' } as const;

/**
 * One proposed change: the line as it was recognised, its element now -> proposed (the editor's
 * element names), where the proposal came from, the stored text when it changes too (an action's
 * △ mark dropped), and `actions` (buttons or what became of it).
 */
export function ChangeRow({
  change,
  state,
  children,
}: {
  change: TElementChange;
  /** ready | done | stale | ignored, for the stories and the look. */
  state: string;
  children?: ReactNode;
}) {
  const retexted = change.proposed_text.trim() !== change.text.trim();
  return (
    <li data-testid="format-item" data-state={state} className="rounded bg-slate-50 px-1.5 py-1 text-xs">
      <p className="truncate text-slate-700" title={change.text}>
        {change.text}
      </p>
      <div className="mt-0.5 flex items-center gap-1.5">
        <span data-testid="format-kinds" className="min-w-0 flex-1 text-slate-500">
          <span>{ScriptBlockLabel[change.current]}</span>
          <span className="mx-1 text-slate-400">→</span>
          <span className="font-medium text-emerald-700">{ScriptBlockLabel[change.proposed]}</span>
          <span
            data-testid="format-source"
            className={`ml-1.5 rounded px-1 ${change.source === 'llm' ? 'bg-violet-100 text-violet-700' : 'bg-slate-200 text-slate-600'}`}
          >
            {SOURCE_LABEL[change.source]}
          </span>
        </span>
        {children}
      </div>
      {retexted && <p className="mt-0.5 truncate text-slate-400">改为：{change.proposed_text}</p>}
    </li>
  );
}
