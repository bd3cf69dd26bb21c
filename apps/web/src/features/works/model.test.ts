import type { TWorkListItem } from '@juzuo/schemas';
import { describe, expect, it } from 'vitest';
import { kindLine, toWorkSummary, workHref } from './model';
import { MEDIA_TYPES_OF, mediaOptionsFor } from './options';

describe('work options', () => {
  it('lets a script project be a screenplay or a novel, and the other kinds only their own medium', () => {
    expect(mediaOptionsFor('SCRIPT').map((o) => o.label)).toEqual(['剧本', '小说']);
    expect(MEDIA_TYPES_OF.CARTOON).toEqual(['CARTOON']);
    expect(MEDIA_TYPES_OF.GAME).toEqual(['GAME']);
  });
});

describe('toWorkSummary', () => {
  const item = {
    project_id: 'w1',
    project_name: '归途',
    project_type: 'SCRIPT',
    script_type: 'NOVEL',
    media_type: 'NOVEL',
    length_type: 'SHORT',
    target_group: 'F',
    tags: ['悬疑'],
    intro: '',
    cover_url: '',
    my_permissions: ['WriteWork'],
    can_manage: 0,
    abilities: { can_write: true, can_edit_info: true, can_delete: false },
    updated_at: 5,
    deleted_at: null,
  } as unknown as TWorkListItem;

  it('maps the list entry and treats an empty cover as none', () => {
    const w = toWorkSummary(item);
    expect(w).toMatchObject({ id: 'w1', name: '归途', mediaType: 'NOVEL', coverUrl: null });
    expect(w.abilities).toMatchObject({ can_write: true, can_delete: false });
    expect(workHref(w)).toBe('/workDetail/w1/SCRIPT');
  });

  it('keeps the abilities the API presents (the web app does not re-derive them)', () => {
    expect(toWorkSummary(item).abilities).toBe(item.abilities);
  });
});

// Issue 10 defect 10: cards read 互动游戏 · 互动游戏 · 长篇, and a novel said nothing of being one.
describe('kindLine', () => {
  it('names the medium once, then the length', () => {
    expect(kindLine({ mediaType: 'GAME', lengthType: 'LONG' })).toBe('互动游戏 · 长篇');
    expect(kindLine({ mediaType: 'NOVEL', lengthType: 'MEDIUM' })).toBe('小说 · 中篇');
    expect(kindLine({ mediaType: 'SCRIPT', lengthType: 'SHORT' })).toBe('剧本 · 短篇');
  });
});
