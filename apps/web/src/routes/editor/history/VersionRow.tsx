import { formatDateTime, type THistoryItem } from '@juzuo/schemas';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Button } from '../../../components/Button';
import { Guarded } from '../../../components/Guarded';

/** Props of VersionRow. */
export interface VersionRowProps {
  version: THistoryItem;
  previewing: boolean;
  comparing: boolean;
  /** Why changes are not allowed (read-only access), or null. */
  writeBlock: string | null;
  onPreview: () => void;
  onToggleCompare: (on: boolean) => void;
  onRename: (name: string) => Promise<boolean>;
  onDelete: () => void;
  onRecover: () => void;
}

/** A link-style action of a version, disabled with the reason while changes are not allowed. */
function RowAction({
  reason,
  onClick,
  testId,
  danger = false,
  children,
}: {
  reason: string | null;
  onClick: () => void;
  testId: string;
  danger?: boolean;
  children: ReactNode;
}) {
  return (
    <Guarded reason={reason}>
      {({ disabled, describedBy }) => (
        <Button
          variant="link"
          className={danger ? 'text-xs! text-rose-600!' : 'text-xs!'}
          disabled={disabled}
          aria-describedby={describedBy}
          onClick={onClick}
          data-testid={testId}
        >
          {children}
        </Button>
      )}
    </Guarded>
  );
}

/** One version: name (named or automatic), time, author, characters; preview, compare, rename, delete, recover. */
export function VersionRow(props: VersionRowProps) {
  const { version: v, previewing, comparing, writeBlock } = props;
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(v.name);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (await props.onRename(name.trim())) setEditing(false);
  };
  return (
    <li
      data-testid="history-item"
      data-id={v.history_id}
      data-auto={v.auto ? 'true' : 'false'}
      className={`rounded-lg px-3 py-2.5 ring-1 ${previewing ? 'bg-brand-50 ring-brand-200' : 'bg-white ring-slate-200'}`}
    >
      <div className="flex items-start gap-2">
        <input
          type="checkbox"
          aria-label={`选择「${v.name}」进行对比`}
          data-testid="history-compare"
          className="mt-1 size-4 accent-brand-600"
          checked={comparing}
          onChange={(e) => props.onToggleCompare(e.target.checked)}
        />
        <div className="min-w-0 flex-1">
          {editing ? (
            <form onSubmit={(e) => void submit(e)} className="flex gap-2">
              <input
                aria-label="版本名称"
                data-testid="history-rename-input"
                value={name}
                maxLength={50}
                autoFocus
                onChange={(e) => setName(e.target.value)}
                className="h-7 min-w-0 flex-1 rounded border border-slate-300 px-2 text-sm"
              />
              <Button
                type="submit"
                size="sm"
                className="h-7!"
                disabled={!name.trim()}
                data-testid="history-rename-save"
              >
                保存
              </Button>
              <Button size="sm" variant="ghost" className="h-7!" onClick={() => setEditing(false)}>
                取消
              </Button>
            </form>
          ) : (
            <button
              type="button"
              onClick={props.onPreview}
              data-testid="history-open"
              className="flex w-full items-center gap-2 text-left focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
            >
              <span className="truncate text-sm font-medium text-slate-900" data-testid="history-name">
                {v.name}
              </span>
              <span
                className={`shrink-0 rounded px-1.5 py-0.5 text-[11px] ${v.auto ? 'bg-slate-100 text-slate-500' : 'bg-brand-100 text-brand-700'}`}
              >
                {v.auto ? '自动' : '命名'}
              </span>
            </button>
          )}
          <p className="mt-0.5 text-xs text-slate-500">
            {formatDateTime(v.create_time)} · {v.creator_name || '系统'} ·{' '}
            <span data-testid="history-chars">{v.char_count}</span> 字
          </p>
          {!editing && (
            <div className="mt-1.5 flex gap-3 text-xs">
              <RowAction reason={writeBlock} onClick={props.onRecover} testId="history-recover">
                恢复此版本
              </RowAction>
              <RowAction
                reason={writeBlock}
                onClick={() => {
                  setName(v.name);
                  setEditing(true);
                }}
                testId="history-rename"
              >
                重命名
              </RowAction>
              <RowAction reason={writeBlock} onClick={props.onDelete} testId="history-delete" danger>
                删除
              </RowAction>
            </div>
          )}
        </div>
      </div>
    </li>
  );
}
