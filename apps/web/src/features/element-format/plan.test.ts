import type { TElementChange } from '@juzuo/schemas';
import { describe, expect, it } from 'vitest';
import { type LiveLine, planChanges, readyOnes } from './plan';

const change = (
  line: number,
  text: string,
  current: TElementChange['current'],
  proposed: TElementChange['proposed'],
  proposed_text = text,
): TElementChange => ({ line, text, current, proposed, proposed_text, source: 'rules' });

const HEADING = change(0, '1-1 夜 外 长安城', 'plain', 'scene');
const SPEECH = change(2, '张小敬：你来了。', 'plain', 'dialogue');
const MARKED = change(3, '△众人退后。', 'action', 'action', '众人退后。');
const LINES: LiveLine[] = [
  { block: 'plain', text: '1-1 夜 外 长安城' },
  { block: 'action', text: '张小敬拔刀。' },
  { block: 'plain', text: '张小敬：你来了。' },
  { block: 'action', text: '△众人退后。' },
];

describe('planChanges', () => {
  it('finds every change at its line while the document is as recognised', () => {
    const planned = planChanges([HEADING, SPEECH, MARKED], LINES);
    expect(planned.map((p) => [p.status, 'index' in p ? p.index : null])).toEqual([
      ['ready', 0],
      ['ready', 2],
      ['ready', 3],
    ]);
    expect(readyOnes(planned)).toHaveLength(3);
  });

  it('calls a line stale when its text or element changed since the run', () => {
    const edited: LiveLine[] = [
      { block: 'plain', text: '1-1 夜 外 长安城西市' },
      LINES[1] as LiveLine,
      { block: 'transition', text: '张小敬：你来了。' },
      LINES[3] as LiveLine,
    ];
    expect(planChanges([HEADING, SPEECH, MARKED], edited).map((p) => p.status)).toEqual([
      'stale',
      'stale',
      'ready',
    ]);
  });

  it('sees applied lines as done (the element and the stored text)', () => {
    const applied: LiveLine[] = [
      { block: 'scene', text: '1-1 夜 外 长安城' },
      LINES[1] as LiveLine,
      LINES[2] as LiveLine,
      { block: 'action', text: '众人退后。' },
    ];
    expect(planChanges([HEADING, SPEECH, MARKED], applied).map((p) => p.status)).toEqual([
      'done',
      'ready',
      'done',
    ]);
  });

  it('follows a line moved by lines inserted above it, to the nearest same line', () => {
    const shifted: LiveLine[] = [{ block: 'plain', text: '新加的一行' }, ...LINES, LINES[2] as LiveLine];
    const planned = planChanges([HEADING, SPEECH], shifted);
    expect(planned.map((p) => ('index' in p ? p.index : null))).toEqual([1, 3]);
  });

  it('gives each live line to one change only', () => {
    const twice = [SPEECH, { ...SPEECH, line: 5 }];
    expect(planChanges(twice, LINES).map((p) => p.status)).toEqual(['ready', 'stale']);
  });

  it('calls a change stale when the document has fewer lines now', () => {
    expect(planChanges([MARKED], LINES.slice(0, 2)).map((p) => p.status)).toEqual(['stale']);
  });
});
