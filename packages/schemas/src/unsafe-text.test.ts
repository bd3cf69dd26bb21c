import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ZDocUpdateVersion } from './docs-api';
import { cleanDocumentText, documentText, documentTextKeys } from './document-text';
import { checkInput } from './input-check';
import { ZTeamUpdate } from './team';
import { findUnsafeText, unsafeText } from './unsafe-text';
import { ZWorkBaseInfoWrite } from './works-api';
import './index';

describe('text the database cannot hold', () => {
  it('is NUL or a lone surrogate; a surrogate pair (an emoji) is fine', () => {
    expect(unsafeText('a\u0000b')).toBe('nul');
    expect(unsafeText('\ud800')).toBe('surrogate');
    expect(unsafeText('a\udc00')).toBe('surrogate');
    expect(unsafeText('剧本😀')).toBeNull();
    expect(unsafeText('')).toBeNull();
  });

  it('is found at any depth, in list items and in object keys', () => {
    expect(findUnsafeText({ a: { b: ['ok', 'x\u0000'] } })).toEqual({ path: ['a', 'b', 1], problem: 'nul' });
    expect(findUnsafeText({ a: { 'k\ud800': 1 } })).toEqual({ path: ['a', 'k\ud800'], problem: 'surrogate' });
    expect(findUnsafeText({ a: 1, b: [true, null, { c: '正常' }] })).toBeNull();
  });

  it('does not overflow on deep nesting', () => {
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findUnsafeText(deep)?.problem).toBe('nul');
  });
});

describe('checkInput refuses unsafe text naming the field, before the schema', () => {
  it('team name with NUL', () => {
    expect(checkInput(ZTeamUpdate, { team_name: 'a\u0000b' })).toEqual({
      success: false,
      field: 'team_name',
      message: '团队名称（team_name）含有空字符（U+0000），无法保存，请删除后重试',
    });
  });

  it('a lone surrogate in long-form work info', () => {
    const r = checkInput(ZWorkBaseInfoWrite, { project_id: 'p1', synopsis: '\ud800' });
    expect(r).toMatchObject({ success: false, field: 'synopsis' });
    expect(r.success ? '' : r.message).toContain('故事梗概（synopsis）含有无效的字符编码');
  });

  it('fields the schema would drop are refused too (handlers may read the raw request)', () => {
    expect(checkInput(ZTeamUpdate, { team_name: '团队', unknown_field: '\u0000' })).toMatchObject({
      success: false,
      field: 'unknown_field',
    });
  });

  it('an id that is not an id is a validation error naming it', () => {
    const r = checkInput(ZTeamUpdate, { team_name: '团队', team_id: '../x' });
    expect(r).toEqual({ success: false, field: 'team_id', message: 'team_id 不合法' });
  });
});

describe('document content is cleaned, never refused', () => {
  it('drops NUL and maps lone surrogates to U+FFFD, keeping surrogate pairs', () => {
    expect(cleanDocumentText('a\u0000b\ud800c😀')).toBe('ab\ufffdc😀');
  });

  it('update_version content is document text', () => {
    expect([...documentTextKeys(ZDocUpdateVersion)]).toEqual(['content']);
    const r = checkInput(ZDocUpdateVersion, { doc_id: 'd1', content: '<p>a\u0000b\udc00</p>' });
    expect(r).toEqual({ success: true, data: { doc_id: 'd1', content: '<p>ab\ufffd</p>' } });
    // Other fields of the same call are still refused.
    expect(checkInput(ZDocUpdateVersion, { doc_id: 'd\u0000', content: 'x' })).toMatchObject({
      success: false,
      field: 'doc_id',
    });
  });

  it('is found through optional, default and preprocess wrappers', () => {
    const schema = z.preprocess(
      (v) => v,
      z.object({ body: documentText(z.string()).optional().default(''), title: z.string() }),
    );
    expect([...documentTextKeys(schema)]).toEqual(['body']);
  });
});
