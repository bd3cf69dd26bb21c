import { useCallMutation } from '@juzuo/api-client/react';
import { aiGenerateName, commentAdd, commentSuggestionDecide } from '@juzuo/schemas';
import type { Editor } from '@tiptap/react';
import { useState } from 'react';
import { toast } from '../../stores/toast';
import { SuggestionList, type WordSuggestion } from './SuggestionList';
import type { WordsRange } from './selectionNow';

/** A name longer than this is not a character's name: the panel does not offer renaming it. */
const NAME_MAX = 10;

/** A proposed name; once chosen, the suggestions it placed on every occurrence (one set). */
interface NameItem extends WordSuggestion {
  set: { ids: string[]; state: 'open' | 'accepted' | 'rejected' } | null;
}

/** Every occurrence of `words` in the document, by text offsets (as the comment calls count them). */
function occurrences(editor: Editor, words: string): WordsRange[] {
  const doc = editor.state.doc;
  const text = doc.textBetween(0, doc.content.size, '\n', ' ');
  const found: WordsRange[] = [];
  for (let at = text.indexOf(words); at >= 0; at = text.indexOf(words, at + words.length)) {
    found.push({ start: at, end: at + words.length, quote: words });
  }
  return found;
}

/**
 * AI renaming of a character (POST /ixj_web/ai/generate_name): the writer selects the name in the
 * text; the proposed names are listed like the proofreading corrections. Choosing one places a
 * suggestion on every occurrence of the old name (one set, visible to everyone in the review
 * sidebar), which the writer then accepts or rejects as a whole; nothing changes before that.
 */
export function RenamePanel({
  editor,
  target,
  selected,
}: {
  editor: Editor | null;
  target: { kind: 'doc' | 'idea'; id: string };
  selected: WordsRange | null;
}) {
  const generate = useCallMutation(aiGenerateName);
  const addComment = useCallMutation(commentAdd);
  const decide = useCallMutation(commentSuggestionDecide);
  const [items, setItems] = useState<NameItem[] | null>(null);
  const [busy, setBusy] = useState(false);
  const name = selected?.quote.trim() ?? '';
  const usable = name.length > 0 && name.length <= NAME_MAX && !name.includes('\n');
  const update = (key: string, patch: Partial<NameItem>) =>
    setItems((list) => list?.map((x) => (x.key === key ? { ...x, ...patch } : x)) ?? null);

  const run = async () => {
    if (!usable) return;
    setBusy(true);
    try {
      const found = await generate({ role: `剧中人物“${name}”的新名字`, count: 3 });
      setItems(
        found.names.map((n, i) => ({
          key: `${i}-${n.name}`,
          original: name,
          replacement: n.name,
          reason: n.reason,
          state: 'open',
          set: null,
        })),
      );
    } catch {
      // The client's error event has told the writer why.
    } finally {
      setBusy(false);
    }
  };

  /** Places the rename on every occurrence as suggestions (one set); the writer decides the set. */
  const choose = async (item: NameItem) => {
    if (!editor || editor.isDestroyed) return;
    const places = occurrences(editor, item.original);
    if (places.length === 0) {
      toast.warning(`「${item.original}」已不在文中`);
      return update(item.key, { state: 'ignored' });
    }
    const ids: string[] = [];
    try {
      for (const at of places) {
        const { comment_id } = await addComment({
          doc_id: target.id,
          kind: target.kind,
          content: `AI改名：${item.original}→${item.replacement}`,
          start: at.start,
          end: at.end,
          suggestion: item.replacement,
        });
        ids.push(comment_id);
      }
    } catch {
      // The client's error event has told the writer why; the placed ones stay as suggestions.
    }
    if (ids.length > 0) update(item.key, { pending: true, set: { ids, state: 'open' } });
  };

  const decideSet = async (item: NameItem, accept: boolean) => {
    if (!item.set) return;
    setBusy(true);
    try {
      for (const id of item.set.ids) await decide({ comment_id: id, accept });
      update(item.key, {
        state: accept ? 'accepted' : 'ignored',
        pending: false,
        set: { ...item.set, state: accept ? 'accepted' : 'rejected' },
      });
    } catch {
      // The client's error event has told the writer why.
    } finally {
      setBusy(false);
    }
  };

  return (
    <div data-testid="ai-rename" className="space-y-1.5 rounded-md border border-slate-200 p-2 text-xs">
      <div className="flex items-center gap-2">
        <span className="font-medium text-slate-600">AI改名</span>
        <span className="min-w-0 flex-1 truncate text-slate-400">
          {usable ? `为「${name}」起新名字，全文替换` : '选中人物名字后可起新名字'}
        </span>
        <button
          type="button"
          data-testid="ai-rename-run"
          className="shrink-0 text-brand-600 disabled:text-slate-400"
          disabled={busy || !usable}
          onClick={() => void run()}
        >
          {busy ? '处理中…' : '起名'}
        </button>
      </div>
      {items && items.length > 0 && (
        <SuggestionList
          items={items}
          testId="ai-rename"
          onAccept={(item) => void choose(item)}
          onIgnore={(item) => update(item.key, { state: 'ignored' })}
          extra={(item) =>
            item.set?.state === 'open' && (
              <div data-testid="ai-rename-set" className="mt-1 flex items-center gap-2 text-slate-500">
                <span className="min-w-0 flex-1">已在{item.set.ids.length}处加入改名建议：</span>
                <button
                  type="button"
                  data-testid="ai-rename-accept-all"
                  disabled={busy}
                  className="text-emerald-700 hover:underline"
                  onClick={() => void decideSet(item, true)}
                >
                  全部采纳
                </button>
                <button
                  type="button"
                  data-testid="ai-rename-reject-all"
                  disabled={busy}
                  className="text-rose-600 hover:underline"
                  onClick={() => void decideSet(item, false)}
                >
                  全部拒绝
                </button>
              </div>
            )
          }
        />
      )}
    </div>
  );
}
