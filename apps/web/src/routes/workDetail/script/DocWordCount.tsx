import { useLiveWords } from '../../../stores/liveCounts';

/** The document's 字数 in the page header: the editor's live count once it has counted. */
export function DocWordCount({ docId, stored }: { docId: string; stored: number }) {
  const words = useLiveWords(docId, stored);
  return (
    <span data-testid="script-doc-words" className="text-xs text-slate-400">
      {words} 字
    </span>
  );
}
