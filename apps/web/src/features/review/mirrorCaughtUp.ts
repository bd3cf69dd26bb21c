import type { ReviewComment } from '@juzuo/doc-model';
import type { TCommentThread } from '@juzuo/schemas';

/**
 * Whether comment/list (`threads`, status all, no filters) shows every comment of the live
 * `comments:` document as it is now (the same ids, each at the same update_time). The relay sends
 * a comment call's change to open editors before the call has stored its mirror, so a list read
 * on that update can be one step behind; the sidebar reads again until this holds.
 */
export function mirrorCaughtUp(live: readonly ReviewComment[], threads: readonly TCommentThread[]): boolean {
  const listed = new Map<string, number>();
  for (const t of threads) {
    listed.set(t.comment_id, t.update_time);
    for (const r of t.replies) listed.set(r.comment_id, r.update_time);
  }
  if (listed.size !== live.length) return false;
  return live.every((c) => listed.get(c.comment_id) === Number(c.update_time));
}
