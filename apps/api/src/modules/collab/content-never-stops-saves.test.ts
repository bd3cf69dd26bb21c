import { appendLines, docFromState, docToText } from '@juzuo/doc-model';
import {
  DOCUMENT_KINDS,
  projectDocDetail,
  projectDocUpdateVersion,
  projectIdeaAdd,
  RELAY_DOCUMENT_KINDS,
  relayDocumentName,
  worksDocHistory,
  worksDocHistoryCreate,
} from '@juzuo/schemas';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { collabStates } from '../../db/schema/index';
import { callDef, okDef } from '../../test/call';
import { until, useRelayStory } from '../../test/relay';
import { addDoc, type DocsFixture, docsFixture } from '../docs/testing';
import { createGameBoard } from '../game/repo';

// Issue 9 item 2: one NUL (or a lone surrogate) typed into a document made every later save fail.
// Generous bounds: the relay stores 2 s after the last keystroke (10 s at most while typing), and
// this machine is shared by parallel runs.

describe("a document's content never stops its saves", () => {
  const story = useRelayStory({ prefix: 'nul' });
  const { connect, closeClients } = story;
  let f: DocsFixture;
  const detail = (docId: string) =>
    okDef(story.server.app, projectDocDetail, { token: f.owner.token, input: { doc_id: docId } });
  const relayHolds = story.relayHolds;

  beforeAll(async () => {
    f = await docsFixture(story.server.app, '55500091');
  });

  it('NUL and a lone surrogate typed through the relay: later checkpoints land, history works, a restart keeps all', async () => {
    const docId = await addDoc(story.server.app, f.member.token, { project_id: f.workId });
    const otherId = await addDoc(story.server.app, f.member.token, { project_id: f.workId });
    const writer = await connect(`doc:${docId}`, f.member.token);
    expect(writer.outcome).toBe('synced');
    appendLines(writer.doc, [
      { block: 'scene', text: '1-1 日 内 客栈' },
      { block: 'action', text: 'a\u0000b' },
      { block: 'action', text: 'c\ud800d' },
    ]);
    appendLines(writer.doc, ['之后写的一行']);

    // The checkpoint lands within the normal window; NUL is dropped, the lone half shows as U+FFFD.
    await until('doc/detail shows the later text', async () =>
      (await detail(docId)).text.includes('之后写的一行'),
    );
    expect((await detail(docId)).text).toBe('1-1 日 内 客栈\nab\nc\ufffdd\n之后写的一行');

    // History creation reads the same content: a version, not a 500.
    const created = await callDef(story.server.app, worksDocHistoryCreate, {
      token: f.member.token,
      input: { doc_id: docId, name: '含特殊字符的一稿' },
    });
    expect([created.status, created.httpStatus]).toEqual([0, 200]);
    const version = await okDef(story.server.app, worksDocHistory, {
      token: f.member.token,
      input: { history_id: created.data.history_id },
    });
    expect(version.text).toBe('1-1 日 内 客栈\nab\nc\ufffdd\n之后写的一行');

    // Typing goes on in this document and another one; a clean shutdown comes before the debounce.
    const other = await connect(`doc:${otherId}`, f.member.token);
    appendLines(writer.doc, ['关机前最后一行\u0000']);
    appendLines(other.doc, ['另一个文档关机前的一行']);
    await relayHolds(`doc:${docId}`, '关机前最后一行');
    await relayHolds(`doc:${otherId}`, '另一个文档关机前的一行');
    await story.running.restart();
    closeClients();

    expect((await detail(docId)).text).toBe('1-1 日 内 客栈\nab\nc\ufffdd\n之后写的一行\n关机前最后一行');
    expect((await detail(otherId)).text).toBe('另一个文档关机前的一行');
  });

  it.each(RELAY_DOCUMENT_KINDS)(
    'every kind (%s) keeps storing after NUL and a lone surrogate',
    async (kind) => {
      const docId = await addDoc(story.server.app, f.member.token, { project_id: f.workId });
      const { idea_id } = await okDef(story.server.app, projectIdeaAdd, {
        token: f.owner.token,
        input: { project_id: f.workId, doc_type: 1 },
      });
      const board = await createGameBoard(
        story.server.app.database.db,
        { workId: f.workId, name: '支线' },
        new Date(),
      );
      const ids = { document: docId, idea: idea_id, work: f.workId, board: board.id, reviewed: docId };
      const name = relayDocumentName(kind, ids[DOCUMENT_KINDS[kind].owner]);
      const owner = await connect(name, f.owner.token);
      expect(owner.outcome).toBe('synced');
      // Text in the editor's fragment and in a map, where any kind's client may put it.
      appendLines(owner.doc, ['a\u0000b', 'c\ud800d']);
      owner.doc.getMap<string>('probe').set('k\u0000', 'v\u0000\ud800');
      appendLines(owner.doc, [`${DOCUMENT_KINDS[kind].label}之后写的一行`]);
      await until(`${name} stores the later line`, async () => {
        const [row] = await story.server.app.database.db
          .select()
          .from(collabStates)
          .where(eq(collabStates.name, name));
        return !!row && docToText(docFromState(new Uint8Array(row.state))).endsWith('之后写的一行');
      });
      closeClients();
    },
  );

  it('keeps every Yjs state as bytes (bytea), which hold any content', async () => {
    const result = await story.server.app.database.db.execute(
      sql`select table_name, data_type from information_schema.columns
          where column_name = 'state' and table_name in ('collab_states', 'doc_history')
          order by table_name`,
    );
    const rows = (result as unknown as { rows: unknown[] }).rows;
    expect(rows).toEqual([
      { table_name: 'collab_states', data_type: 'bytea' },
      { table_name: 'doc_history', data_type: 'bytea' },
    ]);
  });

  it('update_version with NUL and a lone surrogate answers success and the saves after it work', async () => {
    const docId = await addDoc(story.server.app, f.member.token, { project_id: f.workId });
    const first = await okDef(story.server.app, projectDocUpdateVersion, {
      token: f.member.token,
      input: { doc_id: docId, content: '<p>a\u0000b</p><p>c\ud800d</p>' },
    });
    expect((await detail(docId)).text).toBe('ab\nc\ufffdd');

    const second = await okDef(story.server.app, projectDocUpdateVersion, {
      token: f.member.token,
      input: { doc_id: docId, content: '<p>之后的保存</p>', version: first.version },
    });
    expect(second.version).toBeGreaterThan(first.version);
    expect(await detail(docId)).toMatchObject({ text: '之后的保存', version: second.version });

    // And an editor typing after it is stored too.
    const writer = await connect(`doc:${docId}`, f.member.token);
    appendLines(writer.doc, ['编辑器里接着写']);
    await until('the editor’s line is stored', async () =>
      (await detail(docId)).text.includes('编辑器里接着写'),
    );
    const created = await callDef(story.server.app, worksDocHistoryCreate, {
      token: f.member.token,
      input: { doc_id: docId, name: '保存之后' },
    });
    expect([created.status, created.httpStatus]).toEqual([0, 200]);
  });
});
