import type { TElementChange } from '@juzuo/schemas';
import type { ReactNode } from 'react';
import { ChangeRow } from './ChangeRow';
import type { PlannedChange } from './plan';

/** What the writer may do in a group: only the open episode's proposals are applied from here. */
export interface GroupActions {
  accepted: ReadonlySet<number>;
  ignored: ReadonlySet<number>;
  accept(changes: TElementChange[]): void;
  ignore(change: TElementChange): void;
}

const STALE_TIP = '此行在识别后已被修改，未应用；可重新整理';

/**
 * One episode's proposals against its lines: the heading (name, how many still wait), 全部采纳 and
 * 采纳 / 忽略 when `actions` are given (the open episode), else `link` (opening that episode).
 */
export function ChangeGroup({
  docId,
  name,
  current,
  planned,
  actions,
  link,
}: {
  docId: string;
  name: string;
  current: boolean;
  planned: PlannedChange[];
  actions?: GroupActions;
  link?: ReactNode;
}) {
  const open = planned.filter((p) => p.status === 'ready' && !actions?.ignored.has(p.change.line));
  return (
    <section data-testid="format-group" data-doc-id={docId}>
      <div className="mb-1 flex items-center gap-2 text-xs">
        <span className="min-w-0 flex-1 truncate font-medium text-slate-700">
          {name}
          {current && <span className="ml-1 text-brand-600">（当前）</span>}
        </span>
        <span data-testid="format-group-count" className="shrink-0 text-slate-400">
          {open.length > 0 ? `待处理 ${open.length} / ${planned.length} 处` : `${planned.length} 处已处理`}
        </span>
        {link}
      </div>
      {actions && open.length > 1 && (
        <button
          type="button"
          data-testid="format-accept-all"
          className="mb-1 text-xs text-brand-600"
          onClick={() => actions.accept(open.map((p) => p.change))}
        >
          全部采纳（{open.length}）
        </button>
      )}
      <ul className="space-y-1">
        {planned.map((p) => {
          const ignored = p.status === 'ready' && actions?.ignored.has(p.change.line);
          const state = ignored ? 'ignored' : p.status;
          return (
            <ChangeRow key={p.change.line} change={p.change} state={state}>
              {state === 'ready' && actions && (
                <>
                  <button
                    type="button"
                    data-testid="format-accept"
                    className="shrink-0 text-brand-600"
                    onClick={() => actions.accept([p.change])}
                  >
                    采纳
                  </button>
                  <button
                    type="button"
                    data-testid="format-ignore"
                    className="shrink-0 text-slate-500"
                    onClick={() => actions.ignore(p.change)}
                  >
                    忽略
                  </button>
                </>
              )}
              {state === 'ignored' && <span className="shrink-0 text-slate-400">已忽略</span>}
              {state === 'done' && (
                <span className="shrink-0 text-slate-400">
                  {actions?.accepted.has(p.change.line) ? '已采纳' : '已是此格式'}
                </span>
              )}
              {state === 'stale' && (
                <span className="shrink-0 text-amber-600" title={STALE_TIP}>
                  已改动，未应用
                </span>
              )}
            </ChangeRow>
          );
        })}
      </ul>
    </section>
  );
}
