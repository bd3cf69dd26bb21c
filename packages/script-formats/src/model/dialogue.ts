/** Voice marks a dialogue line may carry after the name (`林秋（OS）：…`, `林秋 VO：…`). */
export const VOICE_MARKS = ['OS', 'VO'] as const;
/** One voice mark. */
export type VoiceMark = (typeof VOICE_MARKS)[number];
/** What each voice mark means (tooltip text: writers use the labels loosely). */
export const VOICE_MARK_TIPS: Record<VoiceMark, string> = {
  OS: '画外音 / 内心独白（短剧常作内心OS）',
  VO: '旁白、电话或画外叙述',
};

/** The parts of a dialogue line `角色（OS）：（括注）台词`. */
export interface DialogueParts {
  /** Character name without marks. */
  name: string;
  /** Length of the speaker part including the colon (the part shown bold). */
  speakerEnd: number;
  /** Voice mark after the name, if any. */
  voice: VoiceMark | null;
  /** Parenthetical right after the colon, without its brackets. */
  parenthetical: string | null;
}

const SPEAKER =
  /^([^：:（(\s]{1,20})\s*(?:[（(]\s*(?:内心)?\s*(OS|VO|os|vo)\s*[）)]|\s+(?:内心)?(OS|VO|os|vo))?\s*[：:]/;
const PAREN = /^\s*[（(]([^）)]*)[）)]/;

/** Splits a dialogue line; null while the line has no `名字：` yet. */
export function parseDialogue(text: string): DialogueParts | null {
  const m = SPEAKER.exec(text);
  if (!m?.[1]) return null;
  const mark = (m[2] ?? m[3])?.toUpperCase() as VoiceMark | undefined;
  const rest = text.slice(m[0].length);
  const paren = PAREN.exec(rest);
  return {
    name: m[1],
    speakerEnd: m[0].length,
    voice: mark ?? null,
    parenthetical: paren ? (paren[1] ?? '').trim() : null,
  };
}

/**
 * Where a voice mark goes in a dialogue line: right before the speaker's colon (`林秋（OS）：`), or
 * null when the line has no speaker yet or already carries a mark (then it goes at the caret).
 */
export function voiceMarkOffset(text: string): number | null {
  const parts = parseDialogue(text);
  if (!parts || parts.voice) return null;
  return text.slice(0, parts.speakerEnd).search(/\s*[：:]$/);
}

/** Quick inserts offered for the line type the caret is on (scene time/place words, transitions). */
export const QUICK_INSERTS: Partial<Record<string, readonly string[]>> = {
  scene: ['日', '夜', '内', '外'],
  transition: ['切至：', '闪回', '黑场', '叠化'],
};
