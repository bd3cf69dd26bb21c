import {
  gameBoardFromMaps,
  gameTemplateAdd,
  gameTemplateApply,
  gameTemplateDelete,
  gameTemplateList,
  gameTemplateUpdate,
  matchTemplateVariables,
  ok,
  renameTemplateVariables,
  Status,
  type TGameTemplateContent,
  type TWorkPermission,
  ZGameTemplateContent,
} from '@juzuo/schemas';
import type { FastifyInstance } from 'fastify';
import type { TGameTemplateRow } from '../../db/schema/index';
import { AppError } from '../../lib/errors';
import { route } from '../../lib/route';
import { requireWork } from '../works/access';
import { requireBoard } from './access';
import { addEntry } from './board-doc';
import { GAME_WRITE, gameAbilities } from './policies';
import { boardContent } from './present';
import { selectionOf, stamp } from './template-stamp';
import {
  deleteTemplate,
  findTemplate,
  insertTemplate,
  listTemplates,
  updateTemplate,
} from './templates-repo';
import { writeBoard } from './write';

const TEMPLATE_GONE = '模板不存在或已删除';
const NOTHING_TO_SAVE = '请选择要保存为模板的节点';

/** A template's stored content (an empty group when a row holds something else). */
const contentOf = (row: TGameTemplateRow): TGameTemplateContent => {
  const parsed = ZGameTemplateContent.safeParse(row.content);
  return parsed.success ? parsed.data : { nodes: [], edges: [] };
};

/** A template as the list answers it. */
const present = (row: TGameTemplateRow) => {
  const content = contentOf(row);
  return {
    template_id: row.id,
    template_name: row.name,
    desc: row.desc,
    node_count: content.nodes.length,
    content,
    created_at: row.createdAt.getTime(),
    updated_at: row.updatedAt.getTime(),
  };
};

/** game/v3 template: a work's saved node groups, and stamping one onto a board. */
export function registerTemplateRoutes(app: FastifyInstance): void {
  const db = app.database.db;
  const now = () => new Date(app.clock.now());

  /** A live template the caller reaches through its work (8003 outside it, 7013 without `perms`). */
  const requireTemplate = async (userId: string, id: string, perms: readonly TWorkPermission[] = []) => {
    const row = await findTemplate(db, id);
    if (!row) throw new AppError(Status.NOT_FOUND, TEMPLATE_GONE);
    await requireWork(app, userId, row.workId, perms);
    return row;
  };

  route(app, gameTemplateList, {}, async (request) => {
    const access = await requireWork(app, request.auth.userId, request.input.project_id);
    const list = (await listTemplates(db, access.work.id)).map(present);
    return ok({ list, total: list.length, abilities: gameAbilities(access) });
  });

  route(app, gameTemplateAdd, {}, async (request) => {
    const { project_id, template_name, desc, content, board_id, node_ids } = request.input;
    const userId = request.auth.userId;
    await requireWork(app, userId, project_id, GAME_WRITE);
    let saved = content;
    if (!saved && board_id) {
      const { board } = await requireBoard(app, userId, board_id);
      saved = selectionOf(boardContent(board), node_ids ?? []);
    }
    if (!saved || saved.nodes.length === 0) throw new AppError(Status.BAD_REQUEST, NOTHING_TO_SAVE);
    const id = await insertTemplate(
      db,
      { workId: project_id, name: template_name, desc: desc ?? '', content: saved, creatorId: userId },
      now(),
    );
    return ok({ template_id: id });
  });

  route(app, gameTemplateUpdate, {}, async (request) => {
    const { template_id, template_name, desc, content } = request.input;
    await requireTemplate(request.auth.userId, template_id, GAME_WRITE);
    await updateTemplate(db, template_id, { name: template_name, desc, content }, now());
    return ok({ template_id });
  });

  route(app, gameTemplateDelete, {}, async (request) => {
    const { template_id } = request.input;
    await requireTemplate(request.auth.userId, template_id, GAME_WRITE);
    await deleteTemplate(db, template_id, now());
    return ok({ template_id });
  });

  route(app, gameTemplateApply, {}, async (request) => {
    const { board_id, template_id, x, y } = request.input;
    const template = await requireTemplate(request.auth.userId, template_id);
    const content = contentOf(template);
    const { group, unmatched } = await writeBoard(app, request.auth.userId, board_id, (doc) => {
      // The target's variables as the document holds them now: references are matched by name.
      const target = gameBoardFromMaps({ variables: doc.getMap('variables').toJSON() }).variables;
      const matched = matchTemplateVariables(content, target);
      const stamped = renameTemplateVariables(stamp(content, x, y), matched.ids);
      for (const { node_id, ...fields } of stamped.nodes) addEntry(doc, 'nodes', node_id, fields);
      for (const { edge_id, ...fields } of stamped.edges) addEntry(doc, 'edges', edge_id, fields);
      return { group: stamped, unmatched: matched.unmatched };
    });
    return ok({
      node_ids: group.nodes.map((n) => n.node_id),
      edge_ids: group.edges.map((e) => e.edge_id),
      unmatched_variables: unmatched,
    });
  });
}
