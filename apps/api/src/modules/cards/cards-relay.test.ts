import { type Client, waitFor } from '@juzuo/collab-server/testing';
import { insertCard, moveCard, patchCard, readBoard } from '@juzuo/doc-model';
import {
  ideaCardAdd,
  ideaCardList,
  ideaCardUpdate,
  projectIdeaAdd,
  relayDocumentName,
  WorkPermission,
} from '@juzuo/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { okDef } from '../../test/call';
import { RELAY_SETTLE_MS as SETTLE_MS, useRelayStory } from '../../test/relay';
import { type DocsFixture, docsFixture } from '../docs/testing';
import { setMember } from '../works/testing';

describe('a card board through the real relay', () => {
  const story = useRelayStory({ prefix: 'cards' });
  let f: DocsFixture;
  let ideaId: string;
  const connect = (token: string) => story.connect(relayDocumentName('cards', ideaId), token);

  beforeAll(async () => {
    f = await docsFixture(story.server.app, '55500124');
    await setMember(story.server.app, f.owner.token, f.workId, f.member.user_id, [WorkPermission.EditIdeas]);
    ideaId = (
      await okDef(story.server.app, projectIdeaAdd, {
        token: f.owner.token,
        input: { project_id: f.workId, doc_type: 4, edit_type: 2 },
      })
    ).idea_id;
  });

  it('two editors converge, REST writes reach open boards at once, REST reads match', {
    timeout: 90_000,
  }, async () => {
    const a = await connect(f.owner.token);
    const b = await connect(f.member.token);
    const reader = await connect(f.admin.token);
    expect([a.readOnly, b.readOnly, reader.readOnly]).toEqual([false, false, true]);

    // Both add at once, then edit each other's cards and reorder.
    a.doc.transact(() =>
      insertCard(a.doc, { card_id: 'card-a', title: '钩子：坠楼', template_id: '', fields: {} }),
    );
    b.doc.transact(() =>
      insertCard(b.doc, {
        card_id: 'card-b',
        title: '反转',
        template_id: 'sys_short_drama_beat',
        fields: {},
      }),
    );
    await waitFor(() => readBoard(a.doc).length === 2 && readBoard(b.doc).length === 2, SETTLE_MS);
    patchCard(a.doc, 'card-b', { fields: { twist: '死者是替身' } });
    patchCard(b.doc, 'card-a', { title: '钩子：长安坠楼' });
    // A move re-inserts the card (Yjs arrays cannot move), so it waits for the field edit to arrive.
    await waitFor(
      () => readBoard(b.doc).find((c) => c.card_id === 'card-b')?.fields.twist === '死者是替身',
      SETTLE_MS,
    );
    moveCard(b.doc, 'card-b', 0);

    // A REST add lands on every open board without reloading.
    const rest = await okDef(story.server.app, ideaCardAdd, {
      token: f.member.token,
      input: {
        idea_id: ideaId,
        title: '付费卡点',
        template_id: 'sys_short_drama_beat',
        fields: { paywall: '真凶露面' },
      },
    });
    const expected = [
      ['card-b', '反转', { twist: '死者是替身' }],
      ['card-a', '钩子：长安坠楼', {}],
      [rest.card_id, '付费卡点', { paywall: '真凶露面' }],
    ];
    const shape = (client: Client) => readBoard(client.doc).map((c) => [c.card_id, c.title, c.fields]);
    await waitFor(
      () => [a, b, reader].every((c) => JSON.stringify(shape(c)) === JSON.stringify(expected)),
      SETTLE_MS,
    );
    // The read-only member's edit is dropped by the relay.
    patchCard(reader.doc, 'card-a', { title: '只读成员改的' });

    // REST reads follow the board within the store debounce (spec: 5 s).
    const started = Date.now();
    for (;;) {
      const { list } = await okDef(story.server.app, ideaCardList, {
        token: f.admin.token,
        input: { idea_id: ideaId },
      });
      if (JSON.stringify(list.map((c) => [c.card_id, c.title, c.fields])) === JSON.stringify(expected)) break;
      expect(Date.now() - started).toBeLessThan(SETTLE_MS);
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(Date.now() - started).toBeLessThan(5_000 + 2_000);
    expect(shape(a)).toEqual(expected);

    // A REST update reaches the open boards too.
    await okDef(story.server.app, ideaCardUpdate, {
      token: f.owner.token,
      input: { card_id: 'card-a', title: '钩子：开场坠楼', index: 2 },
    });
    await waitFor(
      () =>
        [a, b].every(
          (c) =>
            readBoard(c.doc)
              .map((x) => x.title)
              .join('|') === '反转|付费卡点|钩子：开场坠楼',
        ),
      SETTLE_MS,
    );
    expect(readBoard(a.doc).find((c) => c.card_id === 'card-a')?.title).toBe('钩子：开场坠楼');
  });

  it('a hostile client cannot stop the board saving: odd entries are skipped, text is made storable', {
    timeout: 90_000,
  }, async () => {
    const other = (
      await okDef(story.server.app, projectIdeaAdd, {
        token: f.owner.token,
        input: { project_id: f.workId, doc_type: 1, edit_type: 2 },
      })
    ).idea_id;
    const taken = await okDef(story.server.app, ideaCardAdd, {
      token: f.owner.token,
      input: { idea_id: ideaId, title: '别的看板上的卡片' },
    });
    const client = await story.connect(relayDocumentName('cards', other), f.member.token);
    const cards = client.doc.getArray<unknown>('cards');
    const map = (entries: Record<string, unknown>) => new Y.Map<unknown>(Object.entries(entries));
    client.doc.transact(() => {
      cards.push([
        '不是卡片',
        map({ card_id: 'bad id with spaces', title: '坏 id' }),
        map({ card_id: taken.card_id, title: '抄来的 id' }),
        map({ card_id: 'nul-card', title: 'a\u0000b\ud800c', fields: map({ hook: 'x\u0000y' }) }),
        map({ card_id: 'ok-card', title: 42 }),
      ]);
    });
    const started = Date.now();
    for (;;) {
      const { list } = await okDef(story.server.app, ideaCardList, {
        token: f.owner.token,
        input: { idea_id: other },
      });
      if (list.length === 2) {
        expect(list.map((c) => [c.card_id, c.title, c.fields])).toEqual([
          ['nul-card', 'ab\ufffdc', { hook: 'xy' }],
          ['ok-card', '', {}],
        ]);
        break;
      }
      expect(Date.now() - started).toBeLessThan(SETTLE_MS);
      await new Promise((r) => setTimeout(r, 200));
    }
    // The copied id still answers its own board's card.
    const own = await okDef(story.server.app, ideaCardList, {
      token: f.owner.token,
      input: { idea_id: ideaId },
    });
    expect(own.list.find((c) => c.card_id === taken.card_id)?.title).toBe('别的看板上的卡片');
    // Later edits keep saving.
    insertCard(client.doc, { card_id: 'later', title: '之后的卡片', template_id: '', fields: {} });
    const again = Date.now();
    for (;;) {
      const { list } = await okDef(story.server.app, ideaCardList, {
        token: f.owner.token,
        input: { idea_id: other },
      });
      if (list.some((c) => c.card_id === 'later')) break;
      expect(Date.now() - again).toBeLessThan(SETTLE_MS);
      await new Promise((r) => setTimeout(r, 200));
    }
  });
});
