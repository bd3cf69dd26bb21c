import { ScriptBlock, TemplateDocType, type TTemplateDocType } from '@juzuo/schemas';

/** One line of a template: its script block (absent = plain) and its text. */
export interface TemplateLine {
  block?: string;
  text: string;
}

const SCENE =
  /^(\d+\s*[-－]\s*\d+[\s，,、]*)?(日|夜|晨|昏|黄昏|清晨|傍晚|午后|深夜)[\s，,]+(内|外|内外)[\s，,]/;
const CHARACTERS = /^人物[：:]\s*/;
const ACTION = /^△\s*/;
const TRANSITION = /^(切至[：:]?|闪回|黑场|叠化|转场[：:]?)\s*$/;
const DIALOGUE = /^[^\s：:△（(]{1,12}(（[^）]{0,12}）|\([^)]{0,12}\))?[：:]/;

/**
 * Lines of a template from what the writer typed in the form: one line per line. In a script
 * template the script conventions (SCRIPT-FORMAT.md) give a line its block: `日 内 客厅` a scene
 * heading, `人物：…` the characters present, `△…` action, `角色：台词` dialogue, `切至：`/`黑场`
 * a transition. The drawn parts (`人物：`, `△`) are not kept in the text, as in the editor.
 */
export function textToLines(text: string, docType: TTemplateDocType): TemplateLine[] {
  const raw = text.replace(/\r\n?/g, '\n').split('\n');
  if (docType !== TemplateDocType.SCRIPT) return raw.map((t) => ({ text: t }));
  return raw.map((line) => {
    const t = line.trim();
    if (SCENE.test(t)) return { block: ScriptBlock.SCENE, text: t };
    if (CHARACTERS.test(t)) return { block: ScriptBlock.CHARACTERS, text: t.replace(CHARACTERS, '') };
    if (ACTION.test(t)) return { block: ScriptBlock.ACTION, text: t.replace(ACTION, '') };
    if (TRANSITION.test(t)) return { block: ScriptBlock.TRANSITION, text: t };
    if (DIALOGUE.test(t)) return { block: ScriptBlock.DIALOGUE, text: t };
    return { text: line };
  });
}

/** What the form shows for a template's lines (the inverse of textToLines). */
export function linesToText(lines: readonly TemplateLine[]): string {
  return lines
    .map((l) =>
      l.block === ScriptBlock.CHARACTERS
        ? `人物：${l.text}`
        : l.block === ScriptBlock.ACTION
          ? `△${l.text}`
          : l.text,
    )
    .join('\n');
}

const escapeHtml = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The editor's HTML of lines (one `<p>` each, `data-block` on script lines): the calls' `content`. */
export function linesToHtml(lines: readonly TemplateLine[]): string {
  return lines
    .map((l) =>
      l.block
        ? `<p data-block="${escapeHtml(l.block)}">${escapeHtml(l.text)}</p>`
        : `<p>${escapeHtml(l.text)}</p>`,
    )
    .join('');
}
