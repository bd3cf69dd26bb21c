import { materialList, materialSimilarList, Status, type TCallInput } from '@juzuo/schemas';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { callDef, okDef } from '../../test/call';
import { parseQuery } from './query';
import { searchPage } from './repo-search';
import { addMaterial, MATERIALS_OPERATOR, materialsFixture } from './testing';
import { VISITOR } from './viewer';

// Search relevance on crafted Chinese texts, filters and sorts. Every text carries the marker 丙寅
// so the assertions only see this file's materials.

describe('material search', () => {
  let app: FastifyInstance;
  let official: string;
  const ids: Record<string, string> = {};
  const search = (input: TCallInput<typeof materialList>) => okDef(app, materialList, { input });

  beforeAll(async () => {
    app = await createTestApp({ ADMIN_PHONES: MATERIALS_OPERATOR });
    const f = await materialsFixture(app, '37000100');
    official = f.official;
    const add = async (
      key: string,
      title: string,
      content: string,
      cat1: string,
      tags: string[] = [],
      cat2 = '',
    ) => {
      ids[key] = await addMaterial(app, official, {
        title,
        content,
        cat1: cat1 as 'qiaoduan',
        tags,
        cat2,
        scope: 2,
      });
    };
    // Added oldest first: NEW order is the reverse.
    await add('body', '丙寅 雨夜重逢', '两人在车站重逢，这是一个经典桥段合集里常见的开场。', 'sucai', [
      '重逢',
    ]);
    await add('title', '丙寅 经典桥段：误会与和解', '误会产生，随后和解。', 'qiaoduan', ['误会'], '情感');
    await add('tags', '丙寅 开场白', '用一句台词抓住观众。', 'taici', ['桥段'], '开场');
    await add('boss', '丙寅 霸道总裁的契约', '他是冷面霸道总裁，她是落魄设计师。', 'dagang', ['总裁文']);
    await add('trad', '丙寅 復仇的開始', '女主角重生歸來，誓要復仇。', 'genggai', ['复仇']);
    await add('clash', '丙寅 冲突升级', '一场家庭冲突把矛盾推到顶点。', 'chongtu', ['家庭'], '家庭');
  });
  afterAll(async () => app.close());

  it('finds a 2-character word inside longer words, a title match above a body match above a tag match', async () => {
    const page = await search({ keyword: '丙寅 桥段' });
    expect(page.list.map((m) => m.id)).toEqual([ids.title, ids.body, ids.tags]);
    expect(page.total).toBe(3);
    const top = page.list[0];
    expect(top?.title.slice(top.title_marks[1]?.[0], top.title_marks[1]?.[1])).toBe('桥段');
    const body = page.list[1];
    expect(body?.snippet.slice(body.snippet_marks[0]?.[0], body.snippet_marks[0]?.[1])).toBe('桥段');
  });

  it('answers a 1-character query as a substring match', async () => {
    const page = await search({ keyword: '丙寅 仇' });
    expect(page.list.map((m) => m.id)).toEqual([ids.trad]);
    const none = await search({ keyword: '丙寅 鑫' });
    expect([none.list, none.total]).toEqual([[], 0]);
  });

  it('folds traditional to simplified both ways and knows genre slang', async () => {
    expect((await search({ keyword: '丙寅 复仇' })).list.map((m) => m.id)).toEqual([ids.trad]);
    expect((await search({ keyword: '丙寅 復仇' })).list.map((m) => m.id)).toEqual([ids.trad]);
    expect((await search({ keyword: '丙寅 霸總' })).list.map((m) => m.id)).toEqual([ids.boss]);
    expect((await search({ keyword: '丙寅 女主' })).list.map((m) => m.id)).toEqual([ids.trad]);
  });

  it('segments a long query into words that must all match', async () => {
    const page = await search({ keyword: '丙寅霸道总裁的契约婚姻' });
    // 丙寅 / 霸道 / 总裁 / 契约 / 婚姻: 婚姻 is nowhere, so nothing matches all words.
    expect(page.total).toBe(0);
    expect((await search({ keyword: '丙寅冷面霸道总裁' })).list.map((m) => m.id)).toEqual([ids.boss]);
  });

  it('combines the keyword with cat1, cat2 and tag filters', async () => {
    expect((await search({ keyword: '丙寅', cat1: 'qiaoduan' })).list.map((m) => m.id)).toEqual([ids.title]);
    expect((await search({ keyword: '丙寅', cat2: '家庭' })).list.map((m) => m.id)).toEqual([ids.clash]);
    expect((await search({ keyword: '丙寅', tag: '桥段' })).list.map((m) => m.id)).toEqual([ids.tags]);
    expect((await search({ keyword: '桥段', cat1: 'taici', tag: '桥段' })).total).toBe(1);
  });

  it('sorts NEW by creation and pages inside the query with the full total', async () => {
    const all = await search({ keyword: '丙寅', sort: 'NEW', page_size: 4 });
    expect(all.total).toBe(6);
    expect(all.list.map((m) => m.id)).toEqual([ids.clash, ids.trad, ids.boss, ids.tags]);
    const second = await search({ keyword: '丙寅', sort: 'NEW', page_size: 4, page_index: 2 });
    expect(second.list.map((m) => m.id)).toEqual([ids.title, ids.body]);
    expect(second.total).toBe(6);
    const past = await search({ keyword: '丙寅', sort: 'NEW', page_size: 4, page_index: 9 });
    expect([past.list.length, past.total]).toEqual([0, 6]);
  });

  it('past the count cap, pages by relevance tiers (title, body, tags) and says the total is a floor', async () => {
    const db = app.database.db;
    const capped = await searchPage(db, VISITOR, parseQuery('桥段'), {}, 'COMP', { index: 1, size: 20 }, 2);
    expect([capped.total, capped.capped]).toEqual([2, true]);
    expect(capped.rows.map((r) => r.id)).toEqual([ids.title, ids.body, ids.tags]);
    const second = await searchPage(db, VISITOR, parseQuery('桥段'), {}, 'COMP', { index: 2, size: 2 }, 2);
    expect(second.rows.map((r) => r.id)).toEqual([ids.tags]);
    const newest = await searchPage(db, VISITOR, parseQuery('丙寅'), {}, 'NEW', { index: 1, size: 3 }, 3);
    expect(newest.rows.map((r) => r.id)).toEqual([ids.clash, ids.trad, ids.boss]);
    const page = await search({ keyword: '丙寅' });
    expect([page.total, page.total_capped]).toEqual([6, false]);
  });

  it('similar_list ranks shared tags and title words first and never lists the material itself', async () => {
    const extra = await addMaterial(app, official, {
      title: '丙寅 车站的重逢',
      content: '多年后再次相见。',
      cat1: 'sucai',
      tags: ['重逢'],
      scope: 2,
    });
    const similar = await okDef(app, materialSimilarList, { input: { id: ids.body as string, size: 3 } });
    const list = similar.list.map((m) => m.id);
    expect(list[0]).toBe(extra);
    expect(list).not.toContain(ids.body);
    expect(list).toHaveLength(3);
  });

  it('refuses bad filters with a Chinese message, not a 500', async () => {
    const bad = await callDef(app, materialList, { input: { sort: 'BEST' as 'NEW' } });
    expect(bad.httpStatus).toBe(200);
    expect(bad.status).not.toBe(0);
    expect(bad.msg).toMatch(/sort/);
    const long = await callDef(app, materialList, { input: { keyword: '长'.repeat(101) } });
    expect([long.status, long.msg]).toEqual([Status.VALIDATION, '搜索关键词不能超过100个字']);
  });
});
