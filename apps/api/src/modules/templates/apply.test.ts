import {
  projectDocDetail,
  projectDocList,
  projectIdeaDetail,
  projectIdeaList,
  Status,
  templateAdd,
  templateApply,
} from '@juzuo/schemas';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { callDef, okDef } from '../../test/call';
import { type TeamFixture, teamFixture } from '../team/testing';
import { addWork, setMember } from '../works/testing';
import { loadTemplateSeed } from './seed';

// Call: POST /ixj_web/works/apply_template.
// Applying a template makes a new document in a work with the template's content: an idea
// (EditIdeas) or a script document (WriteWork); the work and the template must both be reachable.

describe('apply a template', () => {
  let app: FastifyInstance;
  let f: TeamFixture;
  let work: string;

  beforeAll(async () => {
    app = await createTestApp();
    f = await teamFixture(app, '37100400');
    await loadTemplateSeed(app);
    work = await addWork(app, f.owner.token);
    await setMember(app, f.owner.token, work, f.member.user_id, ['EditIdeas']);
  });
  afterAll(async () => app.close());

  it('a script template becomes a script document with its script lines', async () => {
    const applied = await okDef(app, templateApply, {
      token: f.owner.token,
      input: { template_id: 'sys_tpl-004', project_id: work, target: 'doc', name: '第1集 开篇' },
    });
    expect(applied).toMatchObject({ target: 'doc', project_id: work, name: '第1集 开篇' });
    const doc = await okDef(app, projectDocDetail, { token: f.owner.token, input: { doc_id: applied.id } });
    expect(doc.doc_name).toBe('第1集 开篇');
    expect(doc.text.split('\n')[0]).toBe('夜 内 医院走廊');
    expect(doc.text).toContain('周母：签了离婚协议，这三万就是你的。');
    expect(doc.content).toContain('<p data-block="scene">夜 内 医院走廊</p>');
    expect(doc.content).toContain('<p data-block="transition">黑场</p>');
    const docs = await okDef(app, projectDocList, { token: f.owner.token, input: { project_id: work } });
    expect(docs.list.map((d) => d.doc_id)).toContain(applied.id);
  });

  it("an outline template becomes an idea document of the template's type, named after it by default", async () => {
    const applied = await okDef(app, templateApply, {
      token: f.member.token,
      input: { template_id: 'sys_tpl-003', project_id: work, target: 'idea' },
    });
    expect(applied).toMatchObject({ target: 'idea', name: '三幕式故事大纲' });
    const idea = await okDef(app, projectIdeaDetail, {
      token: f.member.token,
      input: { idea_id: applied.id },
    });
    expect(idea.doc_type).toBe(3);
    expect(idea.text.split('\n')[0]).toBe('一句话故事（主角 + 目标 + 阻碍 + 代价）：');
    expect(idea.text).toContain('第二幕 对抗（约占全篇一半）');
    const ideas = await okDef(app, projectIdeaList, { token: f.member.token, input: { project_id: work } });
    expect(ideas.list.map((i) => i.idea_id)).toContain(applied.id);
  });

  it("a user's own template applies with its content", async () => {
    const { template_id } = await okDef(app, templateAdd, {
      token: f.owner.token,
      input: { template_name: '我的人物卡', doc_type: 6, content: '<p>姓名：</p><p>口头禅：</p>' },
    });
    const applied = await okDef(app, templateApply, {
      token: f.owner.token,
      input: { template_id, project_id: work, target: 'idea' },
    });
    const idea = await okDef(app, projectIdeaDetail, {
      token: f.owner.token,
      input: { idea_id: applied.id },
    });
    expect([idea.doc_type, idea.text]).toEqual([6, '姓名：\n口头禅：']);
    // Another member cannot apply a template that is not theirs to see.
    const hidden = await callDef(app, templateApply, {
      token: f.member.token,
      input: { template_id, project_id: work, target: 'idea' },
    });
    expect(hidden.status).toBe(Status.NOT_FOUND);
  });

  it('needs the write permission of the target kind, membership of the work, and a volume of it', async () => {
    const noWrite = await callDef(app, templateApply, {
      token: f.member.token,
      input: { template_id: 'sys_tpl-004', project_id: work, target: 'doc' },
    });
    expect(noWrite.status).toBe(Status.NO_PERMISSION);
    const notMember = await callDef(app, templateApply, {
      token: f.admin.token,
      input: { template_id: 'sys_tpl-004', project_id: work, target: 'idea' },
    });
    expect(notMember.status).toBe(Status.WORK_GONE);
    const outsider = await callDef(app, templateApply, {
      token: f.outsider.token,
      input: { template_id: 'sys_tpl-004', project_id: work, target: 'doc', team_id: f.teamId } as never,
    });
    expect(outsider.status).toBe(Status.WORK_GONE);
    const badVolume = await callDef(app, templateApply, {
      token: f.owner.token,
      input: { template_id: 'sys_tpl-004', project_id: work, target: 'doc', volume_id: 'nope' },
    });
    expect([badVolume.status, badVolume.msg]).toEqual([Status.NOT_FOUND, '卷不存在或已删除']);
    const badTarget = await callDef(app, templateApply, {
      token: f.owner.token,
      input: { template_id: 'sys_tpl-004', project_id: work, target: 'book' } as never,
    });
    expect([badTarget.status, badTarget.msg]).toEqual([Status.VALIDATION, expect.stringContaining('target')]);
  });
});
