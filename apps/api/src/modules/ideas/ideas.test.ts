import { projectIdeaAdd, projectIdeaDetail, projectIdeaList, projectIdeaPreview } from '@juzuo/schemas';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { callDef, okDef } from '../../test/call';
import { type DocsFixture, docsFixture } from '../docs/testing';

describe('idea documents', () => {
  let app: FastifyInstance;
  let f: DocsFixture;

  beforeAll(async () => {
    app = await createTestApp();
    f = await docsFixture(app, '55500006');
  });
  afterAll(async () => app.close());

  it('add needs EditIdeas; list, detail and preview are open to every member of the work', async () => {
    // member has WriteWork but not EditIdeas.
    const refused = await callDef(app, projectIdeaAdd, {
      token: f.member.token,
      input: { project_id: f.workId, doc_type: 3 },
    });
    expect(refused.status).toBe(7013);
    const idea = await okDef(app, projectIdeaAdd, {
      token: f.owner.token,
      input: { project_id: f.workId, doc_type: 3 },
    });
    expect(idea.idea_name).toBe('故事');
    const named = await okDef(app, projectIdeaAdd, {
      token: f.owner.token,
      input: { project_id: f.workId, doc_type: 6, idea_name: '主角小传', edit_type: 2 },
    });

    const ideas = await okDef(app, projectIdeaList, {
      token: f.member.token,
      input: { project_id: f.workId },
    });
    expect(ideas.list.map((i) => [i.idea_id, i.doc_type, i.edit_type])).toEqual([
      [idea.idea_id, 3, 1],
      [named.idea_id, 6, 2],
    ]);
    expect(ideas.total).toBe(2);
    const detail = await okDef(app, projectIdeaDetail, {
      token: f.member.token,
      input: { idea_id: idea.idea_id },
    });
    expect(detail).toMatchObject({ idea_id: idea.idea_id, doc_type: 3, content: '', access: 'read' });
    const own = await okDef(app, projectIdeaDetail, {
      token: f.owner.token,
      input: { idea_id: idea.idea_id },
    });
    expect(own.access).toBe('write');
    const preview = await okDef(app, projectIdeaPreview, {
      token: f.admin.token,
      input: { idea_id: idea.idea_id },
    });
    expect(preview).toMatchObject({ idea_name: '故事', summary: '', char_count: 0 });
  });

  it('answers 8003 to outsiders and 4220 for bad input', async () => {
    const idea = await okDef(app, projectIdeaAdd, {
      token: f.owner.token,
      input: { project_id: f.workId, doc_type: 1 },
    });
    const outsider = [
      callDef(app, projectIdeaList, { token: f.outsider.token, input: { project_id: f.workId } }),
      callDef(app, projectIdeaDetail, { token: f.outsider.token, input: { idea_id: idea.idea_id } }),
      callDef(app, projectIdeaPreview, { token: f.outsider.token, input: { idea_id: idea.idea_id } }),
      callDef(app, projectIdeaAdd, { token: f.outsider.token, input: { project_id: f.workId, doc_type: 1 } }),
    ];
    for (const res of await Promise.all(outsider)) expect(res.status).toBe(8003);

    const badType = await callDef(app, projectIdeaAdd, {
      token: f.owner.token,
      input: { project_id: f.workId, doc_type: 7 as never },
    });
    expect(badType.status).toBe(4220);
    expect(badType.msg).toContain('doc_type');
    const noId = await callDef(app, projectIdeaDetail, { token: f.owner.token, input: {} as never });
    expect([noId.status, noId.msg]).toEqual([4220, '缺少 idea_id']);
  });
});
