import crypto from 'node:crypto';
import {
  insertOutlineNode,
  moveOutlineNode,
  type OutlineNode,
  patchOutlineNode,
  readOutline,
  removeOutlineNode,
  subtreeIds,
} from '@juzuo/doc-model';
import {
  OutlineNodeKind,
  ok,
  outlineAdd,
  outlineDelete,
  outlineGet,
  outlineMulti,
  outlineUpdate,
  Status,
  type TOutlineNode,
} from '@juzuo/schemas';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../lib/errors';
import { route } from '../../lib/route';
import { userName } from '../../lib/users';
import { findDocument } from '../docs/access';
import { currentDoc, transactLive } from '../docs/live';
import { canEditIdeas, IDEA_WRITE } from '../ideas/policies';
import { requireWork } from '../works/access';
import { outlineTarget } from './target';

const NODE_GONE = '大纲节点不存在或已删除';
const PARENT_GONE = 'parent_id 不是本作品大纲的节点';

/** The outline as REST answers it: parents before children, each with its place among siblings. */
function present(nodes: OutlineNode[]): TOutlineNode[] {
  const ids = new Set(nodes.map((n) => n.node_id));
  const children = new Map<string, OutlineNode[]>();
  for (const n of nodes) {
    // A node whose parent is gone (a client removed it mid-move) shows at the top.
    const parent = n.parent_id && ids.has(n.parent_id) ? n.parent_id : '';
    children.set(parent, [...(children.get(parent) ?? []), n]);
  }
  const out: TOutlineNode[] = [];
  const walk = (parent: string, seen: Set<string>) => {
    for (const [sort, n] of (children.get(parent) ?? []).entries()) {
      if (seen.has(n.node_id)) continue;
      seen.add(n.node_id);
      out.push({ ...n, sort });
      walk(n.node_id, seen);
    }
  };
  walk('', new Set());
  return out;
}

/**
 * works/idea/outline GET, POST, PUT, DELETE and outline_mu: the work's outline, written through the
 * live document `outline:<work_id>` so open outlines see REST changes at once.
 */
export const outlineModule = fp(
  async (app: FastifyInstance) => {
    const db = app.database.db;
    const editor = async (userId: string) => ({ id: userId, name: (await userName(db, userId)) ?? '' });
    const read = async (workId: string) => readOutline(await currentDoc(app, outlineTarget(workId)));
    /** A linked document must be a live document of the same work. */
    const checkDoc = async (workId: string, docId: string | undefined) => {
      if (!docId) return;
      const doc = await findDocument(db, docId);
      if (!doc || doc.workId !== workId || doc.deletedAt)
        throw new AppError(Status.VALIDATION, 'doc_id 不是本作品的文档', { field: 'doc_id' });
    };
    const checkParent = (nodes: OutlineNode[], parentId: string | undefined) => {
      if (parentId && !nodes.some((n) => n.node_id === parentId))
        throw new AppError(Status.VALIDATION, PARENT_GONE, { field: 'parent_id' });
    };

    route(app, outlineGet, {}, async (request) => {
      const { project_id } = request.input;
      const access = await requireWork(app, request.auth.userId, project_id);
      const list = present(await read(project_id));
      return ok({ list, total: list.length, abilities: { can_write: canEditIdeas(access) } });
    });

    route(app, outlineAdd, {}, async (request) => {
      const { project_id, title, kind, parent_id, index, markers, doc_id } = request.input;
      const userId = request.auth.userId;
      await requireWork(app, userId, project_id, IDEA_WRITE);
      checkParent(await read(project_id), parent_id);
      await checkDoc(project_id, doc_id);
      const nodeId = crypto.randomUUID();
      const node: OutlineNode = {
        node_id: nodeId,
        parent_id: parent_id ?? '',
        title,
        kind: kind ?? (parent_id ? OutlineNodeKind.BEAT : OutlineNodeKind.EPISODE),
        doc_id: doc_id ?? '',
        markers: markers ?? [],
      };
      const added = await transactLive(app, outlineTarget(project_id), await editor(userId), (doc) => {
        // The parent may have gone between the check and the write.
        if (node.parent_id && !readOutline(doc).some((n) => n.node_id === node.parent_id)) return false;
        insertOutlineNode(doc, node, index);
        return true;
      });
      if (!added) throw new AppError(Status.VALIDATION, PARENT_GONE, { field: 'parent_id' });
      return ok({ node_id: nodeId });
    });

    route(app, outlineMulti, {}, async (request) => {
      const { project_id, parent_id, nodes } = request.input;
      const userId = request.auth.userId;
      await requireWork(app, userId, project_id, IDEA_WRITE);
      checkParent(await read(project_id), parent_id);
      const ids = nodes.map(() => crypto.randomUUID());
      await transactLive(app, outlineTarget(project_id), await editor(userId), (doc) => {
        for (const [i, n] of nodes.entries())
          insertOutlineNode(doc, {
            node_id: ids[i] ?? '',
            parent_id: parent_id ?? '',
            title: n.title,
            kind: n.kind ?? (parent_id ? OutlineNodeKind.BEAT : OutlineNodeKind.EPISODE),
            doc_id: '',
            markers: n.markers ?? [],
          });
      });
      return ok({ node_ids: ids });
    });

    route(app, outlineUpdate, {}, async (request) => {
      const { project_id, node_id, title, markers, doc_id, parent_id, index } = request.input;
      const userId = request.auth.userId;
      await requireWork(app, userId, project_id, IDEA_WRITE);
      const nodes = await read(project_id);
      const node = nodes.find((n) => n.node_id === node_id);
      if (!node) throw new AppError(Status.NOT_FOUND, NODE_GONE);
      checkParent(nodes, parent_id);
      if (parent_id && subtreeIds(nodes, node_id).has(parent_id))
        throw new AppError(Status.VALIDATION, '不能把节点移到它自己或它的下级之下', { field: 'parent_id' });
      await checkDoc(project_id, doc_id || undefined);
      const moves = parent_id !== undefined || index !== undefined;
      const found = await transactLive(app, outlineTarget(project_id), await editor(userId), (doc) => {
        const patched = patchOutlineNode(doc, node_id, { title, markers, doc_id });
        return patched && (!moves || moveOutlineNode(doc, node_id, parent_id ?? node.parent_id, index));
      });
      if (!found) throw new AppError(Status.NOT_FOUND, NODE_GONE);
      return ok({ node_id });
    });

    route(app, outlineDelete, {}, async (request) => {
      const { project_id, node_id } = request.input;
      const userId = request.auth.userId;
      await requireWork(app, userId, project_id, IDEA_WRITE);
      const nodes = await read(project_id);
      if (!nodes.some((n) => n.node_id === node_id)) throw new AppError(Status.NOT_FOUND, NODE_GONE);
      const removed = subtreeIds(nodes, node_id).size;
      const done = await transactLive(app, outlineTarget(project_id), await editor(userId), (doc) =>
        removeOutlineNode(doc, node_id),
      );
      if (!done) throw new AppError(Status.NOT_FOUND, NODE_GONE);
      return ok({ removed });
    });
  },
  { name: 'outline' },
);
