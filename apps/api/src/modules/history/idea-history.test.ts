import crypto from 'node:crypto';
import {
  projectIdeaAdd,
  projectIdeaDetail,
  worksDocHistory,
  worksDocHistoryCreate,
  worksDocHistoryList,
  worksDocHistoryRename,
  worksDocRecover,
} from '@juzuo/schemas';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { callDef, okDef } from '../../test/call';
import { relayCheckpoints } from '../collab/testing';
import { addDoc, type DocsFixture, docsFixture } from '../docs/testing';
import { setMember } from '../works/testing';

const SECRET = crypto.randomBytes(24).toString('hex');

// Issue 12: idea documents (`idea:<idea_id>`) keep versions exactly like script documents: automatic
// ones at checkpoints, named ones, list, preview, recover; the history calls take kind=idea.
describe('idea document history', () => {
  let app: FastifyInstance;
  let f: DocsFixture;
  const checkpoint = relayCheckpoints(() => app, SECRET);
  /** A relay checkpoint of `idea:<ideaId>` holding `lines`. */
  const store = (ideaId: string, lines: string[]) => checkpoint(`idea:${ideaId}`, lines);
  const list = async (ideaId: string, token = f.owner.token) =>
    (await okDef(app, worksDocHistoryList, { token, input: { doc_id: ideaId, kind: 'idea' } })).list;
  const ideaText = async (ideaId: string) =>
    (await okDef(app, projectIdeaDetail, { token: f.owner.token, input: { idea_id: ideaId } })).text;
  const addIdea = async () =>
    (
      await okDef(app, projectIdeaAdd, {
        token: f.member.token,
        input: { project_id: f.workId, doc_type: 3 },
      })
    ).idea_id;

  beforeAll(async () => {
    app = await createTestApp({ INTERNAL_SECRET: SECRET });
    f = await docsFixture(app, '55500012');
    // member: EditIdeas (writes ideas) and WriteWork; admin: a member of the work without permissions.
    await setMember(app, f.owner.token, f.workId, f.member.user_id, ['EditIdeas', 'WriteWork']);
  });
  afterAll(async () => app.close());

  it('takes automatic and named versions, previews and recovers them, and undoes the recover', async () => {
    const ideaId = await addIdea();
    expect(await list(ideaId)).toEqual([]);
    await store(ideaId, ['长安十二时辰', '上元节，死囚出狱。']);
    const [auto] = await list(ideaId);
    expect(auto).toMatchObject({ doc_id: ideaId, kind: 'idea', auto: 1, name: '自动保存', char_count: 15 });

    await store(ideaId, ['长安十二时辰', '上元节，死囚出狱。', '张小敬']);
    const named = await okDef(app, worksDocHistoryCreate, {
      token: f.member.token,
      input: { doc_id: ideaId, kind: 'idea', name: '初稿' },
    });
    const again = await callDef(app, worksDocHistoryCreate, {
      token: f.member.token,
      input: { doc_id: ideaId, kind: 'idea' },
    });
    expect([again.status, again.msg]).toEqual([304, '不能重复创建版本']);
    expect((await list(ideaId)).map((v) => [v.name, v.auto])).toEqual([
      ['初稿', 0],
      ['自动保存', 1],
    ]);
    const preview = await okDef(app, worksDocHistory, {
      token: f.admin.token,
      input: { history_id: named.history_id },
    });
    expect(preview).toMatchObject({
      kind: 'idea',
      doc_id: ideaId,
      text: '长安十二时辰\n上元节，死囚出狱。\n张小敬',
    });
    await okDef(app, worksDocHistoryRename, {
      token: f.member.token,
      input: { history_id: named.history_id, name: '二稿' },
    });

    const recovered = await okDef(app, worksDocRecover, {
      token: f.member.token,
      input: { history_id: auto?.history_id ?? '', doc_id: ideaId },
    });
    expect(recovered).toMatchObject({ doc_id: ideaId, recovered_from: auto?.history_id, live: false });
    expect(await ideaText(ideaId)).toBe('长安十二时辰\n上元节，死囚出狱。');
    // The content it replaced was the named version: recover that to undo.
    expect(recovered.backup_id).toBe(named.history_id);
    await okDef(app, worksDocRecover, { token: f.member.token, input: { history_id: named.history_id } });
    expect(await ideaText(ideaId)).toBe('长安十二时辰\n上元节，死囚出狱。\n张小敬');
  });

  it('keeps ideas and script documents apart; EditIdeas decides changes; members read', async () => {
    const ideaId = await addIdea();
    await store(ideaId, ['一个构思']);
    const docId = await addDoc(app, f.member.token, { project_id: f.workId });
    // An idea id read as a script document (and the other way round) is not there.
    const wrongKind = await callDef(app, worksDocHistoryList, {
      token: f.owner.token,
      input: { doc_id: ideaId },
    });
    expect(wrongKind.status).toBe(8003);
    const wrongDoc = await callDef(app, worksDocHistoryList, {
      token: f.owner.token,
      input: { doc_id: docId, kind: 'idea' },
    });
    expect(wrongDoc.status).toBe(8003);
    const recoverElsewhere = await callDef(app, worksDocRecover, {
      token: f.member.token,
      input: { history_id: (await list(ideaId))[0]?.history_id ?? '', doc_id: docId },
    });
    expect(recoverElsewhere.status).toBe(4040);

    // admin reads the versions but may not change them; WriteWork alone is not EditIdeas.
    expect(await list(ideaId, f.admin.token)).toHaveLength(1);
    const byReader = await callDef(app, worksDocHistoryCreate, {
      token: f.admin.token,
      input: { doc_id: ideaId, kind: 'idea', name: 'x' },
    });
    expect(byReader.status).toBe(7013);
    await setMember(app, f.owner.token, f.workId, f.admin.user_id, ['WriteWork']);
    const byWriter = await callDef(app, worksDocHistoryCreate, {
      token: f.admin.token,
      input: { doc_id: ideaId, kind: 'idea', name: 'x' },
    });
    expect(byWriter.status).toBe(7013);
    await setMember(app, f.owner.token, f.workId, f.admin.user_id, []);
    const outsider = await callDef(app, worksDocHistoryList, {
      token: f.outsider.token,
      input: { doc_id: ideaId, kind: 'idea' },
    });
    expect(outsider.status).toBe(8003);
    const badKind = await callDef(app, worksDocHistoryList, {
      token: f.owner.token,
      input: { doc_id: ideaId, kind: 'card' as never },
    });
    expect([badKind.status, badKind.msg]).toEqual([4220, 'kind 只能是剧本文档或构思文档']);
  });
});
