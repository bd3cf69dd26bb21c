import type { ReactNode } from 'react';

/** One AI suggestion on words of the document: `original` becomes `replacement`. */
export interface WordSuggestion {
  key: string;
  original: string;
  replacement: string;
  reason: string;
  state: 'open' | 'accepted' | 'ignored';
  /** Chosen and waiting for a further step (shown by `extra`): no accept or ignore meanwhile. */
  pending?: boolean;
}

/**
 * The AI panel's list of word suggestions (proofreading, renaming): each shows the change and its
 * reason and is accepted or ignored one by one. `testId` names the list's parts for the stories
 * (`<testId>-item`, `<testId>-accept`, `<testId>-ignore`); `extra` adds a line under an item.
 */
export function SuggestionList<T extends WordSuggestion>({
  items,
  testId,
  onAccept,
  onIgnore,
  extra,
}: {
  items: T[];
  testId: string;
  onAccept: (item: T) => void;
  onIgnore: (item: T) => void;
  extra?: (item: T) => ReactNode;
}) {
  return (
    <ul className="max-h-48 space-y-1 overflow-y-auto">
      {items.map((item) => (
        <li
          key={item.key}
          data-testid={`${testId}-item`}
          data-state={item.state}
          className="rounded bg-slate-50 px-1.5 py-1"
        >
          <div className="flex items-center gap-2">
            <span className="min-w-0 flex-1" title={item.reason}>
              <span className="text-rose-600 line-through">{item.original}</span>
              <span className="mx-1 text-slate-400">→</span>
              <span className="text-emerald-700">{item.replacement}</span>
              <span className="ml-1 text-slate-400">{item.reason}</span>
            </span>
            {item.pending ? null : item.state === 'open' ? (
              <>
                <button
                  type="button"
                  data-testid={`${testId}-accept`}
                  className="shrink-0 text-brand-600"
                  onClick={() => onAccept(item)}
                >
                  采纳
                </button>
                <button
                  type="button"
                  data-testid={`${testId}-ignore`}
                  className="shrink-0 text-slate-500"
                  onClick={() => onIgnore(item)}
                >
                  忽略
                </button>
              </>
            ) : (
              <span className="shrink-0 text-slate-400">
                {item.state === 'accepted' ? '已采纳' : '已忽略'}
              </span>
            )}
          </div>
          {extra?.(item)}
        </li>
      ))}
    </ul>
  );
}
