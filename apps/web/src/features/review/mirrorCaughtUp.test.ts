import type { ReviewComment } from '@juzuo/doc-model';
import type { TCommentThread } from '@juzuo/schemas';
import { describe, expect, it } from 'vitest';
import { mirrorCaughtUp } from './mirrorCaughtUp';

const live = (id: string, update_time: number, parent_id = '') =>
  ({ comment_id: id, parent_id, update_time }) as ReviewComment;
const thread = (id: string, update_time: number, replies: [string, number][] = []) =>
  ({
    comment_id: id,
    update_time,
    replies: replies.map(([comment_id, t]) => ({ comment_id, update_time: t })),
  }) as TCommentThread;

describe('mirrorCaughtUp', () => {
  it('holds when every live comment and reply is listed at its update time', () => {
    expect(mirrorCaughtUp([live('a', 1), live('b', 2, 'a')], [thread('a', 1, [['b', 2]])])).toBe(true);
    expect(mirrorCaughtUp([], [])).toBe(true);
  });
  it('fails for a new, changed or deleted comment the list does not show yet', () => {
    expect(mirrorCaughtUp([live('a', 1), live('c', 3)], [thread('a', 1)])).toBe(false);
    expect(mirrorCaughtUp([live('a', 5)], [thread('a', 1)])).toBe(false);
    expect(mirrorCaughtUp([], [thread('a', 1)])).toBe(false);
  });
});
