import crypto from 'node:crypto';
import {
  commentAdd,
  commentDelete,
  commentList,
  commentSuggestionDecide,
  commentUpdate,
  messageList,
  projectIdeaAdd,
  projectIdeaDelete,
  projectIdeaDetail,
  projectIdeaModelSwitch,
  Status,
  structTagOf,
  structTagSet,
  userUpdateUser,
  WorkPermission,
} from '@juzuo/schemas';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { callDef, okDef } from '../../test/call';
import { relayCheckpoints } from '../collab/testing';
import { addDoc, type DocsFixture, docsFixture } from '../docs/testing';
import { addWork, setMember } from '../works/testing';

const SECRET = crypto.randomBytes(24).toString('hex');

// Issue 12: comments on idea documents (the 构思 entry of the producer menu). The comment calls take
// kind=idea (doc_id is then the idea id), anchors resolve against `idea:<idea_id>`, the comments
// live in `comments:<idea_id>`. Roles: member (EditIdeas: writes ideas), admin (Producer only: reads
// the idea read-only and comments), owner (all), outsider (another team).
describe('comments on idea documents', () => {
  let app: FastifyInstance;
  let f: DocsFixture;
  const checkpoint = relayCheckpoints(() => app, SECRET);
  /** A relay checkpoint of `idea:<ideaId>` holding `lines`. */
  const store = (ideaId: string, lines: string[]) => checkpoint(`idea:${ideaId}`, lines);
  const addIdea = async (token = f.member.token, projectId = f.workId) =>
    (
      await okDef(app, projectIdeaAdd, {
        token,
        input: { project_id: projectId, doc_type: 3, idea_name: '故事梗概' },
      })
    ).idea_id;
  const list = (ideaId: string, token = f.admin.token) =>
    okDef(app, commentList, { token, input: { doc_id: ideaId, kind: 'idea' } });
  const ideaText = async (ideaId: string) =>
    (await okDef(app, projectIdeaDetail, { token: f.owner.token, input: { idea_id: ideaId } })).text;
  const range = (text: string, words: string) => ({
    start: text.indexOf(words),
    end: text.indexOf(words) + words.length,
  });
  const LINES = ['上元节，长安城。', '死囚张小敬出狱，十二时辰内找到狼卫。'];

  beforeAll(async () => {
    app = await createTestApp({ INTERNAL_SECRET: SECRET });
    f = await docsFixture(app, '55500183');
    await setMember(app, f.owner.token, f.workId, f.member.user_id, [WorkPermission.EditIdeas]);
    await setMember(app, f.owner.token, f.workId, f.admin.user_id, [WorkPermission.Producer]);
    await okDef(app, userUpdateUser, { token: f.member.token, input: { name: '檀棋' } });
    await okDef(app, userUpdateUser, { token: f.admin.token, input: { name: '何监' } });
  });
  afterAll(async () => app.close());

  it('a producer without EditIdeas comments on an idea; threads carry kind, replies, mentions', async () => {
    const ideaId = await addIdea();
    await store(ideaId, LINES);
    const text = await ideaText(ideaId);
    const { comment_id } = await okDef(app, commentAdd, {
      token: f.admin.token,
      input: { doc_id: ideaId, kind: 'idea', content: '动机要更早交代 @檀棋', ...range(text, '张小敬出狱') },
    });
    await okDef(app, commentAdd, {
      token: f.member.token,
      input: { doc_id: ideaId, kind: 'idea', parent_id: comment_id, content: '放到第一句' },
    });
    const got = await list(ideaId);
    expect(got.abilities).toEqual({ can_comment: true, can_decide: false });
    expect((await list(ideaId, f.member.token)).abilities).toEqual({ can_comment: true, can_decide: true });
    expect(got.list).toMatchObject([
      {
        comment_id,
        kind: 'idea',
        quote: '张小敬出狱',
        ...range(text, '张小敬出狱'),
        detached: false,
        author_name: '何监',
        replies: [{ content: '放到第一句', author_name: '檀棋' }],
      },
    ]);
    // The idea's comments are not a script document's (the same id under kind doc is no document).
    expect(
      (await callDef(app, commentList, { token: f.admin.token, input: { doc_id: ideaId } })).status,
    ).toBe(Status.WORK_GONE);
    const messages = await okDef(app, messageList, { token: f.member.token, input: {} });
    const mention = messages.list.find((m) => m.type === 'mention' && m.content.includes('动机要更早交代'));
    expect(mention?.content).toContain('故事梗概');

    // Resolve, reopen, delete through the same calls (they find the idea from the comment).
    await okDef(app, commentUpdate, { token: f.member.token, input: { comment_id, resolved: true } });
    expect((await list(ideaId)).list[0]?.resolved).toBe(true);
    await okDef(app, commentUpdate, { token: f.admin.token, input: { comment_id, resolved: false } });
    expect((await list(ideaId)).list[0]?.resolved).toBe(false);
    await okDef(app, commentDelete, { token: f.admin.token, input: { comment_id } });
    expect((await list(ideaId)).list).toEqual([]);
  });

  it('anchors follow edits of the idea document and detach when their words are deleted', async () => {
    const ideaId = await addIdea();
    await store(ideaId, LINES);
    const text = await ideaText(ideaId);
    const { comment_id } = await okDef(app, commentAdd, {
      token: f.admin.token,
      input: { doc_id: ideaId, kind: 'idea', content: '狼卫是谁', ...range(text, '狼卫') },
    });
    await store(ideaId, ['（序）', '上元节，长安城。', '死囚张小敬出狱，十二时辰内必须找到狼卫。']);
    const moved = await ideaText(ideaId);
    expect((await list(ideaId)).list[0]).toMatchObject({
      comment_id,
      quote: '狼卫',
      ...range(moved, '狼卫'),
    });
    await store(ideaId, ['（序）', '上元节，长安城。']);
    expect((await list(ideaId)).list[0]).toMatchObject({ comment_id, quote: '狼卫', detached: true });
  });

  it('the idea writer accepts a suggestion; a producer cannot decide it', async () => {
    const ideaId = await addIdea();
    await store(ideaId, LINES);
    const text = await ideaText(ideaId);
    const { comment_id } = await okDef(app, commentAdd, {
      token: f.admin.token,
      input: {
        doc_id: ideaId,
        kind: 'idea',
        content: '更具体',
        ...range(text, '长安城'),
        suggestion: '长安西市',
      },
    });
    const producer = await callDef(app, commentSuggestionDecide, {
      token: f.admin.token,
      input: { comment_id, accept: true },
    });
    expect(producer.status).toBe(Status.NO_PERMISSION);
    await okDef(app, commentSuggestionDecide, { token: f.member.token, input: { comment_id, accept: true } });
    expect(await ideaText(ideaId)).toContain('上元节，长安西市。');
    expect((await list(ideaId)).list[0]).toMatchObject({ resolved: true, suggestion: { state: 'accepted' } });
  });

  it('only rich-text ideas take anchored comments; card boards refuse new threads', async () => {
    const ideaId = await addIdea();
    await store(ideaId, LINES);
    await okDef(app, projectIdeaModelSwitch, {
      token: f.member.token,
      input: { idea_id: ideaId, edit_type: 2 },
    });
    const refused = await callDef(app, commentAdd, {
      token: f.admin.token,
      input: { doc_id: ideaId, kind: 'idea', content: '看看', start: 0, end: 2 },
    });
    expect(refused.status).toBe(Status.VALIDATION);
    expect(refused.msg).toContain('文档形式');
    expect((await list(ideaId)).abilities.can_comment).toBe(false);
  });

  it('permissions: members without Producer or EditIdeas read only; other teams and deleted ideas are refused', async () => {
    const ideaId = await addIdea();
    await store(ideaId, LINES);
    const input = { doc_id: ideaId, kind: 'idea' as const, content: '不行', start: 0, end: 2 };
    // WriteWork writes scripts, not ideas: it reads the idea's comments but does not write them.
    await setMember(app, f.owner.token, f.workId, f.admin.user_id, [WorkPermission.WriteWork]);
    expect((await callDef(app, commentAdd, { token: f.admin.token, input })).status).toBe(
      Status.NO_PERMISSION,
    );
    expect((await list(ideaId)).abilities).toEqual({ can_comment: false, can_decide: false });
    await setMember(app, f.owner.token, f.workId, f.admin.user_id, [WorkPermission.Producer]);
    // Another team's idea, named with a forged kind or id, is 8003 like any of its documents.
    const theirWork = await addWork(app, f.outsider.token, { project_name: '别家作品' });
    const theirIdea = await addIdea(f.outsider.token, theirWork);
    for (const kind of ['idea', 'doc'] as const) {
      const forged = await callDef(app, commentAdd, {
        token: f.admin.token,
        input: { ...input, doc_id: theirIdea, kind },
      });
      expect(forged.status).toBe(Status.WORK_GONE);
    }
    expect(
      (await callDef(app, commentList, { token: f.outsider.token, input: { doc_id: ideaId, kind: 'idea' } }))
        .status,
    ).toBe(Status.WORK_GONE);
    // A script document's id under kind idea names no idea.
    const docId = await addDoc(app, f.owner.token, { project_id: f.workId });
    expect(
      (await callDef(app, commentAdd, { token: f.admin.token, input: { ...input, doc_id: docId } })).status,
    ).toBe(Status.WORK_GONE);
    const bad = await callDef(app, commentList, {
      token: f.admin.token,
      input: { doc_id: ideaId, kind: 'cards' as unknown as 'idea' },
    });
    expect(bad.status).toBe(Status.VALIDATION);
    expect(bad.msg).toContain('kind');
    const { comment_id } = await okDef(app, commentAdd, { token: f.admin.token, input });
    await okDef(app, projectIdeaDelete, { token: f.member.token, input: { idea_id: ideaId } });
    expect(
      (await callDef(app, commentList, { token: f.admin.token, input: { doc_id: ideaId, kind: 'idea' } }))
        .status,
    ).toBe(Status.NOT_FOUND);
    expect(
      (await callDef(app, commentUpdate, { token: f.admin.token, input: { comment_id, resolved: true } }))
        .status,
    ).toBe(Status.NOT_FOUND);
  });

  it('struct tags on an idea: producers and idea writers set them, every member reads them', async () => {
    const ideaId = await addIdea();
    await okDef(app, structTagSet, { token: f.admin.token, input: { idea_id: ideaId, tag_ids: ['hook'] } });
    await okDef(app, structTagSet, {
      token: f.member.token,
      input: { idea_id: ideaId, tag_ids: ['hook', 'twist'] },
    });
    await setMember(app, f.owner.token, f.workId, f.admin.user_id, [WorkPermission.WriteWork]);
    const refused = await callDef(app, structTagSet, {
      token: f.admin.token,
      input: { idea_id: ideaId, tag_ids: [] },
    });
    expect(refused.status).toBe(Status.NO_PERMISSION);
    expect(
      (await okDef(app, structTagOf, { token: f.admin.token, input: { idea_id: ideaId } })).tag_ids,
    ).toEqual(['hook', 'twist']);
    await setMember(app, f.owner.token, f.workId, f.admin.user_id, [WorkPermission.Producer]);
  });
});
