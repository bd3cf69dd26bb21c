import type { TTeamMember } from '@juzuo/schemas';
import { describe, expect, it } from 'vitest';
import { assignBlock, changedPermissions, grantBlock, removeBlock } from './teamRules';

const member = (over: Partial<TTeamMember>): TTeamMember => ({
  user_id: 'u2',
  name: '乙',
  avatar: '',
  role: 'member',
  role_id: 'r1',
  role_name: '成员',
  permissions: ['mWorkManage'],
  joined_at: 0,
  ...over,
});

describe('which team controls a manager may use', () => {
  const full = { userId: 'u1', permissions: ['mWorkManage', 'mTeamManage', 'mAiEvaluate'] };
  const limited = { userId: 'u1', permissions: ['mTeamManage'] };

  it('names the missing permission when granting beyond one’s own', () => {
    expect(grantBlock(full, ['mWorkManage'])).toBeNull();
    expect(grantBlock(limited, ['mWorkManage'])).toContain('作品管理');
  });

  it('never removes the creator or oneself', () => {
    expect(removeBlock(full, member({ role: 'owner' }))).toContain('创建者');
    expect(removeBlock(full, member({ user_id: 'u1' }))).toContain('自己');
    expect(removeBlock(full, member({}))).toBeNull();
    expect(removeBlock(limited, member({}))).toContain('作品管理');
  });

  it('keeps the creator’s role fixed', () => {
    expect(assignBlock(full, member({ role: 'owner' }))).toContain('创建者');
    expect(assignBlock(full, member({}))).toBeNull();
  });

  it('lists added and removed permissions', () => {
    expect(changedPermissions(['mWorkManage', 'mAiEvaluate'], ['mAiEvaluate', 'mTeamManage'])).toEqual([
      'mWorkManage',
      'mTeamManage',
    ]);
  });
});
