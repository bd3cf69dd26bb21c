import crypto from 'node:crypto';
import { appendLines } from '@juzuo/doc-model';
import { collabAppend, collabStore, projectDocDetail, Status } from '@juzuo/schemas';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { collabStates } from '../../db/schema/index';
import { createTestApp } from '../../test/app';
import { callDef, okDef } from '../../test/call';
import { stateHash } from '../docs/checkpoint';
import { addDoc, type DocsFixture, docsFixture } from '../docs/testing';
import { storeRelayState } from './relay-store';

const SECRET = crypto.randomBytes(24).toString('hex');
const headers = { 'x-internal-secret': SECRET };
const b64 = (u: Uint8Array) => Buffer.from(u).toString('base64');

/**
 * A relay's store names the state it stored last (base_hash). While the checkpoint is still exactly
 * that state, the new state is written as it came (no second decode and merge of the stored one);
 * anything else is merged as before, so nobody's text is lost.
 */
describe('relay store: a state descending from the stored checkpoint', () => {
  let app: FastifyInstance;
  let f: DocsFixture;

  const store = (document: string, state: Uint8Array, baseHash?: string) =>
    callDef(app, collabStore, {
      headers,
      input: { document, state: b64(state), editors: [], ...(baseHash ? { base_hash: baseHash } : {}) },
    });
  const storedBytes = async (document: string) => {
    const [row] = await app.database.db.select().from(collabStates).where(eq(collabStates.name, document));
    return new Uint8Array(row?.state ?? []);
  };
  const detailText = async (document: string) =>
    (
      await okDef(app, projectDocDetail, {
        token: f.owner.token,
        input: { doc_id: document.slice('doc:'.length) },
      })
    ).text;
  const newDoc = async () => `doc:${await addDoc(app, f.member.token, { project_id: f.workId })}`;

  beforeAll(async () => {
    app = await createTestApp({ INTERNAL_SECRET: SECRET });
    f = await docsFixture(app, '55500012');
  });
  afterAll(async () => app.close());

  it('writes the later state of the same live document as it came', async () => {
    const name = await newDoc();
    const live = new Y.Doc();
    appendLines(live, ['第一行']);
    const first = Y.encodeStateAsUpdate(live);
    expect((await store(name, first)).status).toBe(Status.OK);
    const base = stateHash(await storedBytes(name));

    // Proof that the stored checkpoint is not decoded again: its bytes are made unreadable (the
    // hash kept); the general merge would fail on them, the descendant path never reads them.
    await app.database.db
      .update(collabStates)
      .set({ state: Buffer.from([1, 2, 3]) })
      .where(eq(collabStates.name, name));

    appendLines(live, ['第二行']);
    const second = Y.encodeStateAsUpdate(live);
    expect((await store(name, second, base)).status).toBe(Status.OK);
    expect(Buffer.compare(Buffer.from(await storedBytes(name)), Buffer.from(second))).toBe(0);
    expect(await detailText(name)).toBe('第一行\n第二行');
  });

  it('merges as before when the checkpoint changed since (another writer stored in between)', async () => {
    const name = await newDoc();
    const live = new Y.Doc();
    appendLines(live, ['中继一']);
    await store(name, Y.encodeStateAsUpdate(live));
    const base = stateHash(await storedBytes(name));

    const other = new Y.Doc();
    Y.applyUpdate(other, Y.encodeStateAsUpdate(live));
    appendLines(other, ['中继二']);
    await store(name, Y.encodeStateAsUpdate(other));

    appendLines(live, ['中继一又写']);
    expect((await store(name, Y.encodeStateAsUpdate(live), base)).status).toBe(Status.OK);
    const text = await detailText(name);
    expect(text).toContain('中继二');
    expect(text).toContain('中继一又写');
  });

  /**
   * A document this relay stored (its live doc and the stored state's hash as base), then a line
   * appended to the update log by another relay that the live doc lacks.
   */
  async function storedThenLoggedElsewhere(line: string) {
    const name = await newDoc();
    const live = new Y.Doc();
    appendLines(live, ['本中继']);
    await store(name, Y.encodeStateAsUpdate(live));
    const base = stateHash(await storedBytes(name));
    const other = new Y.Doc();
    Y.applyUpdate(other, Y.encodeStateAsUpdate(live));
    const updates: Uint8Array[] = [];
    other.on('update', (u: Uint8Array) => updates.push(u));
    appendLines(other, [line]);
    await okDef(app, collabAppend, {
      headers,
      input: { updates: updates.map((u) => ({ document: name, update: b64(u) })) },
    });
    return { name, live, base };
  }

  it('folds in logged updates the descending state lacks (appended through another relay)', async () => {
    const { name, live, base } = await storedThenLoggedElsewhere('另一个中继的日志');

    appendLines(live, ['本中继又写']);
    await store(name, Y.encodeStateAsUpdate(live), base);
    const text = await detailText(name);
    expect(text).toContain('另一个中继的日志');
    expect(text).toContain('本中继又写');
  });

  it('a journaling relay reads the log only under the lock, and still folds in rows found there', async () => {
    // Rows a journal's stranded segment moved into the log (or another relay appended).
    const { name, live, base } = await storedThenLoggedElsewhere('搁浅的日志');

    appendLines(live, ['本中继又写']);
    const state = Y.encodeStateAsUpdate(live);
    await storeRelayState(app, { document: name, state, editors: [], baseHash: base, journaled: true });
    const text = await detailText(name);
    expect(text).toContain('搁浅的日志');
    expect(text).toContain('本中继又写');
  });

  it('reads a long script (decoded and rendered on the Yjs worker thread) exactly as it was written', async () => {
    const name = await newDoc();
    const live = new Y.Doc();
    appendLines(live, ['开场']);
    await store(name, Y.encodeStateAsUpdate(live));
    const base = stateHash(await storedBytes(name));
    const lines = Array.from({ length: 600 }, (_, i) => `第${i + 1}场：林秋推门进来。😀`);
    appendLines(live, lines);
    const state = Y.encodeStateAsUpdate(live);
    expect(state.length).toBeGreaterThan(16 * 1024);
    expect((await store(name, state, base)).status).toBe(Status.OK);
    expect(await detailText(name)).toBe(['开场', ...lines].join('\n'));

    // A long broken state is refused by the worker's decode the same way (4220, nothing written).
    const garbage = new Uint8Array(40_000).fill(0xff);
    const broken = await store(name, garbage, stateHash(state));
    expect([broken.status, broken.msg]).toEqual([Status.VALIDATION, 'state 不是有效的 Yjs 状态']);
    expect(Buffer.compare(Buffer.from(await storedBytes(name)), Buffer.from(state))).toBe(0);
  });

  it('still refuses a broken state (4220), and an overlong base_hash', async () => {
    const name = await newDoc();
    const live = new Y.Doc();
    appendLines(live, ['好的']);
    await store(name, Y.encodeStateAsUpdate(live));
    const base = stateHash(await storedBytes(name));
    const broken = await store(name, Uint8Array.from([9, 9, 9, 9]), base);
    expect([broken.status, broken.msg]).toEqual([Status.VALIDATION, 'state 不是有效的 Yjs 状态']);
    const long = await store(name, Y.encodeStateAsUpdate(live), 'x'.repeat(65));
    expect(long.status).toBe(Status.VALIDATION);
    expect(long.msg).toContain('base_hash');
    expect(await detailText(name)).toBe('好的');
  });
});
