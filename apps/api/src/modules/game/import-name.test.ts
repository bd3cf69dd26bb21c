import { describe, expect, it } from 'vitest';
import { importedBoardName } from './import-name';

describe('importedBoardName', () => {
  it('keeps a free name', () => {
    expect(importedBoardName('主线', new Set(['支线']))).toBe('主线');
  });

  it('marks an import of a name the work already has, and numbers further ones', () => {
    expect(importedBoardName('主线', new Set(['主线']))).toBe('主线（导入）');
    expect(importedBoardName('主线', new Set(['主线', '主线（导入）']))).toBe('主线（导入 2）');
    expect(importedBoardName('主线', new Set(['主线', '主线（导入）', '主线（导入 2）']))).toBe(
      '主线（导入 3）',
    );
  });

  it('cuts a long name so the mark still fits in 50 characters', () => {
    const long = '长'.repeat(50);
    const name = importedBoardName(long, new Set([long]));
    expect([...name]).toHaveLength(50);
    expect(name.endsWith('（导入）')).toBe(true);
  });
});
