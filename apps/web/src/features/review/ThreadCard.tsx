import { useCallMutation } from '@juzuo/api-client/react';
import {
  commentAdd,
  commentDelete,
  commentSuggestionDecide,
  commentUpdate,
  findStructTag,
  type TCommentThread,
  type TReviewKind,
} from '@juzuo/schemas';
import { useState } from 'react';

const link = 'text-xs text-brand-600 hover:underline disabled:text-slate-300';

/** What the caller may do here (presented by comment/list). */
export interface ReviewAbilities {
  can_comment: boolean;
  can_decide: boolean;
}

/** One thread: its words (or 原文已删除), text, replies, and the caller's actions. */
export function ThreadCard({
  thread,
  docId,
  kind,
  abilities,
  active,
  onSelect,
}: {
  thread: TCommentThread;
  docId: string;
  /** What docId names: a script document or an idea document. */
  kind: TReviewKind;
  abilities: ReviewAbilities;
  active: boolean;
  onSelect: () => void;
}) {
  const reply = useCallMutation(commentAdd);
  const update = useCallMutation(commentUpdate);
  const remove = useCallMutation(commentDelete);
  const decide = useCallMutation(commentSuggestionDecide);
  const [text, setText] = useState('');
  const run = (p: Promise<unknown>) => p.catch(() => {});
  const tag = thread.tag_id ? findStructTag(thread.tag_id) : undefined;
  const openSuggestion = thread.suggestion?.state === 'open' ? thread.suggestion : null;
  return (
    <li
      data-testid="review-thread"
      data-comment-id={thread.comment_id}
      data-resolved={thread.resolved}
      className={`rounded-md border p-3 text-sm ${active ? 'border-amber-400 bg-amber-50/50' : 'border-slate-200 bg-white'}`}
    >
      <button type="button" className="block w-full text-left" onClick={onSelect}>
        {thread.detached ? (
          <span data-testid="review-detached" className="text-xs text-rose-600">
            原文已删除：<s>{thread.quote}</s>
          </span>
        ) : (
          <span
            data-testid="review-thread-quote"
            className="line-clamp-2 border-l-2 border-amber-400 pl-2 text-xs text-slate-500"
          >
            {thread.quote}
          </span>
        )}
      </button>
      <div className="mt-2 flex items-center gap-2 text-xs text-slate-400">
        <span className="font-medium text-slate-700">{thread.author_name || '成员'}</span>
        {tag && <span className="rounded bg-slate-100 px-1.5 text-slate-600">{tag.name}</span>}
        {thread.resolved && <span className="text-emerald-600">已解决</span>}
      </div>
      <p data-testid="review-thread-content" className="mt-1 whitespace-pre-wrap text-slate-800">
        {thread.content}
      </p>
      {thread.suggestion && (
        <p data-testid="review-thread-suggestion" className="mt-1 text-xs text-slate-600">
          建议改为「{thread.suggestion.text}」
          {thread.suggestion.state === 'accepted' && <span className="ml-1 text-emerald-600">已采纳</span>}
          {thread.suggestion.state === 'rejected' && <span className="ml-1 text-slate-400">未采纳</span>}
        </p>
      )}
      {thread.replies.length > 0 && (
        <ul className="mt-2 space-y-1 border-l border-slate-200 pl-2">
          {thread.replies.map((r) => (
            <li key={r.comment_id} data-testid="review-reply" className="text-xs text-slate-700">
              <span className="font-medium">{r.author_name || '成员'}：</span>
              {r.content}
            </li>
          ))}
        </ul>
      )}
      <div className="mt-2 flex flex-wrap items-center gap-3">
        {abilities.can_decide && openSuggestion && !thread.detached && (
          <>
            <button
              type="button"
              data-testid="review-accept"
              className={link}
              onClick={() => run(decide({ comment_id: thread.comment_id, accept: true }))}
            >
              采纳
            </button>
            <button
              type="button"
              data-testid="review-reject"
              className={link}
              onClick={() => run(decide({ comment_id: thread.comment_id, accept: false }))}
            >
              拒绝
            </button>
          </>
        )}
        {abilities.can_comment && (
          <button
            type="button"
            data-testid="review-resolve"
            className={link}
            onClick={() => run(update({ comment_id: thread.comment_id, resolved: !thread.resolved }))}
          >
            {thread.resolved ? '重新打开' : '解决'}
          </button>
        )}
        {thread.can_edit && (
          <button
            type="button"
            data-testid="review-delete"
            className={link}
            onClick={() => run(remove({ comment_id: thread.comment_id }))}
          >
            删除
          </button>
        )}
      </div>
      {abilities.can_comment && (
        <form
          className="mt-2 flex gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            if (!text.trim()) return;
            run(
              reply({ doc_id: docId, kind, parent_id: thread.comment_id, content: text }).then(() =>
                setText(''),
              ),
            );
          }}
        >
          <input
            data-testid="review-reply-input"
            aria-label="回复"
            className="min-w-0 flex-1 rounded-md border border-slate-300 px-2 py-1 text-xs"
            placeholder="回复…"
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
          <button type="submit" data-testid="review-reply-submit" className={link} disabled={!text.trim()}>
            回复
          </button>
        </form>
      )}
    </li>
  );
}
