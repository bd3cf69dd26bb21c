import { describe, expect, it } from 'vitest';
import { filterWorks, hasFilters, NO_FILTERS } from './filters';

const works = [
  {
    name: '悬疑之夜',
    intro: '',
    tags: ['都市'],
    projectType: 'SCRIPT',
    mediaType: 'SCRIPT',
    lengthType: 'LONG',
  },
  {
    name: 'Star Road',
    intro: '少年热血',
    tags: ['悬疑'],
    projectType: 'SCRIPT',
    mediaType: 'NOVEL',
    lengthType: 'SHORT',
  },
  { name: '画中人', intro: '', tags: [], projectType: 'CARTOON', mediaType: 'CARTOON', lengthType: 'LONG' },
];

describe('filterWorks', () => {
  it('returns everything without filters', () => {
    expect(filterWorks(works, NO_FILTERS)).toHaveLength(3);
    expect(hasFilters(NO_FILTERS)).toBe(false);
  });

  it('matches the keyword in name, intro or tags, ignoring case and spaces', () => {
    const names = (kw: string) => filterWorks(works, { ...NO_FILTERS, keyword: kw }).map((w) => w.name);
    expect(names('悬疑')).toEqual(['悬疑之夜', 'Star Road']);
    expect(names('  star ')).toEqual(['Star Road']);
    expect(names('热血')).toEqual(['Star Road']);
    expect(names('不存在')).toEqual([]);
  });

  it('combines kind, medium and length filters', () => {
    expect(filterWorks(works, { ...NO_FILTERS, projectType: 'CARTOON' }).map((w) => w.name)).toEqual([
      '画中人',
    ]);
    expect(filterWorks(works, { ...NO_FILTERS, mediaType: 'NOVEL' }).map((w) => w.name)).toEqual([
      'Star Road',
    ]);
    expect(
      filterWorks(works, { ...NO_FILTERS, projectType: 'SCRIPT', lengthType: 'LONG' }).map((w) => w.name),
    ).toEqual(['悬疑之夜']);
    expect(hasFilters({ ...NO_FILTERS, lengthType: 'MINI' })).toBe(true);
  });
});
