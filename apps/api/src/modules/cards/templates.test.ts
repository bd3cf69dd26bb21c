import {
  cardTemplateCreate,
  cardTemplateGet,
  cardTemplateLast,
  cardTemplateList,
  cardTemplateUpdate,
  ideaCardAdd,
  projectIdeaAdd,
  SYSTEM_CARD_TEMPLATES,
} from '@juzuo/schemas';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { callDef, okDef } from '../../test/call';
import { type DocsFixture, docsFixture } from '../docs/testing';

describe('card templates', () => {
  let app: FastifyInstance;
  let f: DocsFixture;

  beforeAll(async () => {
    app = await createTestApp();
    f = await docsFixture(app, '55500123');
  });
  afterAll(async () => app.close());

  it('ships system templates for characters, scenes, plot beats and short-drama beats', async () => {
    const { list } = await okDef(app, cardTemplateList, { token: f.member.token, input: {} });
    const system = list.filter((t) => t.owner_type === 2);
    expect(system.map((t) => t.name)).toEqual(['人物', '场景', '情节节拍', '短剧节拍', '文本']);
    const labels = (name: string) => system.find((t) => t.name === name)?.fields.map((x) => x.label);
    expect(labels('人物')).toEqual(['姓名', '别名', '年龄', '身份', '性格', '目标', '关系']);
    expect(labels('短剧节拍')).toEqual(['钩子', '付费卡点', '爽点', '反转']);
    const one = await okDef(app, cardTemplateGet, {
      token: f.outsider.token,
      input: { template_id: 'sys_scene' },
    });
    expect(one).toMatchObject({ name: '场景', owner_type: 2, mapping_type: 1 });
    const fixed = await callDef(app, cardTemplateUpdate, {
      token: f.owner.token,
      input: { template_id: 'sys_scene', name: '我的场景' },
    });
    expect([fixed.status, fixed.msg]).toEqual([7013, '系统模板不能修改']);
  });

  it('a user creates, edits and lists own templates; last answers the one used last', async () => {
    expect((await okDef(app, cardTemplateLast, { token: f.owner.token, input: {} })).template).toBeNull();
    const created = await okDef(app, cardTemplateCreate, {
      token: f.owner.token,
      input: { name: '反派档案', fields: [{ label: '阴谋' }, { key: 'weakness', label: '弱点' }] },
    });
    const got = await okDef(app, cardTemplateGet, {
      token: f.owner.token,
      input: { template_id: created.template_id },
    });
    expect(got).toMatchObject({
      name: '反派档案',
      owner_type: 1,
      mapping_type: 1,
      fields: [
        { key: 'f1', label: '阴谋' },
        { key: 'weakness', label: '弱点' },
      ],
    });
    const sub = await okDef(app, cardTemplateCreate, {
      token: f.owner.token,
      input: {
        name: '反派·帮手',
        mapping_type: 3,
        parent_id: created.template_id,
        fields: [{ key: 'boss', label: '效忠' }],
      },
    });
    const subGot = await okDef(app, cardTemplateGet, {
      token: f.owner.token,
      input: { template_id: sub.template_id },
    });
    expect(subGot.parent_id).toBe(created.template_id);
    expect(subGot.fields.map((x) => x.key)).toEqual(['f1', 'weakness', 'boss']);

    await okDef(app, cardTemplateUpdate, {
      token: f.owner.token,
      input: { template_id: created.template_id, name: '反派', fields: [{ key: 'plot', label: '阴谋' }] },
    });
    const mine = (await okDef(app, cardTemplateList, { token: f.owner.token, input: {} })).list.filter(
      (t) => t.owner_type === 1,
    );
    expect(mine.map((t) => t.name)).toEqual(['反派', '反派·帮手']);
    expect((await okDef(app, cardTemplateList, { token: f.member.token, input: {} })).list).toHaveLength(
      SYSTEM_CARD_TEMPLATES.length,
    );
    const notMine = await callDef(app, cardTemplateUpdate, {
      token: f.member.token,
      input: { template_id: created.template_id, name: '抢来的' },
    });
    expect(notMine.status).toBe(7013);
    expect((await okDef(app, cardTemplateLast, { token: f.owner.token, input: {} })).template?.name).toBe(
      '反派',
    );
    const noParent = await callDef(app, cardTemplateUpdate, {
      token: f.owner.token,
      input: { template_id: created.template_id, mapping_type: 3 },
    });
    expect([noParent.status, noParent.msg]).toEqual([4220, '子模板需要 parent_id，请新建一个子模板']);
    await okDef(app, cardTemplateUpdate, {
      token: f.owner.token,
      input: { template_id: sub.template_id, mapping_type: 2 },
    });
    const alone = await okDef(app, cardTemplateGet, {
      token: f.owner.token,
      input: { template_id: sub.template_id },
    });
    expect([alone.mapping_type, alone.parent_id]).toEqual([2, '']);

    // Adding a card through a template makes it the last used.
    const { idea_id } = await okDef(app, projectIdeaAdd, {
      token: f.owner.token,
      input: { project_id: f.workId, doc_type: 99, edit_type: 2 },
    });
    await okDef(app, ideaCardAdd, {
      token: f.owner.token,
      input: {
        idea_id,
        title: '第一集',
        template_id: 'sys_short_drama_beat',
        fields: { hook: '开场即坠楼' },
      },
    });
    expect(
      (await okDef(app, cardTemplateLast, { token: f.owner.token, input: {} })).template?.template_id,
    ).toBe('sys_short_drama_beat');
  });

  it('refuses bad templates in Chinese naming the field', async () => {
    const cases = [
      [{ name: '', fields: [{ label: '甲' }] }, '模板名称'],
      [{ name: '空', fields: [] }, '字段'],
      [
        {
          name: '重复',
          fields: [
            { key: 'a', label: '甲' },
            { key: 'a', label: '乙' },
          ],
        },
        'key',
      ],
      [{ name: '坏键', fields: [{ key: '1x', label: '甲' }] }, 'key'],
      [{ name: '子模板', mapping_type: 3, fields: [{ label: '甲' }] }, 'parent_id'],
      [{ name: '映射', mapping_type: 4, fields: [{ label: '甲' }] }, 'mapping_type'],
    ] as const;
    for (const [input, named] of cases) {
      const res = await callDef(app, cardTemplateCreate, { token: f.owner.token, input: input as never });
      expect(res.status, JSON.stringify(input)).toBe(4220);
      expect(res.msg, JSON.stringify(input)).toContain(named);
    }
    const missing = await callDef(app, cardTemplateGet, {
      token: f.owner.token,
      input: { template_id: 'nope' },
    });
    expect([missing.status, missing.msg]).toEqual([4040, '卡片模板不存在']);
  });
});
