import { useEffect } from 'react';
import { useLiveCounts } from '../../../stores/liveCounts';
import type { TextCounts } from '../logic/counts';

/**
 * Live 字数 / 字符 counts (Chinese counting rules from @juzuo/doc-model). With `docId` the 字数 is
 * also published for the page header, so both always show the same number.
 */
export function CountsBar({
  counts,
  scenes,
  docId,
}: {
  counts: TextCounts;
  scenes?: number;
  docId?: string;
}) {
  const setWords = useLiveCounts((s) => s.setWords);
  useEffect(() => {
    if (docId) setWords(docId, counts.words);
  }, [docId, counts.words, setWords]);
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
