import { charactersLabelLength } from '../model/characters';
import { parseDialogue } from '../model/dialogue';
import type { ElementKind } from '../model/elements';
import { sceneFactOf } from '../model/scenes';

/** Spaces a writer's file may carry around a line (ASCII, full-width, no-break, zero-width). */
const EDGE_SPACES = /^[\s\u3000\u00a0\u200b\ufeff]+|[\s\u3000\u00a0\u200b\ufeff]+$/g;

/** A line's text without the spaces around it (indents of Word and TXT scripts mean nothing here). */
export const cleanLine = (text: string): string => text.replace(EDGE_SPACES, '');

const ACTION_MARK = /^[△▲]\s*/;
const TRANSITION =
  /^(?:(?:切至|切到|切换至|转至|转场|闪回|闪回结束|闪回完|回到现实|黑场|黑屏|叠化|淡入|淡出|渐隐|渐显|定格|画面切换)[：:。.！!]?(?:\s*\S{0,12})?|(?:CUT|SMASH CUT|MATCH CUT|DISSOLVE|FADE)(?: TO| IN| OUT)?[:.]?|[A-Z .]+ TO:)$/;
/** A numbered scene in words (`第3场`, `场3`, `场景1：`). */
const SCENE_WORD =
  /^(?:第\s*[0-9零〇一二两三四五六七八九十百]+\s*场|场景?\s*[0-9零〇一二两三四五六七八九十百]+(?:\s|[：:，,.。、]|$)|场景\s*[：:])/;
/** Fountain-style headings in an English-language text. */
const SCENE_EN = /^(?:INT|EXT|EST|INT\.?\/EXT|I\/E)[. ]/i;
const TIME_WORD =
  /^(?:日|夜|晨|昏|早|晚|白天|夜晚|夜里|清晨|早晨|黎明|凌晨|上午|中午|午后|下午|黄昏|傍晚|深夜|日间|夜间)$/;
const PLACE_WORD = /^(?:内|外|内外|外内|内\/外|外\/内)$/;
/** Labels of title-page and note lines (`剧名：…`) that look like dialogue but are not speech. */
const NOT_SPEAKERS =
  /^(?:剧名|片名|剧本|编剧|作者|导演|出品|时间|地点|场景|场地|备注|注|梗概|简介|故事梗概|主题|类型|题材|集数|字数|时长|人物小传|人物介绍|主要人物|第.{1,6}[集章话])$/;
/** A whole line in brackets: the bracket form of an action line some writers use. */
const BRACKETED = /^(?:【[^】]*】|〔[^〕]*〕|\[[^\]]*\]|（[^）]*）|\([^)]*\))$/;

/** True when the line reads as a Chinese scene heading: a time word and 内/外 among short tokens. */
function looksLikeSceneWords(text: string): boolean {
  if (text.length > 40 || /[。！？!?]$/.test(text)) return false;
  const tokens = text.split(/[\s，,、.．·\-—/|｜]+/).filter(Boolean);
  return tokens.some((t) => TIME_WORD.test(t)) && tokens.some((t) => PLACE_WORD.test(t));
}

/** The element a line of a Chinese script is, and its text as the editor stores it. */
export interface Recognised {
  kind: ElementKind;
  text: string;
}

/**
 * Recognises one non-empty line of a script by the conventions of ../shared/SCRIPT-FORMAT.md,
 * with the editor's own parsers (the typed `集-场` number of sceneFactOf, parseDialogue's
 * `角色（OS）：`, the `人物：` label): 人物 lines, `△` action (the mark is dropped: the editor
 * draws it), transitions, scene headings, dialogue; anything else is action in a script and a
 * plain line in a novel. `第N集` / `第N章` lines are the structure's business, not this one's.
 */
export function recogniseLine(raw: string, script: boolean): Recognised {
  const text = cleanLine(raw);
  if (charactersLabelLength(text) > 0) return { kind: 'characters', text };
  if (ACTION_MARK.test(text)) return { kind: 'action', text: text.replace(ACTION_MARK, '') };
  if (!script) return { kind: 'plain', text };
  if (TRANSITION.test(text)) return { kind: 'transition', text };
  const fact = sceneFactOf({ block: 'scene', text });
  const typedNumber = fact?.kind === 'scene' && fact.typed !== null;
  if (typedNumber || SCENE_WORD.test(text) || SCENE_EN.test(text) || looksLikeSceneWords(text)) {
    return { kind: 'scene', text };
  }
  const dialogue = parseDialogue(text);
  if (dialogue && dialogue.name.length <= 12 && !NOT_SPEAKERS.test(dialogue.name)) {
    return { kind: 'dialogue', text };
  }
  if (BRACKETED.test(text)) return { kind: 'action', text };
  return { kind: 'action', text };
}
