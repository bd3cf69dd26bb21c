import { projectDocDetail, projectIdeaAdd, projectIdeaDetail } from '@juzuo/schemas';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { okDef } from '../../test/call';
import { addDoc, type DocsFixture, docsFixture } from './testing';

describe('document and idea abilities (docs and ideas policies)', () => {
  let app: FastifyInstance;
  let f: DocsFixture;
  beforeAll(async () => {
    app = await createTestApp();
    f = await docsFixture(app, '38600200');
  });
  afterAll(async () => app.close());

  it('doc/detail: a writer may write, rename and delete; a member without WriteWork only reads', async () => {
    const docId = await addDoc(app, f.member.token, { project_id: f.workId });
    const writer = await okDef(app, projectDocDetail, { token: f.member.token, input: { doc_id: docId } });
    expect(writer.abilities).toEqual({ can_write: true, can_rename: true, can_delete: true });
    expect(writer.access).toBe('write');
    const reader = await okDef(app, projectDocDetail, { token: f.admin.token, input: { doc_id: docId } });
    expect(reader.abilities).toEqual({ can_write: false, can_rename: false, can_delete: false });
    expect(reader.access).toBe('read');
  });

  it('idea/detail: EditIdeas writes, others read', async () => {
    const { idea_id } = await okDef(app, projectIdeaAdd, {
      token: f.owner.token,
      input: { project_id: f.workId, doc_type: 1 },
    });
    const own = await okDef(app, projectIdeaDetail, { token: f.owner.token, input: { idea_id } });
    expect(own.abilities).toEqual({ can_write: true });
    const other = await okDef(app, projectIdeaDetail, { token: f.member.token, input: { idea_id } });
    expect(other.abilities).toEqual({ can_write: false });
    expect(other.access).toBe('read');
  });
});
