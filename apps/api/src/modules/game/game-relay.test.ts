import { type Client, connectClient, waitFor } from '@juzuo/collab-server/testing';
import {
  GameVariableMessage,
  gameDigraph,
  gameNodeList,
  gameNumericAdd,
  relayDocumentName,
  Status,
} from '@juzuo/schemas';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import type { RunningServer } from '../../server/start';
import { callDef, okDef } from '../../test/call';
import { startTestServer, type TestServer } from '../../test/server';
import { addNode, type GameFixture, gameFixture } from './testing';

/** ARCHITECTURE.md: Yjs edits appear in REST reads within 5 s; REST writes appear on open boards at once. */
const MIRROR_MS = 5_000;

describe('game boards through the real relay: REST writes reach open boards, live edits reach REST reads', () => {
  let running: TestServer;
  let server: RunningServer;
  let f: GameFixture;
  let open: Client[] = [];
  const connect = async (token: string) => {
    const client = await connectClient(
      `ws://127.0.0.1:${server.port}/collab`,
      relayDocumentName('game', f.boardId),
      token,
    );
    open.push(client);
    return client;
  };

  beforeAll(async () => {
    running = await startTestServer({ prefix: 'game' });
    server = running.server;
    f = await gameFixture(server.app, '41300300');
  });
  afterEach(() => {
    for (const c of open) c.provider.destroy();
    open = [];
  });
  afterAll(async () => running?.stop());

  it('a REST node add appears on an open board at once, with node_type, x and y', {
    timeout: 60_000,
  }, async () => {
    const board = await connect(f.owner.token);
    expect(board.outcome).toBe('synced');
    const nodeId = await addNode(server.app, f.member.token, {
      board_id: f.boardId,
      node_type: 'PLOT',
      x: 120,
      y: 80,
      name: '客栈',
    });
    const nodes = board.doc.getMap<Y.Map<unknown>>('nodes');
    await waitFor(() => nodes.has(nodeId), 2_000);
    const node = nodes.get(nodeId);
    expect([node?.get('node_type'), node?.get('x'), node?.get('y'), node?.get('name')]).toEqual([
      'PLOT',
      120,
      80,
      '客栈',
    ]);
  });

  it('a live edit (add and move a node) appears in node_list and digraph within 5 s', {
    timeout: 60_000,
  }, async () => {
    const board = await connect(f.member.token);
    expect([board.outcome, board.readOnly]).toEqual(['synced', false]);
    const node = new Y.Map<unknown>();
    board.doc.transact(() => {
      board.doc.getMap('nodes').set('live-node-1', node);
      node.set('node_type', 'END');
      node.set('x', 10);
      node.set('y', 20);
    });
    const began = Date.now();
    for (;;) {
      const list = await okDef(server.app, gameNodeList, {
        token: f.admin.token,
        input: { board_id: f.boardId },
      });
      if (list.list.some((n) => n.node_id === 'live-node-1' && n.node_type === 'END')) break;
      expect(Date.now() - began, 'live node in node_list').toBeLessThan(MIRROR_MS);
      await new Promise((r) => setTimeout(r, 100));
    }
    node.set('x', 640);
    const moved = Date.now();
    for (;;) {
      const graph = await okDef(server.app, gameDigraph, {
        token: f.admin.token,
        input: { board_id: f.boardId },
      });
      if (graph.nodes.find((n) => n.node_id === 'live-node-1')?.x === 640) break;
      expect(Date.now() - moved, 'moved node in digraph').toBeLessThan(MIRROR_MS);
      await new Promise((r) => setTimeout(r, 100));
    }
  });

  it('the variable name check sees the live board, not only the checkpoint', {
    timeout: 60_000,
  }, async () => {
    const board = await connect(f.owner.token);
    const variable = new Y.Map<unknown>();
    board.doc.transact(() => {
      board.doc.getMap('variables').set('live-var', variable);
      variable.set('kind', 'numeric');
      variable.set('var_name', '声望');
    });
    // The relay acknowledged it: it is on the live board, before the relay's debounced store (2 s).
    await waitFor(() => !board.provider.hasUnsyncedChanges, 1_000);
    const dup = await callDef(server.app, gameNumericAdd, {
      token: f.member.token,
      input: { board_id: f.boardId, var_name: '声望' },
    });
    expect([dup.status, dup.msg]).toEqual([Status.CONFLICT, GameVariableMessage.duplicateName]);
  });
  it('two clients add, move, connect and delete nodes at once; both converge and REST reads match', {
    timeout: 60_000,
  }, async () => {
    const a = await connect(f.owner.token);
    const b = await connect(f.member.token);
    const put = (client: Client, collection: string, id: string, fields: Record<string, unknown>) =>
      client.doc.transact(() => {
        const entry = new Y.Map<unknown>();
        client.doc.getMap(collection).set(id, entry);
        for (const [k, v] of Object.entries(fields)) entry.set(k, v);
      });
    const nodeMap = (client: Client) => client.doc.getMap<Y.Map<unknown>>('nodes');
    put(a, 'nodes', 'a-start', { node_type: 'START', x: 0, y: 0 });
    put(b, 'nodes', 'b-plot', { node_type: 'PLOT', x: 100, y: 0 });
    put(a, 'nodes', 'a-doomed', { node_type: 'MESSAGE', x: 5, y: 5 });
    await waitFor(() => nodeMap(a).has('b-plot') && nodeMap(b).has('a-doomed'), 5_000);
    // At the same moment: A moves the plot's x, B moves its y, A connects, B deletes A's node.
    nodeMap(a).get('b-plot')?.set('x', 300);
    nodeMap(b).get('b-plot')?.set('y', 40);
    put(a, 'edges', 'a-edge', { source: 'a-start', target: 'b-plot' });
    nodeMap(b).delete('a-doomed');
    // Key order of a Y.Map differs between replicas; its content must not.
    const sorted = (value: unknown): unknown =>
      value && typeof value === 'object'
        ? Object.fromEntries(
            Object.entries(value)
              .sort(([x], [y]) => x.localeCompare(y))
              .map(([k, v]) => [k, sorted(v)]),
          )
        : value;
    const snapshot = (client: Client) =>
      JSON.stringify(
        sorted({ nodes: client.doc.getMap('nodes').toJSON(), edges: client.doc.getMap('edges').toJSON() }),
      );
    await waitFor(
      () =>
        snapshot(a) === snapshot(b) &&
        !nodeMap(a).has('a-doomed') &&
        nodeMap(b).get('b-plot')?.get('x') === 300,
      5_000,
    );
    expect(nodeMap(a).get('b-plot')?.toJSON()).toEqual({ node_type: 'PLOT', x: 300, y: 40 });

    const began = Date.now();
    for (;;) {
      const graph = await okDef(server.app, gameDigraph, {
        token: f.admin.token,
        input: { board_id: f.boardId },
      });
      const plot = graph.nodes.find((n) => n.node_id === 'b-plot');
      const ids = graph.nodes.map((n) => n.node_id);
      if (
        plot?.x === 300 &&
        plot.y === 40 &&
        !ids.includes('a-doomed') &&
        graph.edges.some((e) => e.edge_id === 'a-edge')
      ) {
        expect(graph.edges.find((e) => e.edge_id === 'a-edge')).toEqual({
          edge_id: 'a-edge',
          source: 'a-start',
          target: 'b-plot',
        });
        break;
      }
      expect(Date.now() - began, 'converged board in digraph').toBeLessThan(MIRROR_MS);
      await new Promise((r) => setTimeout(r, 100));
    }
  });
});
