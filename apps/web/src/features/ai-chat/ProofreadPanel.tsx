import { useCallMutation } from '@juzuo/api-client/react';
import { aiErrorCorrection, commentAdd, commentSuggestionDecide, type TCorrection } from '@juzuo/schemas';
import type { Editor } from '@tiptap/react';
import { useState } from 'react';
import { toast } from '../../stores/toast';
import { SuggestionList, type WordSuggestion } from './SuggestionList';
import { selectionNow, type WordsRange } from './selectionNow';

/** One correction placed in the document as it was when checked. */
interface Item extends TCorrection, WordSuggestion {
  /** Document offset of `original` at check time. */
  start: number;
}

/**
 * AI proofreading of the open script (POST /ixj_web/ai/error_correction): the selected words, or the
 * whole document without a selection. Each correction is listed with its reason and accepted one by
 * one: accepting makes it a review suggestion on the wrong words and accepts it, so the change goes
 * through the relay like every suggestion and collaborators' typing elsewhere is kept.
 */
export function ProofreadPanel({ editor, docId }: { editor: Editor | null; docId: string }) {
  const check = useCallMutation(aiErrorCorrection);
  const addComment = useCallMutation(commentAdd);
  const decide = useCallMutation(commentSuggestionDecide);
  const [items, setItems] = useState<Item[] | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async () => {
    if (!editor || editor.isDestroyed) return;
    const doc = editor.state.doc;
    const whole = doc.textBetween(0, doc.content.size, '\n', ' ');
    const { from, to } = editor.state.selection;
    const picked = from < to ? doc.textBetween(from, to, '\n', ' ') : '';
    // A selection is checked alone; its offset in the document is found the way suggestions find words.
    const base = picked ? whole.indexOf(picked) : 0;
    const text = picked && base >= 0 ? picked : whole;
    if (!text.trim()) return toast.warning('文档还没有内容');
    setBusy(true);
    try {
      const found = await check({ text });
      const offset = picked && base >= 0 ? base : 0;
      setItems(
        found.suggestions.map((s, i) => ({
          ...s,
          key: `${i}-${s.offset}`,
          start: offset + s.offset,
          state: 'open',
        })),
      );
    } catch {
      // The client's error event has told the writer why.
    } finally {
      setBusy(false);
    }
  };

  const mark = (item: Item, state: Item['state']) =>
    setItems((list) => list?.map((x) => (x.key === item.key ? { ...x, state } : x)) ?? null);

  const accept = async (item: Item) => {
    const was: WordsRange = { start: item.start, end: item.start + item.length, quote: item.original };
    const where = selectionNow(editor, was);
    if (!where) {
      toast.warning(`「${item.original}」已不在文中`);
      return mark(item, 'ignored');
    }
    try {
      const { comment_id } = await addComment({
        doc_id: docId,
        content: `AI纠错：${item.reason}`,
        start: where.start,
        end: where.end,
        suggestion: item.replacement,
      });
      await decide({ comment_id, accept: true });
      mark(item, 'accepted');
    } catch {
      // The client's error event has told the writer why.
    }
  };

  return (
    <div data-testid="ai-proofread" className="space-y-1.5 rounded-md border border-slate-200 p-2 text-xs">
      <div className="flex items-center gap-2">
        <span className="font-medium text-slate-600">AI纠错</span>
        <span className="min-w-0 flex-1 truncate text-slate-400">检查错别字；选中文字时只查选中部分</span>
        <button
          type="button"
          data-testid="ai-proofread-run"
          className="shrink-0 text-brand-600 disabled:text-slate-400"
          disabled={busy}
          onClick={() => void run()}
        >
          {busy ? '检查中…' : items ? '重新检查' : '检查'}
        </button>
      </div>
      {items && items.length === 0 && (
        <p data-testid="ai-proofread-clean" className="text-slate-500">
          没有发现错别字
        </p>
      )}
      {items && items.length > 0 && (
        <SuggestionList
          items={items}
          testId="ai-proofread"
          onAccept={(item) => void accept(item)}
          onIgnore={(item) => mark(item, 'ignored')}
        />
      )}
    </div>
  );
}
