import fs from 'node:fs';
import { materialList } from '@juzuo/schemas';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { okDef } from '../../test/call';
import { parseEntries } from './import/parse';
import { importMaterials } from './import/run';
import { loadMaterialSeed, SEED_FILE } from './seed';

// The import command's core (parse + validate + idempotent upsert) for each format, and the seed.
// Marker word: 戊辰.

const CSV = `key,title,content,cat1,cat2,tags
csv-1,戊辰 雨夜重逢,"两人在车站重逢，
这是经典的""重逢""桥段。",qiaoduan,情感,重逢|雨夜
csv-2,,没有标题,qiaoduan,,
`;

const MD = `# 我的素材

## 戊辰 一句台词定人设
key: md-1
cat1: taici
tags: 人设，台词

“我从不回头看爆炸。”一句话交代了人物的冷静。

## 戊辰 没有分类
内容在这里。
`;

const JSON_TEXT = JSON.stringify([
  {
    key: 'json-1',
    title: '戊辰 反转的三种做法',
    content: '身份反转、动机反转、结局反转。',
    cat1: 'ganhuo',
    tags: ['反转'],
  },
  { title: '戊辰 无 key 的条目', content: '以分类加标题为键。', cat1: 'others' },
  { key: 'json-3', title: '戊辰 错误分类', content: 'x', cat1: 'nope' },
]);

describe('material import', () => {
  let app: FastifyInstance;
  const now = () => new Date();
  const visible = async () =>
    (await okDef(app, materialList, { input: { keyword: '戊辰', sort: 'NEW', page_size: 50 } })).list;

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => app.close());

  it('imports CSV (quoted newlines and quotes), reporting bad rows by line', async () => {
    const s = await importMaterials(app.database.db, parseEntries(CSV, 'csv'), now());
    expect([s.added, s.updated, s.skipped]).toEqual([1, 0, 0]);
    expect(s.errors).toEqual([{ line: 4, message: expect.stringContaining('请输入标题') }]);
    const [m] = (await visible()).filter((x) => x.title === '戊辰 雨夜重逢');
    expect(m).toMatchObject({
      cat1: 'qiaoduan',
      cat2: '情感',
      tags: ['重逢', '雨夜'],
      scope: 2,
      published: true,
    });
  });

  it('imports Markdown sections with their metadata lines', async () => {
    const s = await importMaterials(app.database.db, parseEntries(MD, 'md'), now());
    expect([s.added, s.errors.map((e) => e.line)]).toEqual([1, [10]]);
    const m = (await visible()).find((x) => x.title === '戊辰 一句台词定人设');
    expect(m?.tags).toEqual(['人设', '台词']);
    expect(m?.snippet).toContain('我从不回头看爆炸');
  });

  it('imports JSON; importing again updates what changed and skips the rest', async () => {
    const first = await importMaterials(app.database.db, parseEntries(JSON_TEXT, 'json'), now());
    expect([first.added, first.updated, first.skipped, first.errors.map((e) => e.line)]).toEqual([
      2,
      0,
      0,
      [3],
    ]);
    const changed = JSON.parse(JSON_TEXT) as { content: string }[];
    (changed[0] as { content: string }).content = '身份反转、动机反转、结局反转、视角反转。';
    const again = await importMaterials(
      app.database.db,
      parseEntries(JSON.stringify(changed), 'json'),
      now(),
    );
    expect([again.added, again.updated, again.skipped]).toEqual([0, 1, 1]);
    const titles = (await visible()).map((m) => m.title);
    expect(titles.filter((t) => t === '戊辰 反转的三种做法')).toHaveLength(1);
    const found = await okDef(app, materialList, { input: { keyword: '视角反转' } });
    expect(found.list.map((m) => m.title)).toEqual(['戊辰 反转的三种做法']);
  });

  it('refuses a file that is not an array, and duplicate keys inside one file', async () => {
    expect(() => parseEntries('{"title": "x"}', 'json')).toThrow(/数组/);
    const dup = JSON.stringify([
      { key: 'd-1', title: '戊辰 甲', content: 'x', cat1: 'others' },
      { key: 'd-1', title: '戊辰 乙', content: 'y', cat1: 'others' },
    ]);
    const s = await importMaterials(app.database.db, parseEntries(dup, 'json'), now());
    expect([s.added, s.errors]).toEqual([1, [{ line: 2, message: expect.stringContaining('重复') }]]);
  });

  it('loads the shipped seed library once (150+ entries, every category), idempotently', async () => {
    const seed = JSON.parse(fs.readFileSync(SEED_FILE, 'utf8')) as { cat1: string }[];
    expect(seed.length).toBeGreaterThanOrEqual(150);
    await loadMaterialSeed(app);
    await loadMaterialSeed(app);
    const all = await okDef(app, materialList, { input: { scope: '2', page_size: 1 } });
    // This file's own official entries: CSV 1, Markdown 1, JSON 2, duplicates test 1.
    expect(all.total).toBe(seed.length + 5);
    const cats = new Set(seed.map((s) => s.cat1));
    for (const cat of cats) {
      const page = await okDef(app, materialList, { input: { cat1: cat as 'ganhuo', page_size: 1 } });
      expect(page.total, cat).toBeGreaterThan(0);
    }
  });
});
