import { type Client, waitFor } from '@juzuo/collab-server/testing';
import { appendLines, docToText } from '@juzuo/doc-model';
import {
  projectDocDetail,
  userLogout,
  userRefreshToken,
  userRetrievePassword,
  userSetPassword,
} from '@juzuo/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { okDef } from '../../test/call';
import { RELAY_SETTLE_MS, until, useRelayStory } from '../../test/relay';
import { smsCode } from '../account/testing';
import { addDoc, type DocsFixture, docsFixture } from '../docs/testing';

/** "At once": the relay connection is cut within this long of the REST call's answer. */
const AT_ONCE_MS = 1_000;

/**
 * Issue 9 item 5: signing a session out (logout, refresh of the old token, password change or
 * reset) closes the relay connections that authenticated with it at once, not at the next sweep.
 */
describe('revoked sessions lose their live relay connections at once', () => {
  const story = useRelayStory({ prefix: 'revoke' });
  let f: DocsFixture;
  let docId: string;
  const name = () => `doc:${docId}`;
  const connect = (token: string) => story.connect(name(), token);
  const memberPhone = () => f.member.user.phone ?? '';
  // Another sign-in of the member (the SMS resend limit allows one sign-in a minute per phone).
  const newSession = () => story.server.app.tokenStore.issue(f.member.user_id);
  const stored = async () =>
    (await okDef(story.server.app, projectDocDetail, { token: f.owner.token, input: { doc_id: docId } }))
      .text;

  /** Resolves with how long after `since` the provider saw its socket close and its refusal. */
  function cutOff(client: Client): { since(at: number): Promise<{ ms: number; reason: string }> } {
    const closed = new Promise<number>((resolve) => client.provider.on('close', () => resolve(Date.now())));
    const refused = new Promise<string>((resolve) =>
      client.provider.on('authenticationFailed', ({ reason }: { reason: string }) => resolve(reason)),
    );
    return {
      async since(at) {
        const timeout = new Promise<never>((_, reject) =>
          setTimeout(() => reject(new Error('connection still open')), AT_ONCE_MS + 500),
        );
        const [closedAt, reason] = await Promise.race([Promise.all([closed, refused]), timeout]);
        return { ms: closedAt - at, reason };
      },
    };
  }

  /** Types on the cut-off client, then proves with the owner's later line that it was not stored. */
  async function expectNotStored(cut: Client, owner: Client, line: string, marker: string) {
    appendLines(cut.doc, [line]);
    // Longer than the provider's reconnect delay: a reconnect with the dead token must not help.
    await new Promise((r) => setTimeout(r, 1_500));
    appendLines(owner.doc, [marker]);
    await until('the owner’s marker is stored', async () => (await stored()).includes(marker));
    expect(await stored()).not.toContain(line);
    expect(docToText(owner.doc)).not.toContain(line);
  }

  beforeAll(async () => {
    f = await docsFixture(story.server.app, '55500909');
    docId = await addDoc(story.server.app, f.owner.token, { project_id: f.workId });
  });

  it('logout closes that token’s connection (and only it); later updates are not stored', async () => {
    const owner = await connect(f.owner.token);
    const session = await newSession();
    const other = await newSession();
    const pen = await connect(session.token);
    const otherPen = await connect(other.token);
    expect([pen.outcome, otherPen.outcome]).toEqual(['synced', 'synced']);

    const cut = cutOff(pen);
    await okDef(story.server.app, userLogout, { token: session.token });
    const { ms, reason } = await cut.since(Date.now());
    expect(ms).toBeLessThan(AT_ONCE_MS);
    expect(reason).toBe('unauthorized');
    await expectNotStored(pen, owner, '登出之后写的', '主编在登出后写的');
    // The same user's other session is untouched.
    appendLines(otherPen.doc, ['另一个会话还能写']);
    await waitFor(() => docToText(owner.doc).includes('另一个会话还能写'), RELAY_SETTLE_MS);
  });

  it('refresh_token closes the old token’s connection; the old token cannot reconnect, the new one can', async () => {
    const owner = await connect(f.owner.token);
    const session = await newSession();
    const pen = await connect(session.token);
    const cut = cutOff(pen);
    const fresh = await okDef(story.server.app, userRefreshToken, { token: session.token });
    const { ms } = await cut.since(Date.now());
    expect(ms).toBeLessThan(AT_ONCE_MS);
    await expectNotStored(pen, owner, '刷新前的旧令牌写的', '主编在刷新后写的');
    expect((await connect(session.token)).outcome).toBe('unauthorized');
    const renewed = await connect(fresh.token);
    expect(renewed.outcome).toBe('synced');
    appendLines(renewed.doc, ['新令牌写的']);
    await waitFor(() => docToText(owner.doc).includes('新令牌写的'), RELAY_SETTLE_MS);
  });

  it('set_password closes the user’s other sessions’ connections and keeps the caller’s', async () => {
    const owner = await connect(f.owner.token);
    const current = await newSession();
    const elsewhere = await newSession();
    const here = await connect(current.token);
    const there = await connect(elsewhere.token);
    const cut = cutOff(there);
    await okDef(story.server.app, userSetPassword, { token: current.token, input: { password: 'abc12345' } });
    const { ms, reason } = await cut.since(Date.now());
    expect(ms).toBeLessThan(AT_ONCE_MS);
    expect(reason).toBe('unauthorized');
    await expectNotStored(there, owner, '改密码后旧会话写的', '主编在改密码后写的');
    appendLines(here.doc, ['改密码的会话还能写']);
    await waitFor(() => docToText(owner.doc).includes('改密码的会话还能写'), RELAY_SETTLE_MS);
  });

  it('retrieve_password closes every session’s connection', async () => {
    const owner = await connect(f.owner.token);
    const session = await newSession();
    const pen = await connect(session.token);
    const cut = cutOff(pen);
    // The fixture's sign-in sent this phone a code moments ago: step past the resend limit.
    const clock = story.server.app.clock;
    const realNow = clock.now;
    clock.now = () => realNow() + 61_000;
    const code = await smsCode(story.server.app, memberPhone(), 1).finally(() => {
      clock.now = realNow;
    });
    await okDef(story.server.app, userRetrievePassword, {
      input: { phone: memberPhone(), sms_code: code, password: 'xyz98765' },
    });
    const { ms, reason } = await cut.since(Date.now());
    expect(ms).toBeLessThan(AT_ONCE_MS);
    expect(reason).toBe('unauthorized');
    await expectNotStored(pen, owner, '找回密码后旧会话写的', '主编在找回密码后写的');
  });
});
