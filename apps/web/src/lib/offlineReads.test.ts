import { describe, expect, it } from 'vitest';
import { isOfflineRead, userScopedKey } from '../../sw/keys';

// Issue 10 defect 2: the work page's reads (tree, volumes, work, team) must answer from the cache
// offline. The tree was never kept, and a read first made before the team id was stored missed the
// cache on the next visit (the client adds user_id/team_id to every query).
describe('offline reads kept by the service worker', () => {
  it('keeps what the work page needs', () => {
    for (const path of [
      '/ixj_web/user/get_my_info',
      '/ixj_web/team/get_current',
      '/ixj_web/project/detail',
      '/ixj_web/project/doc/list',
      '/ixj_web/project/doc/detail',
    ]) {
      expect(isOfflineRead(path)).toBe(true);
    }
    expect(isOfflineRead('/ixj_web/project/list')).toBe(false);
  });

  it('keys a read by path, real parameters and user, not by the identity parameters', async () => {
    const base = 'http://app.test/ixj_web/project/doc/list?project_id=w1';
    const first = await userScopedKey(`${base}&user_id=u1`, 'Bearer a');
    const later = await userScopedKey(`${base}&user_id=u1&team_id=t1`, 'Bearer a');
    expect(later).toBe(first);
    expect(await userScopedKey(base, 'Bearer b')).not.toBe(first);
    expect(
      await userScopedKey('http://app.test/ixj_web/project/doc/list?project_id=w2', 'Bearer a'),
    ).not.toBe(first);
  });
});
