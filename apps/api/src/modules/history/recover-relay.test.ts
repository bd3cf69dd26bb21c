import { type Client, connectClient, waitFor } from '@juzuo/collab-server/testing';
import { appendLines, docToText } from '@juzuo/doc-model';
import {
  projectDocDetail,
  projectDocUpdateVersion,
  worksDocHistory,
  worksDocHistoryCreate,
  worksDocRecover,
} from '@juzuo/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/start';
import { okDef } from '../../test/call';
import { startTestServer, type TestServer } from '../../test/server';
import { addDoc, type DocsFixture, docsFixture } from '../docs/testing';

// Generous bounds: the contract is 5 s after the last keystroke (relay debounce 2 s), but this
// machine is shared by parallel test runs.
const SETTLE_MS = 15_000;

describe('recover with the live relay: every connected editor sees it at once', () => {
  let running: TestServer;
  let server: RunningServer;
  let f: DocsFixture;
  const clients: Client[] = [];
  const connect = async (name: string, token: string) => {
    const client = await connectClient(`ws://127.0.0.1:${server.port}/collab`, name, token);
    clients.push(client);
    return client;
  };
  const detail = (docId: string) =>
    okDef(server.app, projectDocDetail, { token: f.owner.token, input: { doc_id: docId } });
  const until = async (predicate: () => Promise<boolean>) => {
    const end = Date.now() + SETTLE_MS;
    while (!(await predicate())) {
      if (Date.now() > end) throw new Error('condition not reached in time');
      await new Promise((r) => setTimeout(r, 100));
    }
  };

  beforeAll(async () => {
    running = await startTestServer({ prefix: 'recover' });
    server = running.server;
    f = await docsFixture(server.app, '55500005');
  });
  afterAll(async () => {
    for (const c of clients) c.provider.destroy();
    await running?.stop();
  });

  it('collaborative edits reach doc/detail, and a recovered version reaches every open editor', async () => {
    const docId = await addDoc(server.app, f.member.token, { project_id: f.workId });
    const writer = await connect(`doc:${docId}`, f.member.token);
    const reader = await connect(`doc:${docId}`, f.admin.token);
    expect([writer.outcome, writer.readOnly]).toEqual(['synced', false]);
    expect([reader.outcome, reader.readOnly]).toEqual(['synced', true]);

    appendLines(writer.doc, ['第一稿：林秋推门而入。']);
    await until(async () => (await detail(docId)).text === '第一稿：林秋推门而入。');
    const { history_id } = await okDef(server.app, worksDocHistoryCreate, {
      token: f.member.token,
      input: { doc_id: docId, name: '第一稿' },
    });

    appendLines(writer.doc, ['第二稿新增的一行。']);
    await waitFor(() => docToText(reader.doc).includes('第二稿新增的一行。'), SETTLE_MS);

    // Recover while both editors are connected; no waiting for the debounce: history creation and
    // recover read the live document.
    const result = await okDef(server.app, worksDocRecover, {
      token: f.member.token,
      input: { doc_id: docId, history_id },
    });
    expect(result.live).toBe(true);
    await waitFor(() => docToText(writer.doc) === '第一稿：林秋推门而入。', SETTLE_MS);
    await waitFor(() => docToText(reader.doc) === '第一稿：林秋推门而入。', SETTLE_MS);
    // The recover's checkpoint is stored before it answers.
    expect(await detail(docId)).toMatchObject({ text: '第一稿：林秋推门而入。', version: result.version });

    // The replaced content was kept; the writer keeps typing on top of the recovered text.
    const backup = await okDef(server.app, worksDocHistory, {
      token: f.owner.token,
      input: { history_id: result.backup_id ?? '' },
    });
    expect(backup.text).toBe('第一稿：林秋推门而入。\n第二稿新增的一行。');
    appendLines(writer.doc, ['恢复后继续写。']);
    await until(async () => (await detail(docId)).text === '第一稿：林秋推门而入。\n恢复后继续写。');
  });

  it('a REST save (update_version) also reaches open editors live', async () => {
    const docId = await addDoc(server.app, f.member.token, { project_id: f.workId });
    const writer = await connect(`doc:${docId}`, f.member.token);
    await okDef(server.app, projectDocUpdateVersion, {
      token: f.owner.token,
      input: { doc_id: docId, content: '<p data-block="scene">2-1 日 内 书房</p>' },
    });
    await waitFor(() => docToText(writer.doc) === '2-1 日 内 书房', SETTLE_MS);
  });
});
