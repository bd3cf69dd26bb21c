import { PlotActionType, type TParsedPlotAction } from '@juzuo/schemas';

// Pasted script text -> plot actions, by the conventions of ../shared/SCRIPT-FORMAT.md (Chinese
// short-drama scripts): `角色：台词` is dialogue, `△` (or a whole line in brackets) is description,
// 旁白 speaks narration (CHORUS), scene headings and transitions become descriptions, the cast line
// `人物：…` is left out, and a wrapped (indented) line continues the line before it.

/** Names that mean narration rather than a character. */
const NARRATORS = new Set(['旁白', '画外音', '叙述', '解说']);
/** Lines listing who is present (`人物：林秋、掌柜`), not dialogue. */
const CAST_LABELS = new Set(['人物', '出场人物', '角色']);
/** Voice marks after a name: 林秋（OS）, 林秋OS, 林秋(V.O.). */
const VOICE_MARK =
  /\s*(?:[（(]\s*(?:内心\s*)?(?:O\.?S\.?|V\.?O\.?|画外音|内心独白)\s*[)）]|(?:内心)?(?:OS|VO))$/i;
/** `角色：台词` — a short name with no sentence punctuation, then a colon. */
const DIALOGUE =
  /^([^：:，。！？!?,.\s△▲“”"「」]{1,12}(?:\s*[（(][^）)]{1,8}[)）])?|[^：:，。！？!?,.\s△▲“”"「」]{1,12}(?:OS|VO))\s*[：:]\s*(.*)$/i;
/** Scene headings: `1-3 日 内 客栈大堂`, `23-1，外，武当山玄岳门，日`, `第3场`. */
const SCENE_HEADING = /^(?:\d+(?:-\d+)*[\s，,、.]+\S|第[0-9一二三四五六七八九十百]+[场幕])/;
/** Transitions on a line of their own. */
const TRANSITION = /^(?:切至[：:]?.*|闪回.*|黑场|叠化|淡入|淡出|转场)$/;
/** A whole line in brackets: an action written the older way. */
const BRACKETED = /^[（(【[](.+)[）)】\]]$/;

/** A role name without its voice mark. */
const roleName = (raw: string): string => raw.replace(VOICE_MARK, '').trim();

/** Parses pasted script text into plot actions and the role names they use (first use first). */
export function parsePlotActions(text: string): { list: TParsedPlotAction[]; roles: string[] } {
  const list: TParsedPlotAction[] = [];
  const roles: string[] = [];
  for (const raw of text.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    if (line === '') continue;
    const last = list.at(-1);
    // A wrapped line of dialogue is indented under the text after the colon.
    if (/^[\s\u3000]/.test(raw) && last?.action_type === PlotActionType.DIALOG && !DIALOGUE.test(line)) {
      last.msg += line;
      continue;
    }
    if (/^[△▲]/.test(line)) {
      list.push({ action_type: PlotActionType.DESC, msg: line.replace(/^[△▲]\s*/, '') });
      continue;
    }
    const bracketed = BRACKETED.exec(line);
    if (bracketed || SCENE_HEADING.test(line) || TRANSITION.test(line)) {
      list.push({ action_type: PlotActionType.DESC, msg: bracketed ? (bracketed[1] ?? '').trim() : line });
      continue;
    }
    const dialogue = DIALOGUE.exec(line);
    if (dialogue) {
      const name = roleName(dialogue[1] ?? '');
      const msg = (dialogue[2] ?? '').trim();
      if (CAST_LABELS.has(name)) continue;
      if (NARRATORS.has(name)) {
        list.push({ action_type: PlotActionType.CHORUS, msg });
        continue;
      }
      if (name !== '') {
        if (!roles.includes(name)) roles.push(name);
        list.push({ action_type: PlotActionType.DIALOG, msg, role_name: name });
        continue;
      }
    }
    // Any other line is description (action written without △).
    list.push({ action_type: PlotActionType.DESC, msg: line });
  }
  return { list, roles };
}
