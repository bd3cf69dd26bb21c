import { useCall } from '@juzuo/api-client/react';
import { readComments } from '@juzuo/doc-model';
import { commentList, STRUCT_TAGS, type TReviewKind } from '@juzuo/schemas';
import type { Editor } from '@tiptap/react';
import { useEffect, useMemo, useState } from 'react';
import type * as Y from 'yjs';
import { DocStructTags } from './DocStructTags';
import type { LiveHighlightSource } from './highlightSource';
import { mirrorCaughtUp } from './mirrorCaughtUp';
import { NewComment } from './NewComment';
import { ProducerDocs } from './ProducerDocs';
import { ThreadCard } from './ThreadCard';
import { useHighlights } from './useHighlights';
import { useSelectionRange } from './useSelectionRange';

type Status = 'open' | 'resolved' | 'all';
/**
 * How often the list is read again while its mirror is behind the live comments: 250 ms apart at
 * first, doubling up to 2 s, about 15 s in all (a busy server can take seconds to store the mirror,
 * and a list left one step behind would hide a new suggestion's 采纳 until the next change).
 */
const MIRROR_RETRIES = 10;
const MIRROR_RETRY_MS = 250;
const MIRROR_RETRY_MAX_MS = 2_000;
const select = 'rounded-md border border-slate-300 px-1.5 py-1 text-xs';

/**
 * The supervisor's comment sidebar beside the script: the new-comment form for the selected words,
 * threads with replies, resolve / reopen, suggestions, filters by tag, status and author. Threads
 * come from comment/list and are fetched again whenever the live `comments:` document changes, so
 * a comment made anywhere shows here within a moment; the editor's highlights follow the same
 * document (useHighlights).
 */
export function ReviewSidebar({
  editor,
  docId,
  kind = 'doc',
  foldable = false,
  crowded = false,
  source,
  comments,
  workId,
}: {
  editor: Editor | null;
  docId: string;
  /** What docId names: a script document (default) or an idea document. */
  kind?: TReviewKind;
  /** Offers folding the sidebar to a narrow rail (where the text needs the width, e.g. ideas). */
  foldable?: boolean;
  /** Another pane just opened beside it (the AI panel): a foldable sidebar folds to leave the text room. */
  crowded?: boolean;
  workId: string;
  /** The editor's highlight source (its comments document and active thread are set here). */
  source: LiveHighlightSource;
  comments: Y.Doc | null;
}) {
  const [tagId, setTagId] = useState('');
  const [status, setStatus] = useState<Status>('open');
  const [authorId, setAuthorId] = useState('');
  const [activeId, setActiveId] = useState<string | null>(null);
  const [pane, setPane] = useState<'comments' | 'producer'>('comments');
  const [folded, setFolded] = useState(false);
  const [wasCrowded, setWasCrowded] = useState(crowded);
  if (crowded !== wasCrowded) {
    setWasCrowded(crowded);
    if (crowded && foldable) setFolded(true);
  }
  const input = useMemo(
    () => ({
      doc_id: docId,
      kind,
      status,
      ...(tagId ? { tag_id: tagId } : {}),
      ...(authorId ? { author_id: authorId } : {}),
    }),
    [docId, kind, status, tagId, authorId],
  );
  const list = useCall(commentList, input);
  const all = useCall(commentList, { doc_id: docId, kind, status: 'all' });
  const { mutate } = list;
  const mutateAll = all.mutate;
  const [selected, clearSelected] = useSelectionRange(editor);
  useHighlights(editor, source, comments, activeId);

  useEffect(() => {
    if (!comments) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    // Read again (with backoff, see MIRROR_RETRIES) while the mirror is behind the live document.
    const refresh = async (tries: number) => {
      // The unfiltered list decides; the shown (filtered) list is read after it has caught up, so
      // it can never be a read older than the one that stopped the retries.
      const everything = await mutateAll();
      if (stopped) return;
      if (tries <= 0 || !everything || mirrorCaughtUp(readComments(comments), everything.list)) {
        await mutate();
        return;
      }
      const delay = Math.min(MIRROR_RETRY_MS * 2 ** (MIRROR_RETRIES - tries), MIRROR_RETRY_MAX_MS);
      timer = setTimeout(() => void refresh(tries - 1), delay);
    };
    const onUpdate = () => {
      clearTimeout(timer);
      void refresh(MIRROR_RETRIES);
    };
    comments.on('update', onUpdate);
    return () => {
      stopped = true;
      clearTimeout(timer);
      comments.off('update', onUpdate);
    };
  }, [comments, mutate, mutateAll]);

  const abilities = list.data?.abilities ?? { can_comment: false, can_decide: false };
  const authors = [...new Map((all.data?.list ?? []).map((t) => [t.author_id, t.author_name])).entries()];
  const focus = (id: string) => {
    setActiveId(id);
    editor?.view.dom
      .querySelector(`[data-comment-id="${CSS.escape(id)}"]`)
      ?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  };
  const openCount = (all.data?.list ?? []).filter((t) => !t.resolved).length;
  if (folded) {
    // Folded to a rail: the highlights stay (this component keeps them), the text gets the width.
    return (
      <aside
        aria-label="批注"
        className="flex w-10 shrink-0 flex-col items-center border-l border-slate-200 bg-white py-2"
      >
        <button
          type="button"
          data-testid="review-unfold"
          title="展开批注"
          className="rounded px-1 py-2 text-xs text-slate-600 [writing-mode:vertical-rl] hover:bg-slate-100"
          onClick={() => setFolded(false)}
        >
          批注 {openCount}
        </button>
      </aside>
    );
  }
  return (
    <aside
      data-testid="review-sidebar"
      aria-label="批注"
      className="flex w-80 shrink-0 flex-col border-l border-slate-200 bg-white"
    >
      <div className="flex gap-4 border-b border-slate-200 px-3 text-xs">
        <button
          type="button"
          data-testid="review-pane-comments"
          className={`py-2 ${pane === 'comments' ? 'font-medium text-brand-700' : 'text-slate-500'}`}
          onClick={() => setPane('comments')}
        >
          批注
        </button>
        <button
          type="button"
          data-testid="review-pane-producer"
          className={`py-2 ${pane === 'producer' ? 'font-medium text-brand-700' : 'text-slate-500'}`}
          onClick={() => setPane('producer')}
        >
          审读意见
        </button>
        {foldable && (
          <button
            type="button"
            data-testid="review-fold"
            title="收起批注栏"
            className="ml-auto py-2 text-slate-400 hover:text-slate-700"
            onClick={() => setFolded(true)}
          >
            收起
          </button>
        )}
      </div>
      {pane === 'producer' ? (
        <div className="min-h-0 flex-1 overflow-y-auto">
          <ProducerDocs workId={workId} />
        </div>
      ) : (
        <>
          <div className="space-y-2 border-b border-slate-200 p-3">
            <DocStructTags docId={docId} kind={kind} canEdit={abilities.can_comment} />
            {abilities.can_comment && (
              <NewComment
                docId={docId}
                kind={kind}
                workId={workId}
                selected={selected}
                onDone={clearSelected}
              />
            )}
            <div className="flex flex-wrap gap-2">
              <select
                aria-label="按状态筛选"
                data-testid="review-filter-status"
                className={select}
                value={status}
                onChange={(e) => setStatus(e.target.value as Status)}
              >
                <option value="open">未解决</option>
                <option value="resolved">已解决</option>
                <option value="all">全部</option>
              </select>
              <select
                aria-label="按标签筛选"
                className={select}
                value={tagId}
                onChange={(e) => setTagId(e.target.value)}
              >
                <option value="">全部标签</option>
                {STRUCT_TAGS.map((t) => (
                  <option key={t.tag_id} value={t.tag_id}>
                    {t.name}
                  </option>
                ))}
              </select>
              <select
                aria-label="按批注人筛选"
                className={select}
                value={authorId}
                onChange={(e) => setAuthorId(e.target.value)}
              >
                <option value="">全部成员</option>
                {authors.map(([id, name]) => (
                  <option key={id} value={id}>
                    {name || '成员'}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <ul
            data-testid="review-threads"
            className="min-h-0 flex-1 space-y-2 overflow-y-auto bg-slate-50 p-3"
          >
            {(list.data?.list ?? []).map((t) => (
              <ThreadCard
                key={t.comment_id}
                thread={t}
                docId={docId}
                kind={kind}
                abilities={abilities}
                active={t.comment_id === activeId}
                onSelect={() => focus(t.comment_id)}
              />
            ))}
            {list.data && list.data.list.length === 0 && (
              <li data-testid="review-empty" className="py-8 text-center text-xs text-slate-400">
                暂无批注
              </li>
            )}
          </ul>
        </>
      )}
    </aside>
  );
}
