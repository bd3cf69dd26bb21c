import crypto from 'node:crypto';
import { appendLines } from '@juzuo/doc-model';
import { collabAppend, collabCompact, collabStore, projectDocDetail, Status } from '@juzuo/schemas';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { collabStates, collabUpdateLog } from '../../db/schema/index';
import { createTestApp } from '../../test/app';
import { callDef, okDef } from '../../test/call';
import { stateHash } from '../docs/checkpoint';
import { addDoc, type DocsFixture, docsFixture } from '../docs/testing';
import { compactRelayDocument } from './relay-store';

const SECRET = crypto.randomBytes(24).toString('hex');
const headers = { 'x-internal-secret': SECRET };
const b64 = (u: Uint8Array) => Buffer.from(u).toString('base64');

/**
 * A live document's periodic checkpoint is a compaction: its durable log (collab_update_log rows,
 * or the embedded product's journal) folded into the last checkpoint in the Yjs worker, without the
 * relay's state. REST reads see the result; nothing is lost when the checkpoint moved on meanwhile.
 */
describe('relay compaction: the log folded into the checkpoint', () => {
  let app: FastifyInstance;
  let f: DocsFixture;

  const storedBytes = async (name: string) => {
    const [row] = await app.database.db.select().from(collabStates).where(eq(collabStates.name, name));
    return new Uint8Array(row?.state ?? []);
  };
  const logRows = async (name: string) =>
    (await app.database.db.select().from(collabUpdateLog).where(eq(collabUpdateLog.name, name))).length;
  const detailText = async (name: string) =>
    (
      await okDef(app, projectDocDetail, {
        token: f.owner.token,
        input: { doc_id: name.slice('doc:'.length) },
      })
    ).text;
  const newDoc = async () => `doc:${await addDoc(app, f.member.token, { project_id: f.workId })}`;
  /** A document whose checkpoint holds `first`, and a live copy of it that goes on changing. */
  const stored = async (first: string) => {
    const name = await newDoc();
    const live = new Y.Doc();
    appendLines(live, [first]);
    const state = Y.encodeStateAsUpdate(live);
    expect(
      (
        await callDef(app, collabStore, {
          headers,
          input: { document: name, state: b64(state), editors: [] },
        })
      ).status,
    ).toBe(Status.OK);
    return { name, live };
  };
  /** Appends `line` to the live copy and answers the update it made. */
  const type = (live: Y.Doc, line: string) => {
    const before = Y.encodeStateVector(live);
    appendLines(live, [line]);
    return Y.encodeStateAsUpdate(live, before);
  };
  const log = (name: string, updates: Uint8Array[]) =>
    okDef(app, collabAppend, {
      headers,
      input: { updates: updates.map((u) => ({ document: name, update: b64(u) })) },
    });

  beforeAll(async () => {
    app = await createTestApp({ INTERNAL_SECRET: SECRET });
    f = await docsFixture(app, '55500071');
  });
  afterAll(async () => app.close());

  it('folds the log rows in, deletes them, and doc/detail reads the result', async () => {
    const { name, live } = await stored('第一行');
    await log(name, [type(live, '第二行'), type(live, '第三行')]);
    expect(await logRows(name)).toBe(2);

    const result = await compactRelayDocument(app, { document: name, editors: [f.member.user_id] });
    expect(result.stored).toBe(true);
    expect(await logRows(name)).toBe(0);
    expect(await detailText(name)).toBe('第一行\n第二行\n第三行');
    expect(result.checkpoint?.hash).toBe(stateHash(await storedBytes(name)));

    // Nothing new since: nothing stored.
    const again = await compactRelayDocument(app, { document: name, editors: [] });
    expect(again.stored).toBe(false);
  });

  it('starts from the base it is given without reading the stored checkpoint back', async () => {
    const { name, live } = await stored('底稿');
    const base = { state: await storedBytes(name), hash: stateHash(await storedBytes(name)) };
    // Proof that the stored bytes are not read: made unreadable, the digest kept.
    await app.database.db
      .update(collabStates)
      .set({ state: Buffer.from([1, 2, 3]) })
      .where(eq(collabStates.name, name));
    const update = type(live, '日志里的');

    const result = await compactRelayDocument(app, {
      document: name,
      editors: [],
      journaled: [update],
      base,
    });
    expect(result.stored).toBe(true);
    const merged = new Y.Doc();
    Y.applyUpdate(merged, await storedBytes(name));
    expect(merged.getXmlFragment('default').length).toBe(2);
    expect(await detailText(name)).toBe('底稿\n日志里的');
  });

  it('folds into what is stored now when the checkpoint moved on since the base', async () => {
    const { name, live } = await stored('原稿');
    const base = { state: await storedBytes(name), hash: stateHash(await storedBytes(name)) };
    // Another writer's store lands between the base and the compaction.
    const elsewhere = new Y.Doc();
    Y.applyUpdate(elsewhere, base.state);
    appendLines(elsewhere, ['别处存的']);
    await okDef(app, collabStore, {
      headers,
      input: { document: name, state: b64(Y.encodeStateAsUpdate(elsewhere)), editors: [] },
    });

    const result = await compactRelayDocument(app, {
      document: name,
      editors: [],
      journaled: [type(live, '日志里的')],
      base,
    });
    expect(result.stored).toBe(true);
    const text = await detailText(name);
    expect(text).toContain('别处存的');
    expect(text).toContain('日志里的');
    expect(text.startsWith('原稿')).toBe(true);
  });

  it('a standalone relay compacts through the internal route (the secret required)', async () => {
    const { name, live } = await stored('路由');
    await log(name, [type(live, '独立中继的')]);
    const refused = await callDef(app, collabCompact, { input: { document: name, editors: [] } });
    expect(refused.status).not.toBe(Status.OK);
    expect(await logRows(name)).toBe(1);

    const data = await okDef(app, collabCompact, { headers, input: { document: name, editors: [] } });
    expect(data.stored).toBe(true);
    expect(data.state_hash).toBe(stateHash(await storedBytes(name)));
    expect(await logRows(name)).toBe(0);
    expect(await detailText(name)).toBe('路由\n独立中继的');
    const bad = await callDef(app, collabCompact, { headers, input: { document: 'nonsense', editors: [] } });
    expect(bad.status).toBe(Status.VALIDATION);
  });

  it('answers a document that no longer exists with 4040', async () => {
    await expect(
      compactRelayDocument(app, {
        document: 'doc:does-not-exist',
        editors: [],
        journaled: [new Uint8Array([0, 0])],
      }),
    ).rejects.toMatchObject({ status: Status.NOT_FOUND });
  });
});
