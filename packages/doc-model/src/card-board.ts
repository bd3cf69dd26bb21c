import * as Y from 'yjs';

// The card board of an idea, `cards:<idea_id>` (ARCHITECTURE.md): a Y.Array `cards` of Y.Maps, each
// with `card_id` and `title` strings (fixed, other Yjs clients rely on them), `template_id` and a
// nested Y.Map `fields` (template field key -> text). Board order is the array order. API (REST
// writes, checkpoint mirror) and web (the live board) both read and write it through these helpers.

/** Name of the board's array in the Yjs document. */
export const CARDS_ARRAY = 'cards';

/** One card as plain data. */
export interface BoardCard {
  card_id: string;
  title: string;
  template_id: string;
  fields: Record<string, string>;
}

/** The board's array of card maps. */
export const cardsOf = (doc: Y.Doc): Y.Array<unknown> => doc.getArray<unknown>(CARDS_ARRAY);

const str = (value: unknown): string => (typeof value === 'string' ? value : '');

/** A field map's (or a plain object's, from other clients) string entries. */
function fieldsOf(value: unknown): Record<string, string> {
  const entries =
    value instanceof Y.Map
      ? [...value.entries()]
      : value && typeof value === 'object'
        ? Object.entries(value)
        : [];
  const fields: Record<string, string> = {};
  for (const [key, text] of entries) if (typeof text === 'string') fields[key] = text;
  return fields;
}

/**
 * The cards in board order. Entries that are not maps with a card_id are skipped, and a card_id seen
 * twice (two users moving the same card at once each re-insert it) counts at its first place only.
 */
export function readBoard(doc: Y.Doc): BoardCard[] {
  const seen = new Set<string>();
  const cards: BoardCard[] = [];
  for (const item of cardsOf(doc).toArray()) {
    if (!(item instanceof Y.Map)) continue;
    const cardId = str(item.get('card_id'));
    if (!cardId || seen.has(cardId)) continue;
    seen.add(cardId);
    cards.push({
      card_id: cardId,
      title: str(item.get('title')),
      template_id: str(item.get('template_id')),
      fields: fieldsOf(item.get('fields')),
    });
  }
  return cards;
}

/** Index of a card's (first) map in the array; -1 when it is not on the board. */
export function cardIndex(doc: Y.Doc, cardId: string): number {
  return cardsOf(doc)
    .toArray()
    .findIndex((item) => item instanceof Y.Map && item.get('card_id') === cardId);
}

function cardMap(card: BoardCard): Y.Map<unknown> {
  const map = new Y.Map<unknown>();
  map.set('card_id', card.card_id);
  map.set('title', card.title);
  map.set('template_id', card.template_id);
  map.set('fields', new Y.Map<string>(Object.entries(card.fields)));
  return map;
}

/** Inserts a card at `index` (clamped; the end when absent). Call inside a transaction. */
export function insertCard(doc: Y.Doc, card: BoardCard, index?: number): void {
  const cards = cardsOf(doc);
  const at = index === undefined ? cards.length : Math.max(0, Math.min(index, cards.length));
  cards.insert(at, [cardMap(card)]);
}

/** What an edit of one card changes: title, template, and field texts (merged key by key). */
export interface CardPatch {
  title?: string;
  template_id?: string;
  fields?: Record<string, string>;
}

/** Applies a patch to a card on the board; false when the card is not there. */
export function patchCard(doc: Y.Doc, cardId: string, patch: CardPatch): boolean {
  const at = cardIndex(doc, cardId);
  if (at < 0) return false;
  const map = cardsOf(doc).get(at) as Y.Map<unknown>;
  doc.transact(() => {
    if (patch.title !== undefined && map.get('title') !== patch.title) map.set('title', patch.title);
    if (patch.template_id !== undefined && map.get('template_id') !== patch.template_id)
      map.set('template_id', patch.template_id);
    if (patch.fields) {
      let fields = map.get('fields');
      if (!(fields instanceof Y.Map)) {
        fields = new Y.Map<string>(Object.entries(fieldsOf(fields)));
        map.set('fields', fields);
      }
      const target = fields as Y.Map<string>;
      for (const [key, text] of Object.entries(patch.fields))
        if (target.get(key) !== text) target.set(key, text);
    }
  });
  return true;
}

/**
 * Moves a card to `index` of the board without it (clamped). Yjs arrays cannot move an item, so the
 * card is deleted and a copy inserted in one transaction; an edit another user makes to the card in
 * the same instant is lost with the old copy (a move is a second's work, a card edit is repeated).
 */
export function moveCard(doc: Y.Doc, cardId: string, index: number): boolean {
  const from = cardIndex(doc, cardId);
  if (from < 0) return false;
  const card = readBoard(doc).find((c) => c.card_id === cardId);
  if (!card) return false;
  doc.transact(() => {
    cardsOf(doc).delete(from, 1);
    insertCard(doc, card, index);
  });
  return true;
}

/** Removes every map of a card from the board; false when it was not there. */
export function removeCard(doc: Y.Doc, cardId: string): boolean {
  const cards = cardsOf(doc);
  let removed = false;
  doc.transact(() => {
    for (let i = cards.length - 1; i >= 0; i--) {
      const item = cards.get(i);
      if (item instanceof Y.Map && item.get('card_id') === cardId) {
        cards.delete(i, 1);
        removed = true;
      }
    }
  });
  return removed;
}
