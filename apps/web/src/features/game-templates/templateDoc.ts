import {
  type TGameTemplateContent,
  type TGameVariable,
  templateVariableIds,
  templateVariables,
} from '@juzuo/schemas';
import * as Y from 'yjs';
import { edgesOf, nodesOf, toY } from '../game-board/boardModel';
import { readLiveBoard } from '../game-board/liveContent';

// A template is REST-saved JSON (a row of the work), not a Yjs document: the full-screen editor puts
// it into a Y.Doc of this tab only, so the board's own forms and canvas (which read and write a
// Y.Doc) edit it unchanged, and 保存 sends the doc's nodes and edges back as JSON.

/** A Y.Doc of this tab holding a template's nodes and edges the way a board holds them. */
export function templateDoc(content: TGameTemplateContent): Y.Doc {
  const doc = new Y.Doc();
  doc.transact(() => {
    for (const { node_id, ...fields } of content.nodes)
      nodesOf(doc).set(node_id, toY(fields) as Y.Map<unknown>);
    for (const { edge_id, ...fields } of content.edges)
      edgesOf(doc).set(edge_id, toY(fields) as Y.Map<unknown>);
  });
  return doc;
}

/**
 * The template's content as the doc holds it now (edges whose ends are gone are left out), with the
 * names of the variables it refers to: the lent board's, else the ones it was saved with (`saved`).
 */
export function templateContent(
  doc: Y.Doc,
  saved: TGameTemplateContent['variables'] = [],
): TGameTemplateContent {
  const board = readLiveBoard(doc);
  const ids = new Set(board.nodes.map((n) => n.node_id));
  const group = {
    nodes: board.nodes,
    edges: board.edges.filter((e) => ids.has(e.source) && ids.has(e.target)),
  };
  const lent = templateVariables(board, group);
  const named = new Set(lent.map((v) => v.var_id));
  const used = new Set(templateVariableIds(group));
  const kept = saved.filter((v) => used.has(v.var_id) && !named.has(v.var_id));
  return { ...group, variables: [...lent, ...kept] };
}

/**
 * Puts a board's variables into the doc, so the conditions and assignments of the template's nodes
 * show their names and can pick from them. They are replaced whole and never saved with the template.
 */
export function lendVariables(doc: Y.Doc, variables: readonly TGameVariable[]): void {
  const map = doc.getMap<unknown>('variables');
  doc.transact(() => {
    map.clear();
    for (const { var_id, ...fields } of variables) map.set(var_id, toY(fields));
  });
}

/** Ids of variables the template's nodes and edges name that the lent variables do not have. */
export function unknownVariables(
  content: TGameTemplateContent,
  variables: readonly TGameVariable[],
): string[] {
  const known = new Set(variables.map((v) => v.var_id));
  return templateVariableIds(content).filter((id) => !known.has(id));
}

/**
 * The selected nodes of a live board and the edges among them, as a template holds them: read from
 * the document on screen (the service's own reading of board_id + node_ids is its last checkpoint,
 * seconds behind, so a node just written could be missing).
 */
export function selectionContent(doc: Y.Doc, nodeIds: readonly string[]): TGameTemplateContent {
  const wanted = new Set(nodeIds);
  const board = readLiveBoard(doc);
  const nodes = board.nodes.filter((n) => wanted.has(n.node_id));
  const kept = new Set(nodes.map((n) => n.node_id));
  const edges = board.edges.filter((e) => kept.has(e.source) && kept.has(e.target));
  return { nodes, edges, variables: templateVariables(board, { nodes, edges }) };
}
