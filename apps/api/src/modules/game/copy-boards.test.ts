import {
  gameBoardList,
  gameDigraph,
  gameNodeAdd,
  gameResourceAdd,
  gameResourceList,
  gameTemplateAdd,
  gameTemplateList,
  projectCopy,
} from '@juzuo/schemas';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { collabStates, collabUpdateLog } from '../../db/schema/index';
import { createTestApp } from '../../test/app';
import { okDef } from '../../test/call';
import { makeImage } from '../files/testing';
import { collection } from './board-doc';
import { addEdge, addNode, type GameFixture, gameFixture, uploadFile } from './testing';

describe('a work copy carries its game boards, templates and resources', () => {
  let app: FastifyInstance;
  let f: GameFixture;
  beforeAll(async () => {
    app = await createTestApp();
    f = await gameFixture(app, '41300800');
  });
  afterAll(async () => app.close());

  it('boards with their live content (update log included), nodes pointing at the copied resources', async () => {
    const t = f.owner.token;
    const board_id = f.boardId;
    const fileId = await uploadFile(app, t, await makeImage('png', 6, 6), 'inn.png');
    const { resource_id } = await okDef(app, gameResourceAdd, {
      token: t,
      input: { project_id: f.workId, name: '客栈', resource_type: 'IMAGE', file_id: fileId },
    });
    const start = await addNode(app, t, { board_id, node_type: 'START', x: 0, y: 0 });
    const inn = await addNode(app, t, {
      board_id,
      node_type: 'PLOT',
      x: 200,
      y: 0,
      name: '客栈',
      resource_id,
    });
    await addEdge(app, t, { board_id, source: start, target: inn });
    await okDef(app, gameTemplateAdd, {
      token: t,
      input: { project_id: f.workId, template_name: '开场', board_id, node_ids: [start, inn] },
    });

    // A live edit the relay acknowledged but has not checkpointed yet: only in the update log.
    const name = `game:${board_id}`;
    const [stored] = await app.database.db.select().from(collabStates).where(eq(collabStates.name, name));
    const doc = new Y.Doc();
    Y.applyUpdate(doc, stored?.state as Uint8Array);
    const before = Y.encodeStateVector(doc);
    collection(doc, 'nodes').get(inn)?.set('name', '雨夜客栈');
    await app.database.db
      .insert(collabUpdateLog)
      .values({ name, update: Buffer.from(Y.encodeStateAsUpdate(doc, before)) });

    const { project_id: copyId } = await okDef(app, projectCopy, {
      token: t,
      input: { project_id: f.workId },
    });
    const boards = await okDef(app, gameBoardList, { token: t, input: { project_id: copyId } });
    expect(boards.list.map((b) => b.board_name)).toEqual(['主线']);
    const copied = boards.list[0]?.board_id as string;
    expect(copied).not.toBe(board_id);

    const resources = await okDef(app, gameResourceList, { token: t, input: { project_id: copyId } });
    expect(resources.list.map((r) => r.name)).toEqual(['客栈']);
    const newResource = resources.list[0]?.resource_id;
    expect(newResource).not.toBe(resource_id);

    const graph = await okDef(app, gameDigraph, { token: t, input: { board_id: copied } });
    const copiedInn = graph.nodes.find((n) => n.node_id === inn);
    expect(copiedInn).toMatchObject({ name: '雨夜客栈', resource_id: newResource });
    expect(graph.edges.map((e) => [e.source, e.target])).toEqual([[start, inn]]);

    const templates = await okDef(app, gameTemplateList, { token: t, input: { project_id: copyId } });
    expect(templates.list.map((x) => x.template_name)).toEqual(['开场']);
    expect(templates.list[0]?.content.nodes.find((n) => n.node_id === inn)?.resource_id).toBe(newResource);

    // The copied board is a live board of its own: writes go to it, the original is untouched.
    await okDef(app, gameNodeAdd, { token: t, input: { board_id: copied, node_type: 'END', x: 400, y: 0 } });
    expect((await okDef(app, gameDigraph, { token: t, input: { board_id: copied } })).nodes).toHaveLength(3);
    expect((await okDef(app, gameDigraph, { token: t, input: { board_id } })).nodes).toHaveLength(2);
  });
});
