import { describe, expect, it } from 'vitest';
import { labTools } from './laboratory';

// Issue 10 defect 6: /aiWork/laboratory was a 404; it lists the two tools, each opening its configured
// URL or saying 未配置.
describe('laboratory tools', () => {
  it('lists both tools with their configured URLs', () => {
    const tools = labTools({ fastImage: 'https://img.example.com/', fastModel: '' });
    expect(tools.map((t) => [t.name, t.url])).toEqual([
      ['极速生图', 'https://img.example.com/'],
      ['极速建模', null],
    ]);
  });

  it('never opens something that is not an http(s) URL', () => {
    expect(labTools({ fastImage: 'javascript:alert(1)', fastModel: 'not a url' }).map((t) => t.url)).toEqual([
      null,
      null,
    ]);
    expect(labTools(undefined).every((t) => t.url === null)).toBe(true);
  });
});
