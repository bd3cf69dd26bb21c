import { describe, expect, it } from 'vitest';
import { worksEmptyText } from './worksEmpty';

// Issue 10 defect 8: a member who joined a team whose works they are not in was invited to create the
// team's first work.
describe('the empty works page', () => {
  it('tells a member they have not been added to any work, and who can add them', () => {
    const text = worksEmptyText({ role: 'member', owner_name: '林小满' });
    expect(text.title).toBe('你还没有被加入任何作品');
    expect(text.detail).toContain('团队创建者「林小满」');
    expect(text.detail).toContain('成员管理');
  });

  it('invites the team creator to write the first work', () => {
    expect(worksEmptyText({ role: 'owner', owner_name: '林小满' })).toEqual({
      title: '还没有作品，开始创作第一部吧',
      detail: null,
    });
  });
});
