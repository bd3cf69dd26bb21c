import crypto from 'node:crypto';
import { RelayDocumentKind, relayDocumentName, ZGameTemplateContent } from '@juzuo/schemas';
import { and, asc, eq, isNull } from 'drizzle-orm';
import * as Y from 'yjs';
import {
  collabStates,
  collabUpdateLog,
  gameBoards,
  gameResourceCategories,
  gameResources,
  gameTemplates,
} from '../../db/schema/index';
import { stateHash } from '../docs/checkpoint';
import { applyLog } from '../docs/update-log';
import type { WorkCopyContext } from '../works/copy-hooks';
import { collection, readBoard } from './board-doc';
import { storableJson } from './mirror';

const newId = (): string => crypto.randomUUID();
const gameName = (boardId: string) => relayDocumentName(RelayDocumentKind.Game, boardId);

/** Copies resource categories and live resources (same files), answering old id -> new id of each resource. */
async function copyResources({
  tx,
  sourceId,
  workId,
  copierId,
  now,
}: WorkCopyContext): Promise<Map<string, string>> {
  const categories = await tx
    .select()
    .from(gameResourceCategories)
    .where(eq(gameResourceCategories.workId, sourceId));
  const categoryIds = new Map(categories.map((c) => [c.id, newId()]));
  if (categories.length) {
    await tx
      .insert(gameResourceCategories)
      .values(categories.map((c) => ({ ...c, id: categoryIds.get(c.id) as string, workId, createdAt: now })));
  }
  const resources = await tx
    .select()
    .from(gameResources)
    .where(and(eq(gameResources.workId, sourceId), isNull(gameResources.deletedAt)));
  const resourceIds = new Map(resources.map((r) => [r.id, newId()]));
  if (resources.length) {
    await tx.insert(gameResources).values(
      resources.map((r) => ({
        ...r,
        id: resourceIds.get(r.id) as string,
        workId,
        categoryId: r.categoryId ? (categoryIds.get(r.categoryId) ?? null) : null,
        creatorId: copierId,
        createdAt: now,
        updatedAt: now,
      })),
    );
  }
  return resourceIds;
}

/** Points every node's `resource_id` at the copied resource (nodes of a live board). */
function remapBoardResources(doc: Y.Doc, ids: Map<string, string>): void {
  for (const node of collection(doc, 'nodes').values()) {
    if (!(node instanceof Y.Map)) continue;
    const id = node.get('resource_id');
    if (typeof id === 'string' && ids.has(id)) node.set('resource_id', ids.get(id));
  }
}

/**
 * The game area's part of a work copy (works/copy-hooks.ts), in the copy's transaction: resource
 * categories and live resources (same files, new ids), templates, and every live board with its
 * whole live content (stored state plus update log, as the relay would load it) under a new id,
 * nodes pointing at the copied resources. The copy's boards start at version 0 with their mirror.
 */
export async function copyGameOfWork(ctx: WorkCopyContext): Promise<void> {
  const { tx, sourceId, workId, copierId, now } = ctx;
  const resourceIds = await copyResources(ctx);
  const remap = (content: unknown) => {
    const parsed = ZGameTemplateContent.safeParse(content);
    if (!parsed.success) return content as Record<string, unknown>;
    const nodes = parsed.data.nodes.map((n) =>
      n.resource_id && resourceIds.has(n.resource_id)
        ? { ...n, resource_id: resourceIds.get(n.resource_id) }
        : n,
    );
    return { ...parsed.data, nodes };
  };

  const templates = await tx
    .select()
    .from(gameTemplates)
    .where(and(eq(gameTemplates.workId, sourceId), isNull(gameTemplates.deletedAt)));
  if (templates.length) {
    await tx.insert(gameTemplates).values(
      templates.map((t) => ({
        ...t,
        id: newId(),
        workId,
        content: remap(t.content),
        creatorId: copierId,
        createdAt: now,
        updatedAt: now,
      })),
    );
  }

  const boards = await tx
    .select()
    .from(gameBoards)
    .where(and(eq(gameBoards.workId, sourceId), isNull(gameBoards.deletedAt)))
    .orderBy(asc(gameBoards.createdAt));
  for (const board of boards) {
    const name = gameName(board.id);
    // The log first: a checkpoint folding rows in between only applies them twice (harmless).
    const log = await tx
      .select({ id: collabUpdateLog.id, update: collabUpdateLog.update })
      .from(collabUpdateLog)
      .where(eq(collabUpdateLog.name, name))
      .orderBy(asc(collabUpdateLog.id));
    const [stored] = await tx.select().from(collabStates).where(eq(collabStates.name, name));
    const doc = new Y.Doc();
    if (stored) Y.applyUpdate(doc, stored.state);
    applyLog(doc, log);
    remapBoardResources(doc, resourceIds);
    const id = newId();
    const state = Y.encodeStateAsUpdate(doc);
    await tx.insert(gameBoards).values({
      id,
      workId,
      name: board.name,
      content: storableJson(readBoard(doc)) as Record<string, unknown>,
      version: 0,
      createdAt: now,
      updatedAt: now,
    });
    await tx.insert(collabStates).values({
      name: gameName(id),
      workId,
      state: Buffer.from(state),
      stateHash: stateHash(state),
      updatedAt: now,
    });
    doc.destroy();
  }
}
