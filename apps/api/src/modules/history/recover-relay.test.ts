import { waitFor } from '@juzuo/collab-server/testing';
import { appendLines, docToText } from '@juzuo/doc-model';
import {
  projectDocDetail,
  projectDocUpdateVersion,
  worksDocHistory,
  worksDocHistoryCreate,
  worksDocRecover,
} from '@juzuo/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { okDef } from '../../test/call';
import { RELAY_SETTLE_MS, until, useRelayStory } from '../../test/relay';
import { addDoc, type DocsFixture, docsFixture } from '../docs/testing';

describe('recover with the live relay: every connected editor sees it at once', () => {
  const story = useRelayStory({ prefix: 'recover' });
  const connect = story.connect;
  let f: DocsFixture;
  const detail = (docId: string) =>
    okDef(story.server.app, projectDocDetail, { token: f.owner.token, input: { doc_id: docId } });

  beforeAll(async () => {
    f = await docsFixture(story.server.app, '55500005');
  });

  it('collaborative edits reach doc/detail, and a recovered version reaches every open editor', async () => {
    const docId = await addDoc(story.server.app, f.member.token, { project_id: f.workId });
    const writer = await connect(`doc:${docId}`, f.member.token);
    const reader = await connect(`doc:${docId}`, f.admin.token);
    expect([writer.outcome, writer.readOnly]).toEqual(['synced', false]);
    expect([reader.outcome, reader.readOnly]).toEqual(['synced', true]);

    appendLines(writer.doc, ['第一稿：林秋推门而入。']);
    await until(
      'the first draft is stored',
      async () => (await detail(docId)).text === '第一稿：林秋推门而入。',
    );
    const { history_id } = await okDef(story.server.app, worksDocHistoryCreate, {
      token: f.member.token,
      input: { doc_id: docId, name: '第一稿' },
    });

    appendLines(writer.doc, ['第二稿新增的一行。']);
    await waitFor(() => docToText(reader.doc).includes('第二稿新增的一行。'), RELAY_SETTLE_MS);

    // Recover while both editors are connected; no waiting for the debounce: history creation and
    // recover read the live document.
    const result = await okDef(story.server.app, worksDocRecover, {
      token: f.member.token,
      input: { doc_id: docId, history_id },
    });
    expect(result.live).toBe(true);
    await waitFor(() => docToText(writer.doc) === '第一稿：林秋推门而入。', RELAY_SETTLE_MS);
    await waitFor(() => docToText(reader.doc) === '第一稿：林秋推门而入。', RELAY_SETTLE_MS);
    // The recover's checkpoint is stored before it answers.
    expect(await detail(docId)).toMatchObject({ text: '第一稿：林秋推门而入。', version: result.version });

    // The replaced content was kept; the writer keeps typing on top of the recovered text.
    const backup = await okDef(story.server.app, worksDocHistory, {
      token: f.owner.token,
      input: { history_id: result.backup_id ?? '' },
    });
    expect(backup.text).toBe('第一稿：林秋推门而入。\n第二稿新增的一行。');
    appendLines(writer.doc, ['恢复后继续写。']);
    await until(
      'the edit after the recover is stored',
      async () => (await detail(docId)).text === '第一稿：林秋推门而入。\n恢复后继续写。',
    );
  });

  it('a REST save (update_version) also reaches open editors live', async () => {
    const docId = await addDoc(story.server.app, f.member.token, { project_id: f.workId });
    const writer = await connect(`doc:${docId}`, f.member.token);
    await okDef(story.server.app, projectDocUpdateVersion, {
      token: f.owner.token,
      input: { doc_id: docId, content: '<p data-block="scene">2-1 日 内 书房</p>' },
    });
    await waitFor(() => docToText(writer.doc) === '2-1 日 内 书房', RELAY_SETTLE_MS);
  });
});
