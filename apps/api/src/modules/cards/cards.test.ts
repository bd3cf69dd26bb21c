import {
  ideaCardAdd,
  ideaCardDelete,
  ideaCardGetById,
  ideaCardList,
  ideaCardUpdate,
  projectIdeaAdd,
  WorkPermission,
} from '@juzuo/schemas';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { callDef, okDef } from '../../test/call';
import { type DocsFixture, docsFixture } from '../docs/testing';
import { setMember } from '../works/testing';

// Idea cards through the real routes (no relay in this app: writes go to the stored board, the
// same transaction the relay's store runs; cards-relay.test.ts covers the live path).

describe('idea cards', () => {
  let app: FastifyInstance;
  let f: DocsFixture;
  let ideaId: string;

  beforeAll(async () => {
    app = await createTestApp();
    f = await docsFixture(app, '55500121');
    // member: EditIdeas (writes cards); admin: no permission (reads only).
    await setMember(app, f.owner.token, f.workId, f.member.user_id, [WorkPermission.EditIdeas]);
    ideaId = (
      await okDef(app, projectIdeaAdd, {
        token: f.owner.token,
        input: { project_id: f.workId, doc_type: 6, idea_name: '人物卡', edit_type: 2 },
      })
    ).idea_id;
  });
  afterAll(async () => app.close());

  const list = (token: string, idea = ideaId) =>
    okDef(app, ideaCardList, { token, input: { idea_id: idea } });
  const titles = async () => (await list(f.owner.token)).list.map((c) => c.title);

  it('adds, fills through a template, moves, and deletes cards; list keeps board order', async () => {
    const a = await okDef(app, ideaCardAdd, {
      token: f.member.token,
      input: { idea_id: ideaId, title: '李必' },
    });
    const b = await okDef(app, ideaCardAdd, {
      token: f.owner.token,
      input: {
        idea_id: ideaId,
        title: '张小敬',
        template_id: 'sys_character',
        fields: { name: '张小敬', alias: '五尊阎罗', goal: '守住长安' },
      },
    });
    const first = await okDef(app, ideaCardAdd, {
      token: f.member.token,
      input: { idea_id: ideaId, title: '序章', index: 0 },
    });
    expect(await titles()).toEqual(['序章', '李必', '张小敬']);

    const got = await okDef(app, ideaCardGetById, { token: f.admin.token, input: { card_id: b.card_id } });
    expect(got).toMatchObject({
      card_id: b.card_id,
      idea_id: ideaId,
      title: '张小敬',
      template_id: 'sys_character',
      fields: { name: '张小敬', alias: '五尊阎罗', goal: '守住长安' },
      sort: 2,
    });

    // Fields merge key by key; the template of a titled card can be chosen later.
    await okDef(app, ideaCardUpdate, {
      token: f.member.token,
      input: { card_id: b.card_id, fields: { age: '三十五' }, index: 0 },
    });
    await okDef(app, ideaCardUpdate, {
      token: f.member.token,
      input: {
        card_id: a.card_id,
        title: '李必（靖安司丞）',
        template_id: 'sys_character',
        fields: { age: '二十' },
      },
    });
    const after = await list(f.admin.token);
    expect(after.list.map((c) => [c.title, c.sort])).toEqual([
      ['张小敬', 0],
      ['序章', 1],
      ['李必（靖安司丞）', 2],
    ]);
    expect(after.list[0]?.fields).toEqual({
      name: '张小敬',
      alias: '五尊阎罗',
      goal: '守住长安',
      age: '三十五',
    });
    expect(after.list[2]).toMatchObject({ template_id: 'sys_character', fields: { age: '二十' } });
    expect(after.abilities.can_write).toBe(false);
    expect((await list(f.member.token)).abilities.can_write).toBe(true);

    await okDef(app, ideaCardDelete, { token: f.member.token, input: { card_id: first.card_id } });
    expect(await titles()).toEqual(['张小敬', '李必（靖安司丞）']);
    const gone = await callDef(app, ideaCardGetById, {
      token: f.owner.token,
      input: { card_id: first.card_id },
    });
    expect([gone.status, gone.msg]).toEqual([4040, '卡片不存在或已删除']);
    const again = await callDef(app, ideaCardDelete, {
      token: f.owner.token,
      input: { card_id: first.card_id },
    });
    expect(again.status).toBe(4040);
  });

  it('writes need EditIdeas (7013); reads are open to members; outsiders get 8003', async () => {
    const card = await okDef(app, ideaCardAdd, {
      token: f.owner.token,
      input: { idea_id: ideaId, title: '檀棋' },
    });
    // admin is a member without EditIdeas; WriteWork alone does not write cards either.
    const writeWorkOnly = await docsFixture(app, '55500122');
    const otherIdea = (
      await okDef(app, projectIdeaAdd, {
        token: writeWorkOnly.owner.token,
        input: { project_id: writeWorkOnly.workId, doc_type: 3, edit_type: 2 },
      })
    ).idea_id;
    const refused = [
      callDef(app, ideaCardAdd, { token: f.admin.token, input: { idea_id: ideaId, title: '不该出现' } }),
      callDef(app, ideaCardUpdate, { token: f.admin.token, input: { card_id: card.card_id, title: '改名' } }),
      callDef(app, ideaCardDelete, { token: f.admin.token, input: { card_id: card.card_id } }),
      callDef(app, ideaCardAdd, {
        token: writeWorkOnly.member.token,
        input: { idea_id: otherIdea, title: '只有写作权限' },
      }),
    ];
    for (const res of await Promise.all(refused)) expect(res.status).toBe(7013);

    const outsider = [
      callDef(app, ideaCardAdd, { token: f.outsider.token, input: { idea_id: ideaId, title: '外人' } }),
      callDef(app, ideaCardUpdate, {
        token: f.outsider.token,
        input: { card_id: card.card_id, title: '外人' },
      }),
      callDef(app, ideaCardDelete, { token: f.outsider.token, input: { card_id: card.card_id } }),
      callDef(app, ideaCardList, { token: f.outsider.token, input: { idea_id: ideaId } }),
      callDef(app, ideaCardGetById, { token: f.outsider.token, input: { card_id: card.card_id } }),
    ];
    for (const res of await Promise.all(outsider)) expect(res.status).toBe(8003);

    const read = await okDef(app, ideaCardGetById, {
      token: f.admin.token,
      input: { card_id: card.card_id },
    });
    expect(read.title).toBe('檀棋');
    expect(
      (await okDef(app, ideaCardGetById, { token: f.owner.token, input: { card_id: card.card_id } })).title,
    ).toBe('檀棋');
  });

  it('refuses bad input in Chinese naming the field', async () => {
    const card = await okDef(app, ideaCardAdd, {
      token: f.owner.token,
      input: { idea_id: ideaId, title: '闻染' },
    });
    const cases = [
      [ideaCardAdd, { idea_id: ideaId, title: '   ' }, '卡片标题'],
      [ideaCardAdd, { idea_id: ideaId, title: '长'.repeat(101) }, '100'],
      [ideaCardAdd, { idea_id: ideaId, title: '无模板', fields: { name: '闻染' } }, 'template_id'],
      [
        ideaCardAdd,
        { idea_id: ideaId, title: '错字段', template_id: 'sys_scene', fields: { name: '闻染' } },
        'fields.name',
      ],
      [ideaCardAdd, { idea_id: ideaId, title: '坏位置', index: -1 }, 'index'],
      [ideaCardUpdate, { card_id: card.card_id, fields: { goal: '报仇' } }, 'template_id'],
      [ideaCardUpdate, { card_id: card.card_id, fields: { 'Bad Key': '报仇' } }, 'fields 须为对象，字段名'],
    ] as const;
    for (const [def, input, named] of cases) {
      const res = await callDef(app, def as typeof ideaCardAdd, {
        token: f.owner.token,
        input: input as never,
      });
      expect(res.status, JSON.stringify(input)).toBe(4220);
      expect(res.msg, JSON.stringify(input)).toContain(named);
    }
    const noTemplate = await callDef(app, ideaCardAdd, {
      token: f.owner.token,
      input: { idea_id: ideaId, title: '无此模板', template_id: 'no_such_template' },
    });
    expect([noTemplate.status, noTemplate.msg]).toEqual([4040, '卡片模板不存在']);
    const noIdea = await callDef(app, ideaCardList, {
      token: f.owner.token,
      input: { idea_id: 'no-such-idea' },
    });
    expect(noIdea.status).not.toBe(0);
    const noCard = await callDef(app, ideaCardUpdate, {
      token: f.owner.token,
      input: { card_id: 'no-such-card', title: '无' },
    });
    expect(noCard.status).toBe(4040);
  });
});
