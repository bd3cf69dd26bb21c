import { waitFor } from '@juzuo/collab-server/testing';
import { appendLines, docFromState, docToText } from '@juzuo/doc-model';
import {
  DOCUMENT_KINDS,
  projectDocDetail,
  projectIdeaAdd,
  projectIdeaDetail,
  RELAY_DOCUMENT_KINDS,
  relayDocumentId,
  relayDocumentName,
  type TRelayDocumentKind,
  WORK_PERMISSIONS,
} from '@juzuo/schemas';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { collabStates, gameBoards } from '../../db/schema/index';
import { okDef } from '../../test/call';
import { RELAY_SETTLE_MS, until, useRelayStory } from '../../test/relay';
import { addDoc, type DocsFixture, docsFixture } from '../docs/testing';
import { createGameBoard } from '../game/repo';
import { setMember } from '../works/testing';

/** Keys of the probe map every client writes into (any Yjs client may add a map to any kind). */
const probeKeys = (doc: Y.Doc): string[] => [...doc.getMap<string>('probe').keys()].sort();

describe('every document kind through the real relay: refused, read-only, editable, stored', () => {
  const story = useRelayStory({ prefix: 'kinds', closeAfterEach: true });
  const connect = story.connect;
  let f: DocsFixture;
  const names = {} as Record<TRelayDocumentKind, string>;
  const storedState = async (name: string): Promise<Y.Doc> => {
    const [row] = await story.server.app.database.db
      .select()
      .from(collabStates)
      .where(eq(collabStates.name, name));
    return docFromState(row ? new Uint8Array(row.state) : null);
  };

  beforeAll(async () => {
    f = await docsFixture(story.server.app, '55500011');
    const docId = await addDoc(story.server.app, f.owner.token, { project_id: f.workId });
    const { idea_id } = await okDef(story.server.app, projectIdeaAdd, {
      token: f.owner.token,
      input: { project_id: f.workId, doc_type: 1 },
    });
    const board = await createGameBoard(
      story.server.app.database.db,
      { workId: f.workId, name: '主线' },
      new Date(),
    );
    const ids: Record<(typeof DOCUMENT_KINDS)[TRelayDocumentKind]['owner'], string> = {
      document: docId,
      idea: idea_id,
      work: f.workId,
      board: board.id,
      reviewed: docId,
    };
    for (const kind of RELAY_DOCUMENT_KINDS)
      names[kind] = relayDocumentName(kind, ids[DOCUMENT_KINDS[kind].owner]);
  });

  it.each(RELAY_DOCUMENT_KINDS)('%s', { timeout: 90_000 }, async (kind) => {
    const name = names[kind];
    const { writableWith } = DOCUMENT_KINDS[kind];

    // Not a member of the work (another team): refused.
    expect((await connect(name, f.outsider.token)).outcome).toBe('forbidden');

    // A member with every permission but the kind's write ones: reads live, its updates are dropped.
    const others = WORK_PERMISSIONS.filter((p) => !writableWith.includes(p as never));
    await setMember(story.server.app, f.owner.token, f.workId, f.member.user_id, others);
    const owner = await connect(name, f.owner.token);
    expect([owner.outcome, owner.readOnly]).toEqual(['synced', false]);
    const reader = await connect(name, f.member.token);
    expect([reader.outcome, reader.readOnly]).toEqual(['synced', true]);
    reader.doc.getMap('probe').set('reader', '只读成员改的');
    owner.doc.getMap('probe').set('owner', '创建者写的');
    await waitFor(() => reader.doc.getMap('probe').has('owner'), RELAY_SETTLE_MS);
    // Whatever the reader sent went before the owner's key reached it; give the relay a moment more.
    await new Promise((r) => setTimeout(r, 500));
    expect(probeKeys(owner.doc)).toEqual(['owner']);
    // Closed before its permissions change: a promoted reader would hand the relay its dropped edit.
    reader.provider.destroy();

    // A member holding any one of the kind's write permissions edits it.
    for (const permission of writableWith) {
      await setMember(story.server.app, f.owner.token, f.workId, f.member.user_id, [permission]);
      const editor = await connect(name, f.member.token);
      expect([editor.outcome, editor.readOnly], permission).toEqual(['synced', false]);
      editor.doc.getMap('probe').set(permission, `${permission} 写的`);
      await waitFor(() => owner.doc.getMap('probe').has(permission), RELAY_SETTLE_MS);
      editor.provider.destroy();
    }
    const expected = ['owner', ...writableWith].sort();
    expect(probeKeys(owner.doc)).toEqual(expected);

    // The checkpoint keeps it: stored under the name (debounced, and on the last disconnect).
    appendLines(owner.doc, [`${DOCUMENT_KINDS[kind].label}的一行`]);
    story.closeClients();
    let stored = new Y.Doc();
    await until(`${name} is stored`, async () => {
      stored = await storedState(name);
      return docToText(stored) !== '' && probeKeys(stored).join() === expected.join();
    });
    expect(docToText(stored)).toBe(`${DOCUMENT_KINDS[kind].label}的一行`);
    // And a fresh client loads it back from the API.
    const fresh = await connect(name, f.owner.token);
    expect(probeKeys(fresh.doc)).toEqual(expected);
    await setMember(story.server.app, f.owner.token, f.workId, f.member.user_id, ['WriteWork']);
  });

  it('doc: and idea: checkpoints reach their REST reads; a deleted board is refused', async () => {
    const detail = await okDef(story.server.app, projectDocDetail, {
      token: f.owner.token,
      input: { doc_id: relayDocumentId(names.doc, 'doc') ?? '' },
    });
    expect(detail.text).toBe(`${DOCUMENT_KINDS.doc.label}的一行`);
    const idea = await okDef(story.server.app, projectIdeaDetail, {
      token: f.owner.token,
      input: { idea_id: relayDocumentId(names.idea, 'idea') ?? '' },
    });
    expect(idea.text).toBe(`${DOCUMENT_KINDS.idea.label}的一行`);

    const board = await createGameBoard(
      story.server.app.database.db,
      { workId: f.workId, name: '已删除' },
      new Date(),
    );
    await story.server.app.database.db
      .update(gameBoards)
      .set({ deletedAt: new Date() })
      .where(eq(gameBoards.id, board.id));
    expect((await connect(relayDocumentName('game', board.id), f.owner.token)).outcome).toBe('forbidden');
  });

  it('doc/detail and idea detail show what an open client typed at once, before the debounce', async () => {
    for (const kind of ['doc', 'idea'] as const) {
      const owner = await connect(names[kind], f.owner.token);
      const line = `${DOCUMENT_KINDS[kind].label}刚打的字`;
      appendLines(owner.doc, [line]);
      await story.relayHolds(names[kind], line);
      // Read at once: the relay's debounce (2 s, 30 s while typing goes on) has not stored it yet.
      const id = relayDocumentId(names[kind], kind) ?? '';
      const text =
        kind === 'doc'
          ? (await okDef(story.server.app, projectDocDetail, { token: f.owner.token, input: { doc_id: id } }))
              .text
          : (
              await okDef(story.server.app, projectIdeaDetail, {
                token: f.owner.token,
                input: { idea_id: id },
              })
            ).text;
      expect(text, kind).toContain(line);
    }
  });
});
