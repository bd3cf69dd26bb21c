import type { DiffLine } from './textDiff';

const LINE = 'min-h-6 whitespace-pre-wrap break-words px-4 font-[inherit] text-sm leading-6';

/** A version's plain text, line by line. */
export function VersionText({ text }: { text: string }) {
  const lines = text.split('\n');
  return (
    <div data-testid="history-preview-text" className="py-3">
      {lines.map((line, i) => (
        // Lines have no identity of their own; their position is it.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <p key={i} className={`${LINE} text-slate-800`}>
          {line || '\u00a0'}
        </p>
      ))}
    </div>
  );
}

const ROW = {
  same: 'text-slate-700',
  add: 'bg-emerald-50 text-emerald-900',
  del: 'bg-rose-50 text-rose-900',
};
const MARK = { same: ' ', add: '+', del: '−' };

/** A unified diff: removed lines in red, added in green, changed characters highlighted. */
export function DiffView({ lines }: { lines: readonly DiffLine[] }) {
  return (
    <div data-testid="history-diff" className="py-3">
      {lines.map((line, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a diff line has no identity besides its position
        <p key={i} data-kind={line.kind} className={`${LINE} flex gap-2 ${ROW[line.kind]}`}>
          <span aria-hidden="true" className="w-3 shrink-0 select-none text-slate-400">
            {MARK[line.kind]}
          </span>
          <span className="sr-only">
            {line.kind === 'add' ? '新增：' : line.kind === 'del' ? '删除：' : ''}
          </span>
          <span>
            {line.segments.map((s, j) =>
              s.kind === 'same' ? (
                // biome-ignore lint/suspicious/noArrayIndexKey: segments are positional
                <span key={j}>{s.text}</span>
              ) : s.kind === 'add' ? (
                // biome-ignore lint/suspicious/noArrayIndexKey: segments are positional
                <ins key={j} data-testid="diff-add" className="rounded-sm bg-emerald-200 no-underline">
                  {s.text}
                </ins>
              ) : (
                // biome-ignore lint/suspicious/noArrayIndexKey: segments are positional
                <del key={j} data-testid="diff-del" className="rounded-sm bg-rose-200">
                  {s.text}
                </del>
              ),
            )}
            {line.segments.every((s) => !s.text) && '\u00a0'}
          </span>
        </p>
      ))}
    </div>
  );
}
