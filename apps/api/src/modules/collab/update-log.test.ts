import crypto from 'node:crypto';
import { appendLines, docFromLines, docToText } from '@juzuo/doc-model';
import {
  collabAppend,
  collabLoad,
  collabStore,
  projectCopy,
  projectDocDetail,
  projectDocList,
} from '@juzuo/schemas';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { collabUpdateLog } from '../../db/schema/index';
import { createTestApp } from '../../test/app';
import { callDef, okDef } from '../../test/call';
import { storeCheckpoint } from '../docs/checkpoint';
import { addDoc, type DocsFixture, docsFixture } from '../docs/testing';
import { resolveTarget } from './kinds';

const SECRET = crypto.randomBytes(24).toString('hex');
const headers = { 'x-internal-secret': SECRET };
const b64 = (u: Uint8Array) => Buffer.from(u).toString('base64');
const fromB64 = (s: string) => new Uint8Array(Buffer.from(s, 'base64'));

/** A writer's Y.Doc that records each of its updates, as a relay would receive them. */
function writer(initial?: Uint8Array) {
  const doc = new Y.Doc();
  if (initial) Y.applyUpdate(doc, initial);
  const updates: Uint8Array[] = [];
  doc.on('update', (u: Uint8Array) => updates.push(u));
  return { doc, updates, type: (line: string) => appendLines(doc, [line]) };
}

describe('durable update log: append, load = checkpoint + tail, compaction', () => {
  let app: FastifyInstance;
  let f: DocsFixture;

  const append = (entries: Array<{ document: string; update: Uint8Array }>) =>
    okDef(app, collabAppend, {
      headers,
      input: { updates: entries.map((e) => ({ document: e.document, update: b64(e.update) })) },
    });
  const load = (document: string) => okDef(app, collabLoad, { headers, input: { document } });
  const store = (document: string, state: Uint8Array) =>
    okDef(app, collabStore, { headers, input: { document, state: b64(state), editors: [] } });
  const loadedDoc = async (document: string) => {
    const data = await load(document);
    const doc = new Y.Doc();
    if (data.state) Y.applyUpdate(doc, fromB64(data.state));
    for (const u of data.updates) Y.applyUpdate(doc, fromB64(u));
    return doc;
  };
  const rowsOf = (document: string) =>
    app.database.db.select().from(collabUpdateLog).where(eq(collabUpdateLog.name, document));
  const detailText = async (docId: string) =>
    (await okDef(app, projectDocDetail, { token: f.owner.token, input: { doc_id: docId } })).text;
  const newDoc = async () => `doc:${await addDoc(app, f.member.token, { project_id: f.workId })}`;

  beforeAll(async () => {
    app = await createTestApp({ INTERNAL_SECRET: SECRET });
    f = await docsFixture(app, '55500011');
  });
  afterAll(async () => app.close());

  it('loads the checkpoint plus every appended update, in the order they arrived', async () => {
    const name = await newDoc();
    const w = writer();
    w.type('第一场 日 内');
    await store(name, Y.encodeStateAsUpdate(w.doc));
    w.updates.length = 0;
    w.type('林秋：别出声');
    w.type('苏青：来不及了');
    await append(w.updates.map((update) => ({ document: name, update })));

    const data = await load(name);
    expect(data.updates.map(fromB64)).toEqual(w.updates);
    expect(docToText(await loadedDoc(name))).toBe('第一场 日 内\n林秋：别出声\n苏青：来不及了');
  });

  it('a load that finds a tail folds it into the checkpoint in the background: doc/detail catches up', async () => {
    const name = await newDoc();
    const docId = name.slice('doc:'.length);
    const w = writer();
    w.type('只在日志里的一行');
    await append(w.updates.map((update) => ({ document: name, update })));
    expect(await detailText(docId)).toBe('');

    await load(name);
    await expect.poll(() => detailText(docId), { timeout: 5_000 }).toBe('只在日志里的一行');
    await expect.poll(async () => (await rowsOf(name)).length, { timeout: 5_000 }).toBe(0);
    const after = await load(name);
    expect(after.updates).toEqual([]);
    expect(docToText(await loadedDoc(name))).toBe('只在日志里的一行');
  });

  it("a checkpoint deletes exactly the rows it folded: later rows and other documents' rows stay", async () => {
    const name = await newDoc();
    const other = await newDoc();
    const w = writer();
    const o = writer();
    w.type('甲');
    o.type('别的文档');
    await append([
      ...w.updates.map((update) => ({ document: name, update })),
      ...o.updates.map((update) => ({ document: other, update })),
    ]);
    // The relay's checkpoint lacks nothing here, but the store folds the log anyway.
    await store(name, Y.encodeStateAsUpdate(w.doc));
    expect(await rowsOf(name)).toHaveLength(0);
    expect(await rowsOf(other)).toHaveLength(1);

    w.updates.length = 0;
    w.type('乙');
    await append(w.updates.map((update) => ({ document: name, update })));
    expect(await rowsOf(name)).toHaveLength(1);
    expect(docToText(await loadedDoc(name))).toBe('甲\n乙');
  });

  it('a checkpoint that lacks logged updates folds them in (a store from a relay that is behind)', async () => {
    const name = await newDoc();
    const docId = name.slice('doc:'.length);
    const w = writer();
    w.type('检查点里的');
    const behind = Y.encodeStateAsUpdate(w.doc);
    w.updates.length = 0;
    w.type('只在日志里的');
    await append(w.updates.map((update) => ({ document: name, update })));
    await store(name, behind);
    expect(await rowsOf(name)).toHaveLength(0);
    expect(await detailText(docId)).toBe('检查点里的\n只在日志里的');
  });

  it('keeps every update of concurrent appends', async () => {
    const name = await newDoc();
    const writers = Array.from({ length: 8 }, () => writer());
    writers.forEach((w, i) => {
      w.type(`第${i}行`);
    });
    await Promise.all(writers.map((w) => append(w.updates.map((update) => ({ document: name, update })))));
    expect(await rowsOf(name)).toHaveLength(8);
    const lines = docToText(await loadedDoc(name))
      .split('\n')
      .sort();
    expect(lines).toEqual(writers.map((_, i) => `第${i}行`).sort());
  });

  it('an invalid logged update is skipped by loads and dropped by the next fold, never fatal', async () => {
    const name = await newDoc();
    const docId = name.slice('doc:'.length);
    const w = writer();
    w.type('好的一行');
    await append([
      { document: name, update: new Uint8Array([1, 2, 3, 4]) },
      ...w.updates.map((update) => ({ document: name, update })),
    ]);
    const target = await resolveTarget(app.database.db, name);
    if (!target) throw new Error('no target');
    await storeCheckpoint(app.database.db, target, null, { editors: [], now: new Date() });
    expect(await rowsOf(name)).toHaveLength(0);
    expect(await detailText(docId)).toBe('好的一行');
  });

  it('refuses bad appends with a Chinese message naming the field', async () => {
    const empty = await callDef(app, collabAppend, { headers, input: { updates: [] } });
    expect(empty.status).not.toBe(0);
    expect(empty.msg).toContain('updates');
    const badName = await callDef(app, collabAppend, {
      headers,
      input: { updates: [{ document: 'secret', update: 'AAA=' }] },
    });
    expect(badName.status).not.toBe(0);
    expect(badName.httpStatus).toBeLessThan(500);
    expect(badName.msg).toMatch(/文档名称不合法/);
    expect(badName.msg).toContain('document');
    const noSecret = await callDef(app, collabAppend, {
      input: { updates: [{ document: 'doc:1', update: 'AAA=' }] },
    });
    expect(noSecret.httpStatus).toBe(403);
  });

  it('a copy of the work carries the log tail of its documents', async () => {
    const name = await newDoc();
    const w = writer();
    w.type('副本也要有');
    await append(w.updates.map((update) => ({ document: name, update })));
    const { project_id: copyId } = await okDef(app, projectCopy, {
      token: f.owner.token,
      input: { project_id: f.workId },
    });
    const list = await okDef(app, projectDocList, { token: f.owner.token, input: { project_id: copyId } });
    const texts = await Promise.all(
      list.list.map(async (d: { doc_id: string }) => docToText(await loadedDoc(`doc:${d.doc_id}`))),
    );
    expect(texts).toContain('副本也要有');
  });

  it('a stored document without appends loads as one state, no tail', async () => {
    const name = await newDoc();
    await store(name, Y.encodeStateAsUpdate(docFromLines(['不变'])));
    expect((await load(name)).updates).toEqual([]);
  });
});
