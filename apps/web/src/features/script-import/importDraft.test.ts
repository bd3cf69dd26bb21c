import type { TImportPreview } from '@juzuo/schemas';
import { describe, expect, it } from 'vitest';
import { blocksOf, changedLines, draftOf, keptParts, withBlock, withKeep, workNameOf } from './importDraft';

const preview: TImportPreview = {
  format: 'docx',
  encoding: null,
  title: null,
  script: true,
  line_count: 5,
  parts: [
    {
      doc_name: '扉页',
      heading: null,
      title_page: true,
      lines: [{ block: 'plain', text: '编剧：张三', parenthetical: null }],
    },
    {
      doc_name: '第1集 重逢',
      heading: '第1集 重逢',
      title_page: false,
      lines: [
        { block: 'scene', text: '客栈大堂', parenthetical: null },
        { block: 'characters', text: '林秋、掌柜', parenthetical: null },
        { block: 'action', text: '林秋推门而入。', parenthetical: null },
      ],
    },
    {
      doc_name: '第2集',
      heading: '第2集',
      title_page: false,
      lines: [{ block: 'dialogue', text: '林秋：他不会来了。', parenthetical: null }],
    },
  ],
};

describe('import draft', () => {
  it('starts from the recognised elements and leaves a title page out', () => {
    const draft = draftOf(preview);
    expect(keptParts(draft)).toBe(2);
    expect(blocksOf(draft)).toEqual([null, ['scene', 'characters', 'action'], ['dialogue']]);
    expect(changedLines(preview, draft)).toBe(0);
  });

  it('sends a changed line and a left-out part, without touching the preview', () => {
    let draft = draftOf(preview);
    draft = withBlock(draft, 1, 2, 'dialogue');
    draft = withKeep(draft, 2, false);
    expect(blocksOf(draft)).toEqual([null, ['scene', 'characters', 'dialogue'], null]);
    expect(changedLines(preview, draft)).toBe(1);
    expect(keptParts(draft)).toBe(1);
    expect(preview.parts[1]?.lines[2]?.block).toBe('action');
  });

  it('keeps a title page when the writer asks, and a changed line of a left-out part does not count', () => {
    let draft = withKeep(draftOf(preview), 0, true);
    draft = withBlock(draft, 2, 0, 'action');
    draft = withKeep(draft, 2, false);
    expect(blocksOf(draft)).toEqual([['plain'], ['scene', 'characters', 'action'], null]);
    expect(changedLines(preview, draft)).toBe(0);
  });

  it('names a new work after the file', () => {
    expect(workNameOf('重逢.docx')).toBe('重逢');
    expect(workNameOf('《风雪客栈》第一稿 (2).fountain')).toBe('风雪客栈第一稿');
    expect(workNameOf('a.b.txt')).toBe('a.b');
    expect(workNameOf(`${'长'.repeat(60)}.txt`)).toHaveLength(50);
  });
});
