import { type TWorkAbilities, WORK_PERMISSIONS } from '@juzuo/schemas';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { type TeamFixture, teamFixture } from '../team/testing';
import { addWork, detail, list, setMember } from './testing';

const none: TWorkAbilities = {
  can_write: false,
  can_read_docs: false,
  can_edit_ideas: false,
  can_supervise: false,
  can_evaluate: false,
  can_edit_info: false,
  can_manage_members: false,
  can_copy: false,
  can_delete: false,
};

describe('work abilities (works policies, presented with project/detail and project/list)', () => {
  let app: FastifyInstance;
  let f: TeamFixture;
  let workId: string;
  beforeAll(async () => {
    app = await createTestApp();
    f = await teamFixture(app, '38600100');
    workId = await addWork(app, f.owner.token, { project_name: '能力' });
  });
  afterAll(async () => app.close());

  it('the team creator may do everything; list and detail agree', async () => {
    const d = await detail(app, f.owner.token, workId);
    expect(d.my_permissions).toEqual([...WORK_PERMISSIONS]);
    expect(Object.values(d.abilities).every(Boolean)).toBe(true);
    const row = (await list(app, f.owner.token)).list.find((w) => w.project_id === workId);
    expect(row?.abilities).toEqual(d.abilities);
  });

  it('follows the member work permissions; only managers copy, delete and manage members', async () => {
    await setMember(app, f.owner.token, workId, f.member.user_id, ['EditIdeas']);
    expect((await detail(app, f.member.token, workId)).abilities).toEqual({ ...none, can_edit_ideas: true });

    await setMember(app, f.owner.token, workId, f.member.user_id, ['Producer']);
    expect((await detail(app, f.member.token, workId)).abilities).toEqual({
      ...none,
      can_supervise: true,
      can_read_docs: true,
    });

    await setMember(app, f.owner.token, workId, f.member.user_id, ['WriteWork', 'AiEvaluate']);
    const writer = await detail(app, f.member.token, workId);
    expect(writer.abilities).toEqual({
      ...none,
      can_write: true,
      can_read_docs: true,
      can_evaluate: true,
      can_edit_info: true,
    });
    expect(writer.can_manage).toBe(0);
  });

  it("the work's creator holding mWorkManage manages it", async () => {
    const own = await addWork(app, f.member.token, { project_name: '成员的作品' });
    const d = await detail(app, f.member.token, own);
    expect(d.can_manage).toBe(1);
    expect(d.abilities).toMatchObject({ can_manage_members: true, can_copy: true, can_delete: true });
  });
});
