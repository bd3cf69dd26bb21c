import type { BoardCard } from '@juzuo/doc-model';
import {
  CARD_TITLE_MAX,
  CHARACTER_TEMPLATE_ID,
  systemCardTemplate,
  type TCardTemplate,
  TEXT_TEMPLATE_ID,
} from '@juzuo/schemas';

// The rule by which model_switch turns an idea document's text into cards and back
// (docs/decisions.md "Idea edit types: model_switch"). Pure functions over lines and cards.

/** Field of a character sheet that takes the lines no label claims. */
const CHARACTER_FREE_FIELD = 'identity';
/** A `标签：值` line (full- or half-width colon). */
const LABELLED = /^([^：:]{1,20})[：:](.*)$/;

/** A card without its id yet. */
export type DraftCard = Omit<BoardCard, 'card_id'>;

/**
 * Sections of a document: runs of non-blank lines separated by blank lines. The first line of a
 * section titles it (cut at CARD_TITLE_MAX characters; the rest of that line opens the body).
 */
export function sectionsOf(lines: string[]): { title: string; body: string[] }[] {
  const sections: { title: string; body: string[] }[] = [];
  let current: string[] = [];
  const flush = () => {
    if (current.length === 0) return;
    const [first = '', ...rest] = current;
    const chars = [...first.trim()];
    const title = chars.slice(0, CARD_TITLE_MAX).join('');
    const overflow = chars.slice(CARD_TITLE_MAX).join('');
    sections.push({ title, body: overflow ? [overflow, ...rest] : rest });
    current = [];
  };
  for (const line of lines) {
    if (line.trim() === '') flush();
    else current.push(line);
  }
  flush();
  return sections;
}

/** Document lines -> free-text cards (edit type 2): title, and the rest in the `body` field. */
export function linesToTextCards(lines: string[]): DraftCard[] {
  return sectionsOf(lines).map(
    ({ title, body }): DraftCard => ({
      title,
      template_id: TEXT_TEMPLATE_ID,
      fields: body.length > 0 ? { body: body.join('\n') } : ({} as Record<string, string>),
    }),
  );
}

/**
 * Document lines -> character sheets (edit type 3): each section is one person; `标签：值` lines
 * whose label is a 人物 template field fill it (following unlabelled lines continue it), other
 * lines go to 身份; 姓名 defaults to the title.
 */
export function linesToCharacterCards(lines: string[]): DraftCard[] {
  const template = systemCardTemplate(CHARACTER_TEMPLATE_ID) as TCardTemplate;
  const byLabel = new Map(template.fields.map((f) => [f.label, f.key]));
  return sectionsOf(lines).map(({ title, body }) => {
    const collected: Record<string, string[]> = {};
    const push = (k: string, text: string) => {
      collected[k] = [...(collected[k] ?? []), text];
    };
    let key = CHARACTER_FREE_FIELD;
    for (const line of body) {
      const labelled = LABELLED.exec(line.trim());
      const known = labelled ? byLabel.get(labelled[1]?.trim() ?? '') : undefined;
      if (labelled && known) {
        key = known;
        push(key, labelled[2]?.trim() ?? '');
      } else push(key, line);
    }
    const fields: Record<string, string> = {};
    for (const [k, texts] of Object.entries(collected)) {
      const text = texts.join('\n').trim();
      if (text) fields[k] = text;
    }
    fields.name ??= title;
    return { title, template_id: CHARACTER_TEMPLATE_ID, fields };
  });
}

/**
 * Cards -> document lines: per card its title, then its non-empty fields (the free-text `body` as
 * it is, any other field as `标签：值` by its template's label), then a blank line between cards.
 */
export function cardsToLines(
  cards: BoardCard[],
  templateOf: (id: string) => TCardTemplate | undefined,
): string[] {
  const lines: string[] = [];
  for (const card of cards) {
    if (lines.length > 0) lines.push('');
    lines.push(card.title);
    const template = card.template_id ? templateOf(card.template_id) : undefined;
    const order = template ? template.fields.map((f) => f.key) : Object.keys(card.fields).sort();
    for (const key of order) {
      const text = card.fields[key]?.trim();
      if (!text) continue;
      if (card.template_id === TEXT_TEMPLATE_ID && key === 'body') {
        lines.push(...text.split('\n'));
        continue;
      }
      // A character sheet's name repeats its title; written once.
      if (card.template_id === CHARACTER_TEMPLATE_ID && key === 'name' && text === card.title) continue;
      const label = template?.fields.find((f) => f.key === key)?.label ?? key;
      lines.push(...`${label}：${text}`.split('\n'));
    }
  }
  return lines;
}
