import { describe, expect, it } from 'vitest';
import { isPublicPath, needsTeam } from './access';
import { decideGuard, decideTeamFailure, loginLocation, registerWelcomeLocation, safeToPath } from './guard';

const signedOut = { token: null, userId: null, search: '' };
const signedIn = { token: 't', userId: 'u1', search: '' };

describe('public paths (spec 01 section 2.5)', () => {
  it.each([
    '/',
    '/about',
    '/login',
    '/noAuth',
    '/test',
    '/userAgreement',
    '/privacy',
    '/userAgreement_xmtj',
    '/privacy_xmtj',
    '/sucai',
    '/sucai/search',
    '/sucai/detail/42',
    '/about/',
  ])('%s needs no sign-in', (path) => {
    expect(isPublicPath(path)).toBe(true);
    expect(decideGuard({ ...signedOut, pathname: path })).toEqual({ type: 'allow' });
  });

  it.each([
    '/workBench',
    '/workBench/worksManage',
    '/member/setting',
    '/login/registerWelcome',
    '/login/qrConfirm',
    '/aiWork/aiDraw/txt2img',
    '/editor/edit/1',
    '/sucaiX',
  ])('%s is not public', (path) => {
    expect(isPublicPath(path)).toBe(false);
  });
});

describe('decideGuard', () => {
  it('sends a visitor to login and keeps the wanted destination with its query', () => {
    const d = decideGuard({ ...signedOut, pathname: '/workBench/team', search: '?tab=roles' });
    expect(d).toEqual({ type: 'login', toPath: '/workBench/team?tab=roles' });
  });

  it('needs both token and user id', () => {
    expect(decideGuard({ token: 't', userId: null, search: '', pathname: '/workBench' }).type).toBe('login');
    expect(decideGuard({ token: null, userId: 'u', search: '', pathname: '/workBench' }).type).toBe('login');
    expect(decideGuard({ ...signedIn, pathname: '/workBench' }).type).toBe('allow');
  });

  it('shows the 404 page to visitors instead of the login page', () => {
    expect(decideGuard({ ...signedOut, pathname: '/no/such/page', notFound: true })).toEqual({
      type: 'allow',
    });
  });

  it('builds the login location with an encoded toPath', () => {
    expect(loginLocation('/workBench/team?a=1&b=2')).toBe(
      '/login?toPath=%2FworkBench%2Fteam%3Fa%3D1%26b%3D2',
    );
  });
});

describe('safeToPath', () => {
  it('accepts in-app paths only', () => {
    expect(safeToPath('/workBench/team')).toBe('/workBench/team');
    expect(safeToPath('https://evil.example/')).toBeNull();
    expect(safeToPath('//evil.example/')).toBeNull();
    expect(safeToPath('/\\evil.example')).toBeNull();
    expect(safeToPath('/login')).toBeNull();
    expect(safeToPath('')).toBeNull();
    expect(safeToPath(null)).toBeNull();
  });
});

describe('team failures', () => {
  it('7007 goes to registerWelcome, others to noAuth after 2 s, only where a team is needed', () => {
    expect(decideTeamFailure(7007, true)).toEqual({ type: 'registerWelcome' });
    expect(decideTeamFailure(5000, true)).toEqual({ type: 'noAuth', delayMs: 2000 });
    expect(decideTeamFailure(undefined, true)).toEqual({ type: 'noAuth', delayMs: 2000 });
    expect(decideTeamFailure(4000, true)).toEqual({ type: 'none' });
    expect(decideTeamFailure(7007, false)).toEqual({ type: 'none' });
  });

  it('knows which paths need a team', () => {
    expect(needsTeam('/workBench/worksManage')).toBe(true);
    expect(needsTeam('/aiWork/aiDraw/txt2img')).toBe(true);
    expect(needsTeam('/login/registerWelcome')).toBe(false);
    expect(needsTeam('/member/setting')).toBe(false);
    expect(needsTeam('/login/qrConfirm')).toBe(false);
    expect(needsTeam('/')).toBe(false);
  });

  // Issue 10 defect 2: an offline reload of the work page sent the writer to /noAuth 获取团队信息失败.
  it('never treats a call without an answer as no team or no access', () => {
    expect(decideTeamFailure(55005, true)).toEqual({ type: 'offline' });
    expect(decideTeamFailure(55002, true)).toEqual({ type: 'offline' });
    expect(decideTeamFailure(500, true)).toEqual({ type: 'noAuth', delayMs: 2000 });
  });

  // Issue 10 defect 9: the destination was lost on the way through registerWelcome (it rode in
  // router state, which a second redirect replaced).
  it('keeps where a user without a team was heading in the registerWelcome URL', () => {
    expect(registerWelcomeLocation('/workBench/team')).toBe(
      '/login/registerWelcome?toPath=%2FworkBench%2Fteam',
    );
    expect(registerWelcomeLocation('/workBench')).toBe('/login/registerWelcome');
    expect(registerWelcomeLocation('https://evil.example/')).toBe('/login/registerWelcome');
    expect(registerWelcomeLocation('/login/registerWelcome?toPath=%2Fx')).toBe('/login/registerWelcome');
    expect(safeToPath('/login/registerWelcome')).toBeNull();
  });
});
