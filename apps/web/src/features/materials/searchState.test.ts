import { describe, expect, it } from 'vitest';
import {
  changeSearch,
  EMPTY_SEARCH,
  listInput,
  pageCount,
  paramsFromSearch,
  searchFromParams,
} from './searchState';

const parse = (q: string) => searchFromParams(new URLSearchParams(q));

describe('materials search <-> URL', () => {
  it('reads every field of a shared link', () => {
    expect(
      parse('keyword=%E9%80%80%E5%A9%9A&cat1=qiaoduan&cat2=反转&tag=霸总&sort=HOT&page=3&scope=3'),
    ).toEqual({
      keyword: '退婚',
      cat1: 'qiaoduan',
      cat2: '反转',
      tag: '霸总',
      sort: 'HOT',
      page: 3,
      scope: 3,
    });
  });

  it('falls back to the defaults for an empty or malformed URL', () => {
    expect(parse('')).toEqual(EMPTY_SEARCH);
    expect(parse('cat1=nope&sort=BEST&page=-2&scope=9')).toEqual(EMPTY_SEARCH);
    expect(parse('page=1.5').page).toBe(1);
  });

  it('writes only what differs from the defaults, and reads back what it wrote', () => {
    expect(paramsFromSearch(EMPTY_SEARCH).toString()).toBe('');
    const search = { ...EMPTY_SEARCH, keyword: '付费 卡点', cat1: 'ganhuo' as const, page: 2 };
    const params = paramsFromSearch(search);
    expect(params.get('keyword')).toBe('付费 卡点');
    expect(params.has('sort')).toBe(false);
    expect(searchFromParams(new URLSearchParams(params.toString()))).toEqual(search);
  });

  it('goes back to page 1 when the search changes, and drops cat2 with a new category', () => {
    const at = { ...EMPTY_SEARCH, cat1: 'qiaoduan' as const, cat2: '反转', page: 4 };
    expect(changeSearch(at, { page: 5 }).page).toBe(5);
    expect(changeSearch(at, { sort: 'NEW' })).toMatchObject({ page: 1, cat2: '反转' });
    expect(changeSearch(at, { cat1: 'taici' })).toMatchObject({ page: 1, cat2: '' });
    expect(changeSearch(at, { cat1: 'taici', cat2: '霸总' }).cat2).toBe('霸总');
  });

  it('builds the list call input and the page count', () => {
    expect(listInput(EMPTY_SEARCH)).toEqual({ cat1: 'all', sort: 'COMP', page_index: 1, page_size: 10 });
    expect(listInput({ ...EMPTY_SEARCH, keyword: '桥段', scope: 2 }, 5)).toMatchObject({
      keyword: '桥段',
      scope: 2,
      page_size: 5,
    });
    expect(pageCount(0)).toBe(1);
    expect(pageCount(21)).toBe(3);
  });
});
