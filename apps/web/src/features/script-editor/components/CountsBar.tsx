import type { TextCounts } from '../logic/counts';

/** Live 字数 / 字符 counts (Chinese counting rules from @juzuo/doc-model). */
export function CountsBar({ counts, scenes }: { counts: TextCounts; scenes?: number }) {
  return (
    <div data-testid="editor-counts" className="flex gap-3 text-xs text-slate-500">
      <span>
        字数{' '}
        <b data-testid="word-count" className="font-medium text-slate-700">
          {counts.words}
        </b>
      </span>
      <span>
        字符 <b className="font-medium text-slate-700">{counts.chars}</b>
      </span>
      {scenes !== undefined && (
        <span>
          场景 <b className="font-medium text-slate-700">{scenes}</b>
        </span>
      )}
    </div>
  );
}
