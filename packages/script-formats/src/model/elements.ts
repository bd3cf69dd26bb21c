import { CHARACTERS_LABEL, charactersLabelLength, namesOnCharactersLine } from './characters';
import { parseDialogue, type VoiceMark } from './dialogue';
import { episodeOf, numberScenes } from './scenes';

/** One stored line of a document: its block attribute (missing = plain) and its text. */
export interface SourceLine {
  block?: string;
  text: string;
}

/** The mark drawn before an action line. */
export const ACTION_MARK = '△';

/**
 * One line of a script as the editor shows it. `shown` is the text a reader sees (the computed scene
 * number, the drawn `人物：` label and `△` included), which every export writes; the other fields
 * are the parts a format with its own element types (Fountain, FDX, Word styles) needs.
 */
export type ScriptElement =
  | { kind: 'scene'; shown: string; number: string; title: string }
  | { kind: 'characters'; shown: string; names: string[] }
  | { kind: 'action'; shown: string; text: string }
  | {
      kind: 'dialogue';
      shown: string;
      /** The name before the colon; null when the line has no `名字：` yet (then it reads as written). */
      speaker: string | null;
      voice: VoiceMark | null;
      parenthetical: string | null;
      /** The spoken words: after the colon and the parenthetical. */
      speech: string;
      /** Length of `角色（OS）：` at the start of `shown` (the part set bold). */
      speakerEnd: number;
    }
  | { kind: 'transition'; shown: string }
  | {
      kind: 'plain';
      shown: string;
      /** Episode this line starts (`第3集 …`), or null. */
      episode: number | null;
    };

/** The kind of element a line's block attribute makes (unknown or missing blocks are plain lines). */
export type ElementKind = ScriptElement['kind'];

const KINDS: readonly string[] = ['scene', 'characters', 'action', 'dialogue', 'transition', 'plain'];

/** Kind of a stored block attribute. */
export const kindOf = (block: string | undefined): ElementKind =>
  block && KINDS.includes(block) ? (block as ElementKind) : 'plain';

function dialogueOf(text: string): ScriptElement {
  const parts = parseDialogue(text);
  if (!parts) {
    return {
      kind: 'dialogue',
      shown: text,
      speaker: null,
      voice: null,
      parenthetical: null,
      speech: text,
      speakerEnd: 0,
    };
  }
  let rest = text.slice(parts.speakerEnd);
  if (parts.parenthetical !== null) rest = rest.replace(/^\s*[（(][^）)]*[）)]/, '');
  return {
    kind: 'dialogue',
    shown: text,
    speaker: parts.name,
    voice: parts.voice,
    parenthetical: parts.parenthetical,
    speech: rest.trim(),
    speakerEnd: parts.speakerEnd,
  };
}

/**
 * The elements of a document in order, numbered as the editor numbers them: scene headings get the
 * `集-场` number the editor draws (or keep the one the writer typed), counted from `firstEpisode`
 * (the editor takes it from a document named `第N集`).
 */
export function scriptElements(lines: readonly SourceLine[], firstEpisode = 1): ScriptElement[] {
  const typed = lines.map((l) => ({ block: kindOf(l.block), text: l.text }));
  const numbers = new Map(numberScenes(typed, firstEpisode).map((s) => [s.line, s]));
  return typed.map((line, index): ScriptElement => {
    const { text } = line;
    switch (line.block) {
      case 'scene': {
        const scene = numbers.get(index);
        if (!scene) return { kind: 'plain', shown: text, episode: null };
        const shown = scene.typed ? text.trim() : `${scene.number} ${text.trim()}`.trim();
        return { kind: 'scene', shown, number: scene.number, title: scene.title };
      }
      case 'characters': {
        const shown = charactersLabelLength(text) > 0 ? text : `${CHARACTERS_LABEL}${text}`;
        return { kind: 'characters', shown, names: namesOnCharactersLine(text) };
      }
      case 'action':
        return { kind: 'action', shown: `${ACTION_MARK}${text}`, text };
      case 'dialogue':
        return dialogueOf(text);
      case 'transition':
        return { kind: 'transition', shown: text };
      default:
        return { kind: 'plain', shown: text, episode: episodeOf(text) };
    }
  });
}

/** The text of a document exactly as the script reads: one shown line per element. */
export const shownText = (elements: readonly ScriptElement[]): string =>
  elements.map((e) => e.shown).join('\n');
