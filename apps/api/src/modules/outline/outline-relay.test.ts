import { type Client, connectClient, waitFor } from '@juzuo/collab-server/testing';
import { insertOutlineNode, type OutlineNode, patchOutlineNode, readOutline } from '@juzuo/doc-model';
import { outlineAdd, outlineGet, relayDocumentName, WorkPermission } from '@juzuo/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/start';
import { okDef } from '../../test/call';
import { startTestServer, type TestServer } from '../../test/server';
import { type DocsFixture, docsFixture } from '../docs/testing';
import { setMember } from '../works/testing';

// Generous bounds: the relay debounces stores by 2 s, and this machine is shared by parallel runs.
const SETTLE_MS = 15_000;

const node = (node_id: string, parent_id = '', title = node_id): OutlineNode => ({
  node_id,
  parent_id,
  title,
  kind: parent_id ? 'beat' : 'episode',
  doc_id: '',
  markers: [],
});

describe('a work outline through the real relay', () => {
  let running: TestServer;
  let server: RunningServer;
  let f: DocsFixture;
  const open: Client[] = [];
  const connect = async (token: string) => {
    const client = await connectClient(
      `ws://127.0.0.1:${server.port}/collab`,
      relayDocumentName('outline', f.workId),
      token,
    );
    open.push(client);
    return client;
  };

  beforeAll(async () => {
    running = await startTestServer({ prefix: 'outline' });
    server = running.server;
    f = await docsFixture(server.app, '55500715');
    await setMember(server.app, f.owner.token, f.workId, f.member.user_id, [WorkPermission.EditIdeas]);
  });
  afterAll(async () => {
    for (const c of open) c.provider.destroy();
    await running?.stop();
  });

  it('two editors converge, a REST add reaches open outlines at once, REST reads match', {
    timeout: 90_000,
  }, async () => {
    const a = await connect(f.owner.token);
    const b = await connect(f.member.token);
    const reader = await connect(f.admin.token);
    expect([a.readOnly, b.readOnly, reader.readOnly]).toEqual([false, false, true]);

    a.doc.transact(() => insertOutlineNode(a.doc, node('ep1', '', '第1集')));
    await waitFor(() => readOutline(b.doc).length === 1, SETTLE_MS);
    // Both add a beat under episode 1 at once; the member marks the episode.
    a.doc.transact(() => insertOutlineNode(a.doc, node('beat-a', 'ep1', '坠楼')));
    b.doc.transact(() => insertOutlineNode(b.doc, node('beat-b', 'ep1', '替身')));
    patchOutlineNode(b.doc, 'ep1', { markers: ['hook'] });
    const rest = await okDef(server.app, outlineAdd, {
      token: f.member.token,
      input: { project_id: f.workId, title: '第2集', markers: ['paywall'] },
    });
    const ids = (client: Client) =>
      readOutline(client.doc)
        .map((n) => n.node_id)
        .sort()
        .join('|');
    const all = ['beat-a', 'beat-b', 'ep1', rest.node_id].sort().join('|');
    const marked = (client: Client) =>
      readOutline(client.doc).find((n) => n.node_id === 'ep1')?.markers[0] === 'hook';
    await waitFor(() => [a, b, reader].every((c) => ids(c) === all && marked(c)), SETTLE_MS);
    expect(JSON.stringify(readOutline(a.doc))).toBe(JSON.stringify(readOutline(b.doc)));
    // The read-only member's edit is dropped by the relay.
    patchOutlineNode(reader.doc, 'ep1', { title: '只读成员改的' });

    // REST reads the live tree: parents before children, the marks, the same order as the clients.
    const expected = readOutline(a.doc);
    // The relay's live copy holds everything the clients converged on: one read is enough.
    const { list } = await okDef(server.app, outlineGet, {
      token: f.admin.token,
      input: { project_id: f.workId },
    });
    expect(list.find((n) => n.node_id === 'ep1')).toMatchObject({
      title: '第1集',
      markers: ['hook'],
      sort: 0,
    });
    expect(list.find((n) => n.node_id === rest.node_id)).toMatchObject({ markers: ['paywall'], sort: 1 });
    const beats = expected.filter((n) => n.parent_id === 'ep1').map((n) => n.node_id);
    expect(list.filter((n) => n.parent_id === 'ep1').map((n) => n.node_id)).toEqual(beats);
    expect(readOutline(a.doc).find((n) => n.node_id === 'ep1')?.title).toBe('第1集');
  });
});
