import {
  producerDocAdd,
  producerDocDetail,
  producerDocList,
  producerDocRename,
  producerDocSave,
  Status,
  WorkPermission,
} from '@juzuo/schemas';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { callDef, okDef } from '../../test/call';
import { type DocsFixture, docsFixture } from '../docs/testing';
import { setMember } from '../works/testing';

// Producer review documents (works/producers, works/producer). Roles: owner (all), member
// (WriteWork), admin (Producer only, then nothing), outsider (another team).

describe('producer review documents', () => {
  let app: FastifyInstance;
  let f: DocsFixture;

  beforeAll(async () => {
    app = await createTestApp();
    f = await docsFixture(app, '55500183');
    await setMember(app, f.owner.token, f.workId, f.admin.user_id, [WorkPermission.Producer]);
  });
  afterAll(async () => app.close());

  it('a producer writes a review document; members read it; readers and outsiders may not write', async () => {
    const { producer_id } = await okDef(app, producerDocAdd, {
      token: f.admin.token,
      input: { project_id: f.workId, title: '第一轮审读意见' },
    });
    const saved = await okDef(app, producerDocSave, {
      token: f.admin.token,
      input: { producer_id, content: '<p>开场钩子偏弱。</p>' },
    });
    expect(saved.version).toBe(1);
    await okDef(app, producerDocRename, {
      token: f.member.token,
      input: { producer_id, title: '审读意见（一）' },
    });
    const detail = await okDef(app, producerDocDetail, { token: f.member.token, input: { producer_id } });
    expect(detail).toMatchObject({
      title: '审读意见（一）',
      content: '<p>开场钩子偏弱。</p>',
      version: 1,
      can_write: true,
    });
    const list = await okDef(app, producerDocList, { token: f.owner.token, input: { project_id: f.workId } });
    expect(list.list.map((d) => d.producer_id)).toEqual([producer_id]);

    await setMember(app, f.owner.token, f.workId, f.admin.user_id, []);
    const reader = await okDef(app, producerDocList, {
      token: f.admin.token,
      input: { project_id: f.workId },
    });
    expect(reader.can_add).toBe(false);
    const save = await callDef(app, producerDocSave, {
      token: f.admin.token,
      input: { producer_id, content: 'x' },
    });
    expect(save.status).toBe(Status.NO_PERMISSION);
    const outsider = await callDef(app, producerDocDetail, {
      token: f.outsider.token,
      input: { producer_id },
    });
    expect(outsider.status).toBe(Status.WORK_GONE);
    const missing = await callDef(app, producerDocDetail, {
      token: f.owner.token,
      input: { producer_id: 'nope' },
    });
    expect(missing.status).toBe(Status.NOT_FOUND);
    const blank = await callDef(app, producerDocAdd, {
      token: f.owner.token,
      input: { project_id: f.workId, title: ' ' },
    });
    expect([blank.status, blank.msg]).toEqual([Status.VALIDATION, expect.stringContaining('标题')]);
  });
});
