import crypto from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { decodeAccessChange, encodeAccessChange, hashToken } from './accessChanges';
import { isRelayReady, notifyRelayAccessChange } from './createRelay';
import { type Client, MemoryBackend, type RelayHarness, startRelay, textOf, waitFor } from './test/harness';

const DOC = 'doc:d1';
const OTHER = 'doc:d9';

function backendWithTeam() {
  return new MemoryBackend({
    boss: { userId: 'u1', name: '主编', workId: 'w1', access: { [DOC]: 'write', [OTHER]: 'write' } },
    pen: { userId: 'u2', name: '编剧', workId: 'w1', access: { [DOC]: 'write' } },
    eye: { userId: 'u3', name: '制片', workId: 'w1', access: { [DOC]: 'read' } },
  });
}

/** Resolves with the scope of the next Authenticated message or the reason of the next refusal. */
function nextAuthEvent(client: Client): Promise<string> {
  return new Promise((resolve) => {
    const onScope = ({ scope }: { scope: string }) => done(scope);
    const onFailed = ({ reason }: { reason: string }) => done(reason);
    const done = (value: string) => {
      client.provider.off('authenticated', onScope);
      client.provider.off('authenticationFailed', onFailed);
      resolve(value);
    };
    client.provider.on('authenticated', onScope);
    client.provider.on('authenticationFailed', onFailed);
  });
}

/** Writes, then proves delivery (or not) with a later writer's edit that must arrive after it. */
async function writeAndSettle(writer: Client, other: Client, text: string, marker: string) {
  writer.doc.getText('t').insert(0, text);
  other.doc.getText('t').insert(textOf(other.doc).length, marker);
  await waitFor(() => textOf(writer.doc).includes(marker));
  await new Promise((r) => setTimeout(r, 150));
}

describe('PermissionRefreshExtension', () => {
  const harnesses: RelayHarness[] = [];
  afterEach(async () => {
    await Promise.all(harnesses.splice(0).map((h) => h.close()));
  });

  async function start(backend: MemoryBackend, redisUrl?: string, redisPrefix?: string) {
    const harness = await startRelay({ backend, debounceMs: 50, maxDebounceMs: 200, redisUrl, redisPrefix });
    harnesses.push(harness);
    return harness;
  }

  it('demotes a writer mid-session: its next update is dropped and the provider learns it is read-only', async () => {
    const backend = backendWithTeam();
    const relay = await start(backend);
    const pen = await relay.connect(DOC, 'pen');
    const boss = await relay.connect(DOC, 'boss');
    pen.doc.getText('t').insert(0, '降级前');
    await waitFor(() => textOf(boss.doc) === '降级前');

    (backend.grants.pen as { access: Record<string, string> }).access[DOC] = 'read';
    const scope = nextAuthEvent(pen);
    await notifyRelayAccessChange(relay.relay, { workId: 'w1', userId: 'u2' });
    expect(await scope).toBe('readonly');
    expect(pen.provider.authorizedScope).toBe('readonly');

    await writeAndSettle(pen, boss, '降级后', '。');
    expect(relay.relay.documents.get(DOC)?.getText('t').toString()).toBe('降级前。');
    expect(textOf(boss.doc)).toBe('降级前。');
  });

  it('promotes a reader: it may write at once, without reconnecting', async () => {
    const backend = backendWithTeam();
    const relay = await start(backend);
    const eye = await relay.connect(DOC, 'eye');
    const boss = await relay.connect(DOC, 'boss');
    expect(eye.readOnly).toBe(true);

    (backend.grants.eye as { access: Record<string, string> }).access[DOC] = 'write';
    const scope = nextAuthEvent(eye);
    await notifyRelayAccessChange(relay.relay, { workId: 'w1', userId: 'u3' });
    expect(await scope).toBe('read-write');
    eye.doc.getText('t').insert(0, '升级后写的');
    await waitFor(() => textOf(boss.doc) === '升级后写的');
  });

  it('refuses a member who lost access and closes only that document connection', async () => {
    const backend = backendWithTeam();
    const relay = await start(backend);
    const boss = await relay.connect(DOC, 'boss');
    const bossOther = await relay.connect(OTHER, 'boss');
    const pen = await relay.connect(DOC, 'pen');

    delete (backend.grants.boss as { access: Record<string, string> }).access[DOC];
    const refused = nextAuthEvent(boss);
    await notifyRelayAccessChange(relay.relay, { workId: 'w1', userId: 'u1' });
    expect(await refused).toBe('forbidden');
    expect(relay.relay.documents.get(DOC)?.getConnectionsCount()).toBe(1);

    boss.doc.getText('t').insert(0, '被移出后写的');
    pen.doc.getText('t').insert(0, '留下的');
    await waitFor(() => relay.relay.documents.get(DOC)?.getText('t').toString() === '留下的');
    await new Promise((r) => setTimeout(r, 150));
    expect(relay.relay.documents.get(DOC)?.getText('t').toString()).toBe('留下的');
    // The same user's other document of the work is still allowed and still served.
    bossOther.doc.getText('t').insert(0, '另一篇');
    await waitFor(() => relay.relay.documents.get(OTHER)?.getText('t').toString() === '另一篇');
  });

  it('re-asks only for the connections of the named work and user', async () => {
    const backend = backendWithTeam();
    const relay = await start(backend);
    await relay.connect(DOC, 'boss');
    await relay.connect(DOC, 'pen');
    await relay.connect(DOC, 'eye');
    const before = backend.authCalls;
    await notifyRelayAccessChange(relay.relay, { workId: 'w1', userId: 'u2' });
    expect(backend.authCalls - before).toBe(1);
    await notifyRelayAccessChange(relay.relay, { workId: 'w2' });
    expect(backend.authCalls - before).toBe(1);
    await notifyRelayAccessChange(relay.relay, { workId: 'w1' });
    expect(backend.authCalls - before).toBe(4);
  });

  it('the periodic sweep catches a change nobody announced', async () => {
    const backend = backendWithTeam();
    const relay = await startRelay({ backend, permissionSweepMs: 100 });
    harnesses.push(relay);
    const pen = await relay.connect(DOC, 'pen');
    const refused = nextAuthEvent(pen);
    delete (backend.grants.pen as { access: Record<string, string> }).access[DOC];
    expect(await refused).toBe('forbidden');
  });

  it('closes at once every connection of an ended session, telling it why, and nothing else', async () => {
    const backend = backendWithTeam();
    const relay = await start(backend);
    const boss = await relay.connect(DOC, 'boss');
    const pen = await relay.connect(DOC, 'pen');
    const penOther = await relay.connect(OTHER, 'boss');
    const refused = nextAuthEvent(pen);
    const closed = new Promise<void>((resolve) => pen.provider.on('close', () => resolve()));
    const before = backend.authCalls;
    // The token is still "valid" for the backend: an ended session is closed without asking it.
    await notifyRelayAccessChange(relay.relay, { revokedTokens: [hashToken('pen')] });
    expect(await refused).toBe('unauthorized');
    await closed;
    expect(backend.authCalls).toBe(before);
    await waitFor(() => relay.relay.documents.get(DOC)?.getConnectionsCount() === 1);
    // The other session's connections (two documents) still write.
    boss.doc.getText('t').insert(0, '留下的');
    penOther.doc.getText('t').insert(0, '另一篇');
    await waitFor(() => relay.relay.documents.get(DOC)?.getText('t').toString() === '留下的');
    await waitFor(() => relay.relay.documents.get(OTHER)?.getText('t').toString() === '另一篇');
  });

  it('leaves connections alone on an account change (meant for the API processes) and round-trips it', async () => {
    // A connection whose work the relay does not know would be re-checked by any work change.
    const backend = new MemoryBackend({ pen: { userId: 'u2', name: '编剧', access: { [DOC]: 'write' } } });
    const relay = await start(backend);
    const pen = await relay.connect(DOC, 'pen');
    const before = backend.authCalls;
    await notifyRelayAccessChange(relay.relay, { changedUsers: ['u2'] });
    expect(backend.authCalls).toBe(before);
    pen.doc.getText('t').insert(0, '照常');
    await waitFor(() => relay.relay.documents.get(DOC)?.getText('t').toString() === '照常');
    expect(decodeAccessChange(encodeAccessChange({ changedUsers: ['u2', 'u3'] }, 'o1'))).toEqual({
      changedUsers: ['u2', 'u3'],
      origin: 'o1',
    });
    expect(decodeAccessChange(JSON.stringify({ changed_users: [] }))).toBeNull();
  });

  it('closes the socket of a connection whose token is no longer valid', async () => {
    const backend = backendWithTeam();
    const relay = await start(backend);
    const pen = await relay.connect(DOC, 'pen');
    const disconnected = new Promise<void>((resolve) => pen.provider.on('close', () => resolve()));
    delete backend.grants.pen;
    await notifyRelayAccessChange(relay.relay, { workId: 'w1', userId: 'u2' });
    await disconnected;
    await waitFor(() => (relay.relay.documents.get(DOC)?.getConnectionsCount() ?? 0) === 0);
  });
});

// scripts/test.sh sets TEST_REDIS_URL only when Redis is reachable; without it this part skips.
const REDIS_URL = process.env.TEST_REDIS_URL;

describe.skipIf(!REDIS_URL)('PermissionRefreshExtension over Redis', () => {
  const harnesses: RelayHarness[] = [];
  afterEach(async () => {
    await Promise.all(harnesses.splice(0).map((h) => h.close()));
  });

  it('a change told to one relay reaches the connections of another', async () => {
    const backend = backendWithTeam();
    const redisPrefix = `juzuo-test-${crypto.randomBytes(4).toString('hex')}`;
    for (let i = 0; i < 2; i++)
      harnesses.push(await startRelay({ backend, redisUrl: REDIS_URL, redisPrefix }));
    const [one, two] = harnesses as [RelayHarness, RelayHarness];
    await waitFor(() => isRelayReady(one.relay) && isRelayReady(two.relay));
    const pen = await two.connect(DOC, 'pen');
    (backend.grants.pen as { access: Record<string, string> }).access[DOC] = 'read';
    const scope = nextAuthEvent(pen);
    await notifyRelayAccessChange(one.relay, { workId: 'w1', userId: 'u2' });
    expect(await scope).toBe('readonly');
  });

  it('an ended session told to one relay closes its connection on another', async () => {
    const backend = backendWithTeam();
    const redisPrefix = `juzuo-test-${crypto.randomBytes(4).toString('hex')}`;
    for (let i = 0; i < 2; i++)
      harnesses.push(await startRelay({ backend, redisUrl: REDIS_URL, redisPrefix }));
    const [one, two] = harnesses as [RelayHarness, RelayHarness];
    await waitFor(() => isRelayReady(one.relay) && isRelayReady(two.relay));
    const pen = await two.connect(DOC, 'pen');
    const refused = nextAuthEvent(pen);
    await notifyRelayAccessChange(one.relay, { revokedTokens: [hashToken('pen')] });
    expect(await refused).toBe('unauthorized');
    await waitFor(() => (two.relay.documents.get(DOC)?.getConnectionsCount() ?? 0) === 0);
  });
});
