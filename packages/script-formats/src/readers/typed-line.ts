import { charactersLabelLength } from '../model/characters';
import type { ElementKind } from '../model/elements';
import type { ReadLine } from './types';

/** Action mark a writer (or our own export) put before an action line; the editor draws it. */
const ACTION_MARK = /^[△▲]\s*/;

/**
 * A line a structured format typed. Formats without a 人物 element (Fountain, FDX) carry `人物：…`
 * as action, and action may carry the `△` our export writes: both come back as the editor has them.
 */
export function typedLine(kind: ElementKind, text: string): ReadLine {
  if ((kind === 'action' || kind === 'plain') && charactersLabelLength(text) > 0) {
    return { kind: 'characters', text };
  }
  if (kind === 'action') return { kind, text: text.replace(ACTION_MARK, '') };
  return { kind, text };
}

/**
 * A scene heading with the 集-场 number a format keeps beside it (Fountain `#2-5#`, FDX `Number`)
 * written back in front, as the editor keeps a typed number; other scene numbers are left out.
 */
export function sceneLine(title: string, number: string | null): ReadLine {
  const text = title.trim();
  const code = number?.trim() ?? '';
  if (/^\d+-\d+(?:-\d+)*$/.test(code) && !/^\d+\s*[-－—]\s*\d+/.test(text)) {
    return { kind: 'scene', text: `${code} ${text}`.trim() };
  }
  return { kind: 'scene', text };
}

/** Voice marks of English-language tools -> ours: (V.O.) is VO, (O.S.) / (O.C.) / 内心OS are OS. */
function voiceOf(extension: string): 'OS' | 'VO' | null {
  const e = extension.replace(/[.\s]/g, '').toUpperCase();
  if (e === 'VO' || e === '画外音') return 'VO';
  if (e === 'OS' || e === 'OC' || e === 'OFF' || e === '内心OS') return 'OS';
  return null;
}

/**
 * One dialogue line `角色（OS）：（括注）台词` from the parts of a dialogue block of Fountain or FDX:
 * the character cue (with its extension such as `(V.O.)`, `(CONT'D)`), parentheticals and speech.
 */
export function dialogueLine(cue: string, pieces: ReadonlyArray<{ paren: boolean; text: string }>): ReadLine {
  let name = cue.trim();
  let voice: 'OS' | 'VO' | null = null;
  for (;;) {
    const m = /\s*[（(]([^）)]*)[）)]\s*$/.exec(name);
    if (!m) break;
    voice = voice ?? voiceOf(m[1] ?? '');
    name = name.slice(0, m.index).trim();
  }
  name = name.replace(/\s*\^$/, '');
  let body = '';
  for (const piece of pieces) {
    const text = piece.text.trim();
    if (!text) continue;
    body += piece.paren ? `（${text.replace(/^[（(]|[）)]$/g, '').trim()}）` : text;
  }
  return { kind: 'dialogue', text: `${name}${voice ? `（${voice}）` : ''}：${body}` };
}
