import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { cardsOf, insertCard, moveCard, patchCard, readBoard, removeCard } from './card-board';

const card = (card_id: string, title = card_id) => ({ card_id, title, template_id: '', fields: {} });
const sync = (from: Y.Doc, to: Y.Doc) =>
  Y.applyUpdate(to, Y.encodeStateAsUpdate(from, Y.encodeStateVector(to)));

describe('card board (cards:<idea_id>)', () => {
  it('keeps the fixed shape: a Y.Array cards of Y.Maps with card_id and title strings', () => {
    const doc = new Y.Doc();
    insertCard(doc, {
      card_id: 'a',
      title: '钩子',
      template_id: 'sys_short_drama_beat',
      fields: { hook: '坠楼' },
    });
    const map = cardsOf(doc).get(0) as Y.Map<unknown>;
    expect(map).toBeInstanceOf(Y.Map);
    expect([map.get('card_id'), map.get('title')]).toEqual(['a', '钩子']);
    expect((map.get('fields') as Y.Map<string>).get('hook')).toBe('坠楼');
  });

  it('reads what other clients write leniently: skips non-cards, keeps the first of a duplicated id', () => {
    const doc = new Y.Doc();
    const odd = new Y.Map<unknown>();
    odd.set('card_id', 'b');
    odd.set('title', 42);
    odd.set('fields', { note: '普通对象', n: 3 });
    const dup = new Y.Map<unknown>();
    dup.set('card_id', 'a');
    dup.set('title', '第二份');
    cardsOf(doc).push(['文字', 7, new Y.Map(), odd]);
    insertCard(doc, card('a', '第一份'));
    cardsOf(doc).push([dup]);
    expect(readBoard(doc)).toEqual([
      { card_id: 'b', title: '', template_id: '', fields: { note: '普通对象' } },
      { card_id: 'a', title: '第一份', template_id: '', fields: {} },
    ]);
  });

  it('inserts at a place, patches field by field, moves and removes', () => {
    const doc = new Y.Doc();
    for (const id of ['a', 'b', 'c']) insertCard(doc, card(id));
    insertCard(doc, card('first'), 0);
    insertCard(doc, card('far'), 99);
    expect(readBoard(doc).map((c) => c.card_id)).toEqual(['first', 'a', 'b', 'c', 'far']);
    expect(patchCard(doc, 'b', { title: '乙', fields: { x: '1' } })).toBe(true);
    expect(patchCard(doc, 'b', { fields: { y: '2' } })).toBe(true);
    expect(readBoard(doc).find((c) => c.card_id === 'b')).toMatchObject({
      title: '乙',
      fields: { x: '1', y: '2' },
    });
    expect(moveCard(doc, 'b', 0)).toBe(true);
    expect(moveCard(doc, 'first', 10)).toBe(true);
    expect(readBoard(doc).map((c) => c.card_id)).toEqual(['b', 'a', 'c', 'far', 'first']);
    // The moved card keeps its content.
    expect(readBoard(doc)[0]).toMatchObject({ title: '乙', fields: { x: '1', y: '2' } });
    expect(removeCard(doc, 'a')).toBe(true);
    expect([removeCard(doc, 'a'), patchCard(doc, 'a', { title: '无' }), moveCard(doc, 'a', 0)]).toEqual([
      false,
      false,
      false,
    ]);
    expect(readBoard(doc).map((c) => c.card_id)).toEqual(['b', 'c', 'far', 'first']);
  });

  it('merges two editors: concurrent adds both stay, edits of different fields both land', () => {
    const a = new Y.Doc();
    const b = new Y.Doc();
    insertCard(a, card('x', '张小敬'));
    sync(a, b);
    insertCard(a, card('ya'));
    insertCard(b, card('yb'));
    patchCard(a, 'x', { fields: { name: '张小敬' } });
    patchCard(b, 'x', { fields: { goal: '守住长安' } });
    sync(a, b);
    sync(b, a);
    expect(readBoard(a)).toEqual(readBoard(b));
    expect(
      readBoard(a)
        .map((c) => c.card_id)
        .sort(),
    ).toEqual(['x', 'ya', 'yb']);
    // Both field edits land (the fields map is shared, not replaced).
    expect(readBoard(a).find((c) => c.card_id === 'x')?.fields).toEqual({ name: '张小敬', goal: '守住长安' });
  });

  it('two editors moving one card at once leave one card on the board as read', () => {
    const a = new Y.Doc();
    const b = new Y.Doc();
    for (const id of ['p', 'q', 'r']) insertCard(a, card(id));
    sync(a, b);
    moveCard(a, 'r', 0);
    moveCard(b, 'r', 1);
    sync(a, b);
    sync(b, a);
    expect(readBoard(a)).toEqual(readBoard(b));
    expect(readBoard(a).filter((c) => c.card_id === 'r')).toHaveLength(1);
    expect(readBoard(a)).toHaveLength(3);
  });
});
