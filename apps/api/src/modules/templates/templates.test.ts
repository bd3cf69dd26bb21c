import {
  Status,
  templateAdd,
  templateDelete,
  templateGet,
  templateList,
  templatePublish,
  templateUpdate,
  templateWithdraw,
  templateWorkTypeList,
} from '@juzuo/schemas';
import { count, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { templates } from '../../db/schema/index';
import { createTestApp } from '../../test/app';
import { callDef, okDef } from '../../test/call';
import { MATERIALS_OPERATOR, materialsFixture } from '../materials/testing';
import type { TeamFixture } from '../team/testing';
import { loadTemplateSeed, readTemplateSeed } from './seed';

// Calls: GET /ixj_web/works/template_work_type_list, GET /ixj_web/works/template_list,
// GET|POST|PUT|DELETE /ixj_web/works/template, POST|DELETE /ixj_web/works/published_template.
// The template library: system templates for everyone, own templates, publishing to the current
// team (never another, whatever team_id says) and for everyone by official users. Marker: 庚辰.

const HTML =
  '<p>庚辰 第一行</p><p data-block="scene">日 内 客厅</p><p onclick="x">第三行<script>bad()</script></p>';

describe('template library', () => {
  let app: FastifyInstance;
  let f: TeamFixture & { official: string };
  const names = async (token: string, input: Record<string, unknown> = {}) =>
    (await okDef(app, templateList, { token, input: { keyword: '庚辰', ...input } })).list.map(
      (t) => t.template_name,
    );
  const add = async (token: string, name: string) =>
    (
      await okDef(app, templateAdd, {
        token,
        input: { template_name: name, description: '庚辰 简介', doc_type: 4, content: HTML },
      })
    ).template_id;

  beforeAll(async () => {
    app = await createTestApp({ ADMIN_PHONES: MATERIALS_OPERATOR });
    f = await materialsFixture(app, '37100300');
    await loadTemplateSeed(app);
  });
  afterAll(async () => app.close());

  it('ships at least 12 system templates, seeded idempotently, visible to every signed-in user', async () => {
    const seeds = readTemplateSeed();
    expect(seeds.length).toBeGreaterThanOrEqual(12);
    await loadTemplateSeed(app);
    const [row] = await app.database.db
      .select({ n: count() })
      .from(templates)
      .where(isNull(templates.ownerId));
    expect(Number(row?.n)).toBe(seeds.length);
    for (const token of [f.member.token, f.outsider.token]) {
      const page = await okDef(app, templateList, { token, input: { source: 'system', page_size: 100 } });
      expect(page.total).toBe(seeds.length);
      expect(page.list.map((t) => t.template_name)).toEqual(seeds.map((s) => s.name));
      expect(
        page.list.every((t) => t.source === 'system' && !t.abilities.can_edit && t.abilities.can_apply),
      ).toBe(true);
    }
    const doc = await okDef(app, templateList, {
      token: f.member.token,
      input: { doc_type: 5, source: 'system' },
    });
    expect(doc.list.length).toBeGreaterThanOrEqual(2);
    expect(doc.list.every((t) => t.doc_type === 5)).toBe(true);
    const novel = await okDef(app, templateList, {
      token: f.member.token,
      input: { work_type: 'NOVEL', source: 'system', page_size: 100 },
    });
    expect(novel.list.every((t) => t.work_type === 'NOVEL' || t.work_type === 'ALL')).toBe(true);
    expect(novel.list.some((t) => t.template_name === '网文章节大纲')).toBe(true);
    expect(novel.list.some((t) => t.template_name === '竖屏短剧剧本开篇')).toBe(false);
    const found = await okDef(app, templateList, { token: f.member.token, input: { keyword: '付费卡点' } });
    expect(found.list.map((t) => t.template_name)).toContain('短剧分集大纲（钩子-付费卡点-爽点）');
  });

  it('a system script template keeps its script lines and cannot be changed by anyone', async () => {
    const detail = await okDef(app, templateGet, {
      token: f.member.token,
      input: { template_id: 'sys_tpl-004' },
    });
    expect(detail.source).toBe('system');
    expect(detail.author_name).toBe('剧作台');
    expect(detail.lines[0]).toEqual({ block: 'scene', text: '夜 内 医院走廊' });
    expect(detail.lines.map((l) => l.block)).toContain('dialogue');
    expect(detail.content).toContain('data-block="action"');
    for (const token of [f.member.token, f.official]) {
      const res = await callDef(app, templateUpdate, {
        token,
        input: { template_id: 'sys_tpl-004', template_name: '改名' },
      });
      expect([res.status, res.msg]).toEqual([Status.NO_PERMISSION, '系统模板不能修改，可套用后在文档中编辑']);
      const del = await callDef(app, templateDelete, { token, input: { template_id: 'sys_tpl-004' } });
      expect(del.status).toBe(Status.NO_PERMISSION);
    }
  });

  it('offers the filter options', async () => {
    const opts = await okDef(app, templateWorkTypeList, { token: f.member.token });
    expect(opts.doc_types).toEqual([
      { value: 6, label: '人物设定' },
      { value: 3, label: '故事大纲' },
      { value: 4, label: '分集大纲' },
      { value: 5, label: '剧本' },
      { value: 99, label: '其他' },
    ]);
    expect(opts.list[0]).toEqual({ value: 'ALL', label: '通用' });
    expect(opts.sources.map((s) => s.label)).toEqual(['系统模板', '官方模板', '团队模板', '我的模板']);
  });

  it('an own template is private until published; its content is stored as the editor writes it', async () => {
    const id = await add(f.member.token, '庚辰 私有');
    const detail = await okDef(app, templateGet, { token: f.member.token, input: { template_id: id } });
    expect(detail.content).toBe('<p>庚辰 第一行</p><p data-block="scene">日 内 客厅</p><p>第三行bad()</p>');
    expect(detail.text).toBe('庚辰 第一行\n日 内 客厅\n第三行bad()');
    expect(detail).toMatchObject({ source: 'mine', published: false, publish_scope: null, work_type: 'ALL' });
    expect(detail.abilities).toEqual({
      can_edit: true,
      can_delete: true,
      can_publish: true,
      can_withdraw: false,
      can_apply: true,
    });
    expect(await names(f.admin.token)).not.toContain('庚辰 私有');
    const hidden = await callDef(app, templateGet, { token: f.admin.token, input: { template_id: id } });
    expect([hidden.status, hidden.msg]).toEqual([Status.NOT_FOUND, '模板不存在或已无法查看']);
    // Updates change only the given fields; a stranger's update or delete finds nothing.
    await okDef(app, templateUpdate, {
      token: f.member.token,
      input: { template_id: id, template_name: '庚辰 私有2', work_type: 'SCRIPT' },
    });
    const after = await okDef(app, templateGet, { token: f.member.token, input: { template_id: id } });
    expect([after.template_name, after.work_type, after.description]).toEqual([
      '庚辰 私有2',
      'SCRIPT',
      '庚辰 简介',
    ]);
    const stranger = await callDef(app, templateUpdate, {
      token: f.outsider.token,
      input: { template_id: id, template_name: 'x' },
    });
    expect(stranger.status).toBe(Status.NOT_FOUND);
    expect(
      (await callDef(app, templateDelete, { token: f.admin.token, input: { template_id: id } })).status,
    ).toBe(Status.NOT_FOUND);
    await okDef(app, templateDelete, { token: f.member.token, input: { template_id: id } });
    expect(
      (await callDef(app, templateGet, { token: f.member.token, input: { template_id: id } })).status,
    ).toBe(Status.NOT_FOUND);
  });

  it('publishing to the team shows it to teammates only; a forged team_id is refused; withdraw hides it', async () => {
    const id = await add(f.member.token, '庚辰 团队');
    const forged = await callDef(app, templatePublish, {
      token: f.member.token,
      input: { template_id: id, team_id: f.outsiderTeamId },
    });
    expect([forged.status, forged.msg]).toEqual([Status.NO_PERMISSION, '只能发布到你当前所在的团队']);
    expect(await names(f.outsider.token)).not.toContain('庚辰 团队');
    const notOwner = await callDef(app, templatePublish, {
      token: f.admin.token,
      input: { template_id: id },
    });
    expect(notOwner.status).toBe(Status.NOT_FOUND);

    await okDef(app, templatePublish, {
      token: f.member.token,
      input: { template_id: id, team_id: f.teamId },
    });
    const seen = await okDef(app, templateGet, { token: f.admin.token, input: { template_id: id } });
    expect(seen).toMatchObject({ source: 'team', published: true, publish_scope: 'team' });
    expect(seen.abilities).toEqual({
      can_edit: false,
      can_delete: false,
      can_publish: false,
      can_withdraw: false,
      can_apply: true,
    });
    expect(await names(f.admin.token, { source: 'team' })).toEqual(['庚辰 团队']);
    // Another team never sees it, even naming this team.
    expect(await names(f.outsider.token, { team_id: f.teamId })).not.toContain('庚辰 团队');
    expect(
      (await callDef(app, templateGet, { token: f.outsider.token, input: { template_id: id } })).status,
    ).toBe(Status.NOT_FOUND);
    // A teammate cannot edit, delete or withdraw it.
    const edit = await callDef(app, templateUpdate, {
      token: f.admin.token,
      input: { template_id: id, description: 'x' },
    });
    expect([edit.status, edit.msg]).toEqual([Status.NO_PERMISSION, '只能修改自己创建的模板']);
    expect(
      (await callDef(app, templateWithdraw, { token: f.admin.token, input: { template_id: id } })).status,
    ).toBe(Status.NO_PERMISSION);
    const again = await callDef(app, templatePublish, { token: f.member.token, input: { template_id: id } });
    expect(again.status).toBe(Status.CONFLICT);

    const mine = await okDef(app, templateGet, { token: f.member.token, input: { template_id: id } });
    expect(mine.abilities).toMatchObject({ can_publish: false, can_withdraw: true });
    await okDef(app, templateWithdraw, { token: f.member.token, input: { template_id: id } });
    expect(await names(f.admin.token)).not.toContain('庚辰 团队');
    expect(await names(f.member.token, { source: 'mine' })).toEqual(['庚辰 团队']);
  });

  it('only official users publish for everyone; official templates reach every team', async () => {
    const id = await add(f.member.token, '庚辰 想当官方');
    const refused = await callDef(app, templatePublish, {
      token: f.member.token,
      input: { template_id: id, scope: 'official' },
    });
    expect([refused.status, refused.msg]).toEqual([Status.NO_PERMISSION, '只有官方账号可以发布官方模板']);
    const lib = await okDef(app, templateList, { token: f.member.token });
    expect(lib.abilities).toEqual({ can_create: true, can_publish_team: true, can_publish_official: false });

    const off = await add(f.official, '庚辰 官方');
    await okDef(app, templatePublish, { token: f.official, input: { template_id: off, scope: 'official' } });
    const seen = await okDef(app, templateGet, { token: f.outsider.token, input: { template_id: off } });
    expect(seen).toMatchObject({ source: 'official', publish_scope: 'official' });
    expect(await names(f.outsider.token, { source: 'official' })).toEqual(['庚辰 官方']);
    expect((await okDef(app, templateList, { token: f.official })).abilities.can_publish_official).toBe(true);
  });

  it('refuses bad input with a Chinese message naming the field', async () => {
    const noName = await callDef(app, templateAdd, {
      token: f.member.token,
      input: { doc_type: 4, content: '<p>x</p>' } as never,
    });
    expect(noName.status).toBe(Status.VALIDATION);
    expect(noName.msg).toContain('模板名称');
    const badType = await callDef(app, templateAdd, {
      token: f.member.token,
      input: { template_name: 'a', doc_type: 7, content: '<p>x</p>' } as never,
    });
    expect([badType.status, badType.msg]).toEqual([Status.VALIDATION, expect.stringContaining('doc_type')]);
    const empty = await callDef(app, templateAdd, {
      token: f.member.token,
      input: { template_name: 'a', doc_type: 4, content: '<p>  </p>' },
    });
    expect([empty.status, empty.msg]).toEqual([Status.VALIDATION, expect.stringContaining('请输入模板内容')]);
    const badId = await callDef(app, templateGet, { token: f.member.token, input: { template_id: '../x' } });
    expect(badId.status).toBe(Status.VALIDATION);
    const anonymous = await callDef(app, templateList, {});
    expect(anonymous.status).toBe(Status.TOKEN_INVALID);
  });
});
