import { type FormEvent, useState } from 'react';
import { Button } from './Button';

/** The class of a side-list entry's button, highlighted while it is the one shown. */
export const listRowClass = (active: boolean) =>
  `min-w-0 flex-1 truncate rounded-lg px-3 py-2 text-left text-sm ${
    active ? 'bg-brand-50 font-medium text-brand-700' : 'text-slate-700 hover:bg-slate-50'
  }`;

/** Props of RenamableRow. */
export interface RenamableRowProps {
  /** The shown name, and the draft a rename starts from. */
  name: string;
  active: boolean;
  canWrite: boolean;
  onSelect: () => void;
  onDelete: () => void;
  /** Saves the new name; a rejection keeps the field open (the client's error catalogue says why). */
  onRename: (name: string) => Promise<unknown>;
  /** Accessible names: the name field (e.g. 画布名称) and the rename and delete buttons. */
  labels: { field: string; rename: string; remove: string };
  /** Test ids: `<testId>-row`, `-rename`, `-delete`, `-rename-input`, `-rename-save`. */
  testId: string;
  /** More attributes of the row's button (e.g. `data-board-id`). */
  rowData?: Record<`data-${string}`, string>;
}

/** One entry of a side list (boards, media categories): select it, rename it in place (Escape cancels), delete it. */
export function RenamableRow({ name, active, canWrite, labels, testId, ...p }: RenamableRowProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const save = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await p.onRename(draft ?? '');
      setDraft(null);
    } catch {
      // The client's error catalogue shows why (请输入…名称 ...).
    }
  };
  if (draft !== null)
    return (
      <li>
        <form onSubmit={save} className="flex gap-1 px-1 py-1">
          <input
            aria-label={labels.field}
            data-testid={`${testId}-rename-input`}
            value={draft}
            maxLength={50}
            onChange={(e) => setDraft(e.target.value)}
            onKeyDown={(e) => e.key === 'Escape' && setDraft(null)}
            className="min-w-0 flex-1 rounded border border-slate-300 px-2 text-sm"
          />
          <Button size="sm" type="submit" data-testid={`${testId}-rename-save`}>
            保存
          </Button>
        </form>
      </li>
    );
  return (
    <li className="group flex items-center">
      <button
        type="button"
        data-testid={`${testId}-row`}
        {...p.rowData}
        aria-current={active ? 'page' : undefined}
        onClick={p.onSelect}
        className={listRowClass(active)}
      >
        {name}
      </button>
      {canWrite && (
        <span className="hidden shrink-0 gap-1 text-xs group-hover:flex group-focus-within:flex">
          <button
            type="button"
            data-testid={`${testId}-rename`}
            aria-label={labels.rename}
            onClick={() => setDraft(name)}
          >
            ✎
          </button>
          <button
            type="button"
            data-testid={`${testId}-delete`}
            aria-label={labels.remove}
            className="text-red-600"
            onClick={p.onDelete}
          >
            ✕
          </button>
        </span>
      )}
    </li>
  );
}
