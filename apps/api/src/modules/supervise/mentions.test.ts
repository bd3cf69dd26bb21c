import type { TWorkMember } from '@juzuo/schemas';
import { describe, expect, it } from 'vitest';
import { mentionedMembers } from './mentions';

const member = (user_id: string, name: string): TWorkMember => ({
  user_id,
  name,
  avatar: '',
  permissions: [],
  is_creator: 0,
  is_team_owner: 0,
  added_at: 0,
});

describe('@mentions in a comment', () => {
  const members = [member('u1', '张小'), member('u2', '张小敬'), member('u3', '李必'), member('u4', '')];

  it('finds whole member names, the longest first, without spaces to end them', () => {
    expect(mentionedMembers('@张小敬看看这里，@李必也看', members).map((m) => m.user_id)).toEqual([
      'u2',
      'u3',
    ]);
    expect(
      mentionedMembers('@张小 和 @张小敬', members)
        .map((m) => m.user_id)
        .sort(),
    ).toEqual(['u1', 'u2']);
  });

  it('ignores names without @ and members without a name', () => {
    expect(mentionedMembers('李必说得对 @ 张小敬', members)).toEqual([]);
    expect(mentionedMembers('@', members)).toEqual([]);
  });
});
