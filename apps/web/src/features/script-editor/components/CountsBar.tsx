import { type Estimate, formatRuntime } from '@juzuo/script-formats';
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
  estimate,
  pace,
}: {
  counts: TextCounts;
  scenes?: number;
  docId?: string;
  /** Pages in the exported layout and estimated screen time of this document (scripts). */
  estimate?: Estimate;
  /** Characters of dialogue and action per minute the screen time assumes (the work's setting). */
  pace?: number;
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
      {estimate && (
        <>
          <span>
            页数{' '}
            <b data-testid="page-estimate" className="font-medium text-slate-700">
              {estimate.pages}
            </b>
          </span>
          <span title={`按对白与动作每分钟 ${pace ?? ''} 字估算，可在作品信息中设置`}>
            时长约{' '}
            <b data-testid="runtime-estimate" className="font-medium text-slate-700">
              {formatRuntime(estimate.seconds)}
            </b>
          </span>
        </>
      )}
    </div>
  );
}
