import {
  characterAdd,
  characterAddLegacy,
  characterBatchAdd,
  characterCheckRepeat,
  characterDelete,
  characterList,
  characterListGet,
  characterListOrder,
  characterSyncToIdeaCard,
  characterUpdate,
  characterUpdateStatus,
  ideaCardAdd,
  ideaCardCharacterStatistic,
  ideaCardCheckRoleRepeat,
  ideaCardList,
  ideaCardRoleByWork,
  ideaCardUpdateRoleInfo,
  projectDocUpdateVersion,
  projectIdeaAdd,
  WorkPermission,
} from '@juzuo/schemas';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { callDef, okDef } from '../../test/call';
import { addDoc, type DocsFixture, docsFixture } from '../docs/testing';
import { setMember } from '../works/testing';

// Characters of a work through the real routes: names and aliases are one person everywhere.

describe('characters', () => {
  let app: FastifyInstance;
  let f: DocsFixture;

  beforeAll(async () => {
    app = await createTestApp();
    f = await docsFixture(app, '55500713');
    // member: EditIdeas and WriteWork (writes characters and scripts); admin: reads only.
    await setMember(app, f.owner.token, f.workId, f.member.user_id, [
      WorkPermission.EditIdeas,
      WorkPermission.WriteWork,
    ]);
  });
  afterAll(async () => app.close());

  const list = async (token = f.admin.token) =>
    okDef(app, characterList, { token, input: { project_id: f.workId } });

  it('adds, updates, orders, sets aside and deletes; a name or alias belongs to one character', async () => {
    const ming = await okDef(app, characterAdd, {
      token: f.member.token,
      input: { project_id: f.workId, name: '小明', aliases: ['明哥', '陈总'], age: '三十', goal: '上市' },
    });
    const wang = await okDef(app, characterAddLegacy, {
      token: f.owner.token,
      input: { project_id: f.workId, name: '王秘书' },
    });
    // 陈总 is 小明's alias: another character cannot take it, as name or alias.
    const clash = await callDef(app, characterAdd, {
      token: f.member.token,
      input: { project_id: f.workId, name: '陈总' },
    });
    expect([clash.status, clash.msg]).toEqual([15000, '角色名或别名「陈总」已存在（角色「小明」）']);
    const aliasClash = await callDef(app, characterUpdate, {
      token: f.member.token,
      input: { character_id: wang.character_id, aliases: ['明哥'] },
    });
    expect(aliasClash.status).toBe(15000);
    expect(
      await okDef(app, characterCheckRepeat, {
        token: f.admin.token,
        input: { project_id: f.workId, name: '明哥' },
      }),
    ).toEqual({ repeat: true, name: '明哥', character_id: ming.character_id, character_name: '小明' });
    // Its own names are not a clash while it is edited.
    expect(
      (
        await okDef(app, characterCheckRepeat, {
          token: f.admin.token,
          input: { project_id: f.workId, name: '小明', aliases: ['陈总'], character_id: ming.character_id },
        })
      ).repeat,
    ).toBe(false);

    await okDef(app, characterUpdate, {
      token: f.member.token,
      input: { character_id: wang.character_id, name: '王助理', aliases: ['小王'], identity: '秘书' },
    });
    const all = await list();
    expect(all.abilities.can_write).toBe(false);
    expect(all.list.map((c) => [c.name, c.aliases, c.identity, c.age])).toEqual([
      ['小明', ['明哥', '陈总'], '', '三十'],
      ['王助理', ['小王'], '秘书', ''],
    ]);
    expect((await list(f.member.token)).abilities.can_write).toBe(true);

    const batch = await okDef(app, characterBatchAdd, {
      token: f.member.token,
      input: { project_id: f.workId, list: [{ name: '护士' }, { name: '路人甲' }] },
    });
    expect(batch.character_ids).toHaveLength(2);
    // One clash refuses the whole batch.
    const badBatch = await callDef(app, characterBatchAdd, {
      token: f.member.token,
      input: { project_id: f.workId, list: [{ name: '新人' }, { name: '小王' }] },
    });
    expect(badBatch.status).toBe(15000);
    expect((await list()).total).toBe(4);

    await okDef(app, characterListOrder, {
      token: f.member.token,
      input: { project_id: f.workId, character_ids: [batch.character_ids[1] ?? '', wang.character_id] },
    });
    const ordered = await okDef(app, characterListGet, {
      token: f.admin.token,
      input: { project_id: f.workId },
    });
    expect(ordered.list.map((c) => c.name)).toEqual(['路人甲', '王助理', '小明', '护士']);

    await okDef(app, characterUpdateStatus, {
      token: f.member.token,
      input: { character_id: batch.character_ids[0] ?? '', status: 0 },
    });
    const roles = await okDef(app, ideaCardRoleByWork, {
      token: f.admin.token,
      input: { project_id: f.workId },
    });
    expect(roles.list.map((c) => c.name)).toEqual(['路人甲', '王助理', '小明']);
    await okDef(app, characterDelete, {
      token: f.member.token,
      input: { character_id: batch.character_ids[1] ?? '' },
    });
    expect((await list()).list.map((c) => c.name)).toEqual(['王助理', '小明', '护士']);
  });

  it('refuses writes without EditIdeas (7013), outsiders (8003) and bad input (4220)', async () => {
    const { character_id } = await okDef(app, characterAdd, {
      token: f.member.token,
      input: { project_id: f.workId, name: '门卫' },
    });
    const writes = (token: string) => [
      callDef(app, characterAdd, { token, input: { project_id: f.workId, name: '甲' } }),
      callDef(app, characterBatchAdd, { token, input: { project_id: f.workId, list: [{ name: '乙' }] } }),
      callDef(app, characterUpdate, { token, input: { character_id, name: '丙' } }),
      callDef(app, characterUpdateStatus, { token, input: { character_id, status: 0 } }),
      callDef(app, characterDelete, { token, input: { character_id } }),
      callDef(app, characterListOrder, { token, input: { project_id: f.workId, character_ids: [] } }),
    ];
    for (const res of await Promise.all(writes(f.admin.token))) expect(res.status).toBe(7013);
    for (const res of await Promise.all(writes(f.outsider.token))) expect(res.status).toBe(8003);
    const reads = [
      callDef(app, characterList, { token: f.outsider.token, input: { project_id: f.workId } }),
      callDef(app, characterListGet, { token: f.outsider.token, input: { project_id: f.workId } }),
      callDef(app, ideaCardRoleByWork, { token: f.outsider.token, input: { project_id: f.workId } }),
      callDef(app, characterCheckRepeat, {
        token: f.outsider.token,
        input: { project_id: f.workId, name: '甲' },
      }),
      callDef(app, ideaCardCharacterStatistic, { token: f.outsider.token, input: { project_id: f.workId } }),
    ];
    for (const res of await Promise.all(reads)) expect(res.status).toBe(8003);

    const spaced = await callDef(app, characterAdd, {
      token: f.member.token,
      input: { project_id: f.workId, name: '小 明' },
    });
    expect(spaced.status).toBe(4220);
    expect(spaced.msg).toContain('角色名不能含空格、冒号、逗号或顿号');
    const badStatus = await callDef(app, characterUpdateStatus, {
      token: f.member.token,
      input: { character_id, status: 3 },
    });
    expect(badStatus.status).toBe(4220);
    const foreign = await callDef(app, characterListOrder, {
      token: f.member.token,
      input: { project_id: f.workId, character_ids: ['nope'] },
    });
    expect(foreign.status).toBe(4220);
    const gone = await callDef(app, characterUpdate, {
      token: f.member.token,
      input: { character_id: 'nope', name: '丁' },
    });
    expect(gone.status).toBe(4040);
  });

  it('syncs characters to 人物 cards, finds repeated roles by alias, and fills a card from a character', async () => {
    const idea = await okDef(app, projectIdeaAdd, {
      token: f.member.token,
      input: { project_id: f.workId, doc_type: 6, edit_type: 3 },
    });
    const cards = async () =>
      (await okDef(app, ideaCardList, { token: f.admin.token, input: { idea_id: idea.idea_id } })).list;
    const first = await okDef(app, characterSyncToIdeaCard, {
      token: f.member.token,
      input: { idea_id: idea.idea_id },
    });
    expect(first).toEqual({ added: 3, updated: 0 });
    const ming = (await cards()).find((c) => c.title === '小明');
    expect(ming).toMatchObject({
      template_id: 'sys_character',
      fields: { name: '小明', alias: '明哥、陈总', age: '三十' },
    });
    // Again: the same cards are brought up to date, none added.
    expect(
      await okDef(app, characterSyncToIdeaCard, { token: f.member.token, input: { idea_id: idea.idea_id } }),
    ).toEqual({
      added: 0,
      updated: 3,
    });
    expect(await cards()).toHaveLength(3);

    // 陈总 is 小明: the board already has him.
    const repeat = await okDef(app, ideaCardCheckRoleRepeat, {
      token: f.admin.token,
      input: { idea_id: idea.idea_id, name: '陈总' },
    });
    expect(repeat).toMatchObject({ repeat: true, card_id: ming?.card_id, title: '小明' });
    expect(
      (
        await okDef(app, ideaCardCheckRoleRepeat, {
          token: f.admin.token,
          input: { idea_id: idea.idea_id, name: '陈总', card_id: ming?.card_id },
        })
      ).repeat,
    ).toBe(false);

    const blank = await okDef(app, ideaCardAdd, {
      token: f.member.token,
      input: { idea_id: idea.idea_id, title: '待定' },
    });
    const chars = await list();
    const wang = chars.list.find((c) => c.name === '王助理');
    await okDef(app, ideaCardUpdateRoleInfo, {
      token: f.member.token,
      input: { card_id: blank.card_id, character_id: wang?.character_id ?? '' },
    });
    expect((await cards()).find((c) => c.card_id === blank.card_id)).toMatchObject({
      title: '王助理',
      template_id: 'sys_character',
      fields: { name: '王助理', alias: '小王', identity: '秘书' },
    });
    const refused = await callDef(app, ideaCardUpdateRoleInfo, {
      token: f.admin.token,
      input: { card_id: blank.card_id, character_id: wang?.character_id ?? '' },
    });
    expect(refused.status).toBe(7013);
    const syncRefused = await callDef(app, characterSyncToIdeaCard, {
      token: f.admin.token,
      input: { idea_id: idea.idea_id },
    });
    expect(syncRefused.status).toBe(7013);
  });

  it('refresh_character_statistic counts the work scripts with aliases, per episode', async () => {
    const save = async (name: string, html: string) => {
      const docId = await addDoc(app, f.member.token, { project_id: f.workId, doc_name: name });
      await okDef(app, projectDocUpdateVersion, {
        token: f.member.token,
        input: { doc_id: docId, content: html, version: 0 },
      });
      return docId;
    };
    const p = (block: string, text: string) => `<p data-block="${block}">${text}</p>`;
    const e1 = await save(
      '第1集',
      [
        p('scene', '1-1 日 内 会议室'),
        p('characters', '人物：小明、王助理'),
        p('action', '明哥推门进来。'),
        p('dialogue', '小明：开会。'),
        p('dialogue', '小王：陈总，到齐了。'),
      ].join(''),
    );
    const e2 = await save(
      '第2集',
      [p('scene', '2-1 夜 外 天台'), p('dialogue', '陈总（OS）：不能再等了。')].join(''),
    );
    const stats = await okDef(app, ideaCardCharacterStatistic, {
      token: f.admin.token,
      input: { project_id: f.workId },
    });
    expect(stats.episodes.map((e) => [e.doc_id, e.doc_name, e.scenes])).toEqual([
      [e1, '第1集', 1],
      [e2, '第2集', 1],
    ]);
    const ming = stats.list.find((s) => s.name === '小明');
    expect(ming).toMatchObject({ dialogue_lines: 2, scenes: 2, words: 9, mentions: 2, episodes: 2 });
    expect(ming?.per_episode.map((e) => e.dialogue_lines)).toEqual([1, 1]);
    const wang = stats.list.find((s) => s.name === '王助理');
    expect(wang).toMatchObject({ dialogue_lines: 1, scenes: 1, words: 7 });
    expect(stats.list[0]?.name).toBe('小明');
  });
});
