import {
  commentAdd,
  commentDelete,
  commentList,
  commentSuggestionDecide,
  commentTemplateList,
  commentUpdate,
  messageList,
  projectDocDetail,
  projectDocUpdateVersion,
  Status,
  structTagDetail,
  structTagList,
  structTagOf,
  structTagSet,
  userUpdateUser,
  WorkPermission,
} from '@juzuo/schemas';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { callDef, okDef } from '../../test/call';
import { addDoc, type DocsFixture, docsFixture } from '../docs/testing';
import { setMember } from '../works/testing';

// Comments through the real routes (no relay in this app: writes go to the stored `comments:`
// document, the same transaction the relay's store runs; comments-relay.test.ts covers the live
// path). Roles: owner (all), member (WriteWork), admin (Producer only), outsider (another team).

const SCRIPT =
  '<p>第一场 长安城 夜</p><p>张小敬：五尊阎罗在此，谁敢动我的人。</p><p>李必：十二时辰之内，必须找到狼卫。</p>';

describe('supervisor comments', () => {
  let app: FastifyInstance;
  let f: DocsFixture;
  let docId: string;
  let text: string;

  beforeAll(async () => {
    app = await createTestApp();
    f = await docsFixture(app, '55500181');
    await setMember(app, f.owner.token, f.workId, f.admin.user_id, [WorkPermission.Producer]);
    await okDef(app, userUpdateUser, { token: f.member.token, input: { name: '徐宾' } });
    await okDef(app, userUpdateUser, { token: f.admin.token, input: { name: '王监制' } });
    docId = await addDoc(app, f.member.token, { project_id: f.workId, doc_name: '第1集' });
    await okDef(app, projectDocUpdateVersion, {
      token: f.member.token,
      input: { doc_id: docId, content: SCRIPT },
    });
    text = (await okDef(app, projectDocDetail, { token: f.member.token, input: { doc_id: docId } })).text;
  });
  afterAll(async () => app.close());

  const list = (token: string, extra: Record<string, string> = {}) =>
    okDef(app, commentList, { token, input: { doc_id: docId, ...extra } });
  const range = (words: string) => ({ start: text.indexOf(words), end: text.indexOf(words) + words.length });

  it('a producer comments on words, a writer replies; the list shows threads with their words', async () => {
    const { comment_id } = await okDef(app, commentAdd, {
      token: f.admin.token,
      input: { doc_id: docId, content: '这句气势不够 @徐宾', ...range('五尊阎罗'), tag_id: 'dialogue' },
    });
    const reply = await okDef(app, commentAdd, {
      token: f.member.token,
      input: { doc_id: docId, parent_id: comment_id, content: '改成“阎罗在此”如何' },
    });
    const got = await list(f.owner.token);
    expect(got.abilities).toEqual({ can_comment: true, can_decide: true });
    const thread = got.list.find((t) => t.comment_id === comment_id);
    expect(thread).toMatchObject({
      content: '这句气势不够 @徐宾',
      quote: '五尊阎罗',
      ...range('五尊阎罗'),
      resolved: false,
      detached: false,
      tag_id: 'dialogue',
      author_name: '王监制',
      replies: [{ comment_id: reply.comment_id, content: '改成“阎罗在此”如何', author_name: '徐宾' }],
    });
    // The mentioned writer has a message in the message centre.
    const messages = await okDef(app, messageList, { token: f.member.token, input: {} });
    expect(messages.list.some((m) => m.type === 'mention' && m.content.includes('这句气势不够'))).toBe(true);
  });

  it('resolve, reopen, edit by the author, filters by tag, status and author, delete', async () => {
    const { comment_id } = await okDef(app, commentAdd, {
      token: f.admin.token,
      input: { doc_id: docId, content: '节奏偏慢', ...range('十二时辰'), tag_id: 'pacing' },
    });
    await okDef(app, commentUpdate, { token: f.member.token, input: { comment_id, resolved: true } });
    expect((await list(f.admin.token, { status: 'resolved' })).list.map((t) => t.comment_id)).toContain(
      comment_id,
    );
    expect((await list(f.admin.token, { status: 'open' })).list.map((t) => t.comment_id)).not.toContain(
      comment_id,
    );
    await okDef(app, commentUpdate, {
      token: f.admin.token,
      input: { comment_id, resolved: false, content: '节奏偏慢，压缩' },
    });
    const byTag = await list(f.admin.token, { tag_id: 'pacing' });
    expect(byTag.list.map((t) => [t.content, t.resolved])).toEqual([['节奏偏慢，压缩', false]]);
    expect((await list(f.admin.token, { author_id: f.member.user_id })).list).toEqual([]);
    // Someone else's text is not the writer's to change (resolving is).
    const theirs = await callDef(app, commentUpdate, {
      token: f.member.token,
      input: { comment_id, content: '改掉' },
    });
    expect(theirs.status).toBe(Status.NO_PERMISSION);
    await okDef(app, commentDelete, { token: f.admin.token, input: { comment_id } });
    expect((await list(f.admin.token, { tag_id: 'pacing' })).list).toEqual([]);
    const gone = await callDef(app, commentUpdate, {
      token: f.admin.token,
      input: { comment_id, resolved: true },
    });
    expect(gone.status).toBe(Status.NOT_FOUND);
  });

  it('a comment follows its words through edits, and detaches when they are deleted', async () => {
    const { comment_id } = await okDef(app, commentAdd, {
      token: f.admin.token,
      input: { doc_id: docId, content: '狼卫要早点出场', ...range('必须找到狼卫') },
    });
    await okDef(app, projectDocUpdateVersion, {
      token: f.member.token,
      input: { doc_id: docId, content: `<p>（鼓声）</p>${SCRIPT}` },
    });
    let thread = (await list(f.admin.token)).list.find((t) => t.comment_id === comment_id);
    const now = (await okDef(app, projectDocDetail, { token: f.member.token, input: { doc_id: docId } }))
      .text;
    expect(thread).toMatchObject({
      quote: '必须找到狼卫',
      detached: false,
      start: now.indexOf('必须找到狼卫'),
    });
    await okDef(app, projectDocUpdateVersion, {
      token: f.member.token,
      input: { doc_id: docId, content: '<p>第一场 长安城 夜</p><p>李必：十二时辰之内。</p>' },
    });
    thread = (await list(f.admin.token)).list.find((t) => t.comment_id === comment_id);
    expect(thread).toMatchObject({ quote: '必须找到狼卫', detached: true });
    await okDef(app, projectDocUpdateVersion, {
      token: f.member.token,
      input: { doc_id: docId, content: SCRIPT },
    });
  });

  it('a writer accepts a suggestion in one call; the script changes', async () => {
    const { comment_id } = await okDef(app, commentAdd, {
      token: f.admin.token,
      input: { doc_id: docId, content: '更口语', ...range('谁敢动我的人'), suggestion: '谁敢动他们' },
    });
    // A producer without WriteWork may not change the script.
    const producer = await callDef(app, commentSuggestionDecide, {
      token: f.admin.token,
      input: { comment_id, accept: true },
    });
    expect(producer.status).toBe(Status.NO_PERMISSION);
    expect(
      await okDef(app, commentSuggestionDecide, {
        token: f.member.token,
        input: { comment_id, accept: true },
      }),
    ).toEqual({
      comment_id,
      accepted: true,
    });
    const detail = await okDef(app, projectDocDetail, { token: f.member.token, input: { doc_id: docId } });
    expect(detail.text).toContain('张小敬：五尊阎罗在此，谁敢动他们。');
    const thread = (await list(f.admin.token)).list.find((t) => t.comment_id === comment_id);
    expect(thread).toMatchObject({ resolved: true, suggestion: { state: 'accepted', text: '谁敢动他们' } });
    const again = await callDef(app, commentSuggestionDecide, {
      token: f.member.token,
      input: { comment_id, accept: false },
    });
    expect(again.status).toBe(Status.VALIDATION);
  });

  it('permissions: readers list but do not comment; outsiders see nothing', async () => {
    await setMember(app, f.owner.token, f.workId, f.admin.user_id, []);
    try {
      const reader = await list(f.admin.token);
      expect(reader.abilities).toEqual({ can_comment: false, can_decide: false });
      const add = await callDef(app, commentAdd, {
        token: f.admin.token,
        input: { doc_id: docId, content: '只读', ...range('李必') },
      });
      expect(add.status).toBe(Status.NO_PERMISSION);
      const tags = await callDef(app, structTagSet, {
        token: f.admin.token,
        input: { doc_id: docId, tag_ids: ['hook'] },
      });
      expect(tags.status).toBe(Status.NO_PERMISSION);
    } finally {
      await setMember(app, f.owner.token, f.workId, f.admin.user_id, [WorkPermission.Producer]);
    }
    const outsider = await callDef(app, commentList, { token: f.outsider.token, input: { doc_id: docId } });
    expect(outsider.status).toBe(Status.WORK_GONE);
    const outsiderAdd = await callDef(app, commentAdd, {
      token: f.outsider.token,
      input: { doc_id: docId, content: '外人', ...range('李必') },
    });
    expect(outsiderAdd.status).toBe(Status.WORK_GONE);
  });

  it('bad input is a Chinese validation error naming the field', async () => {
    const cases = [
      { doc_id: docId, content: '', start: 0, end: 2 },
      { doc_id: docId, content: '没选字' },
      { doc_id: docId, content: '反了', start: 5, end: 2 },
      { doc_id: docId, content: '超出', start: 0, end: 100_000 },
      { doc_id: docId, content: '标签', start: 0, end: 2, tag_id: 'nope' },
    ];
    for (const input of cases) {
      const res = await callDef(app, commentAdd, { token: f.admin.token, input: input as never });
      expect(res.status, JSON.stringify(input)).not.toBe(0);
      expect(res.httpStatus).toBeLessThan(500);
      expect(res.msg).toMatch(/[\u4e00-\u9fa5]/);
    }
    const noAuth = await callDef(app, commentList, { input: { doc_id: docId } });
    expect(noAuth.status).toBe(Status.TOKEN_INVALID);
  });

  it('struct tags and comment templates', async () => {
    const tags = await okDef(app, structTagList, { token: f.admin.token });
    expect(tags.list.map((t) => t.name)).toEqual(
      expect.arrayContaining(['钩子', '付费卡点', '爽点', '反转']),
    );
    expect(
      await okDef(app, structTagDetail, { token: f.admin.token, input: { tag_id: 'hook' } }),
    ).toMatchObject({
      name: '钩子',
    });
    expect(
      (await callDef(app, structTagDetail, { token: f.admin.token, input: { tag_id: 'nope' } })).status,
    ).toBe(Status.NOT_FOUND);
    await okDef(app, structTagSet, {
      token: f.admin.token,
      input: { doc_id: docId, tag_ids: ['hook', 'twist', 'hook'] },
    });
    expect(await okDef(app, structTagOf, { token: f.member.token, input: { doc_id: docId } })).toEqual({
      tag_ids: ['hook', 'twist'],
    });
    const wrong = await callDef(app, structTagSet, {
      token: f.admin.token,
      input: { doc_id: docId, tag_ids: ['x'] },
    });
    expect(wrong.status).toBe(Status.VALIDATION);
    const both = await callDef(app, structTagSet, { token: f.admin.token, input: { tag_ids: [] } as never });
    expect(both.status).toBe(Status.VALIDATION);
    const templates = await okDef(app, commentTemplateList, { token: f.admin.token });
    expect(templates.list.length).toBeGreaterThanOrEqual(6);
  });
});
