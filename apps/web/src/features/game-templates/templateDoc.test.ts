import type { TGameTemplateContent, TGameVariable } from '@juzuo/schemas';
import { describe, expect, it } from 'vitest';
import { addNode, connect, removeElements, setNodeFields } from '../game-board/boardModel';
import { readVariables } from '../game-board/variables';
import { besideBoard, viewCentre } from './applySpot';
import {
  lendVariables,
  selectionContent,
  templateContent,
  templateDoc,
  unknownVariables,
} from './templateDoc';

const choice: TGameTemplateContent = {
  nodes: [
    { node_id: 'q', node_type: 'BRANCH', x: 100, y: 50, name: '要不要开门' },
    {
      node_id: 'a',
      node_type: 'PLOT',
      x: 400,
      y: 0,
      actions: [{ action_type: 'DIALOG', msg: '谁？', line_id: 'l1' }],
    },
    { node_id: 'b', node_type: 'SET', x: 400, y: 150, assignments: [{ var_id: 'v1', op: '+=', value: 1 }] },
  ],
  edges: [
    { edge_id: 'e1', source: 'q', target: 'a', is_default: true },
    { edge_id: 'e2', source: 'q', target: 'b', condition: { var_id: 'v2', op: '>', value: 3 } },
  ],
};

const courage: TGameVariable = {
  var_id: 'v1',
  kind: 'numeric',
  var_name: '勇气',
  var_type: 'INT',
  scope: 'public',
  init_value: 0,
} as TGameVariable;

describe('a template in a Y.Doc of the tab', () => {
  it('gives back the same content it was given', () => {
    const doc = templateDoc(choice);
    const back = templateContent(doc);
    const byId = <T extends { node_id?: string; edge_id?: string }>(xs: T[]) =>
      [...xs].sort((a, b) => String(a.node_id ?? a.edge_id).localeCompare(String(b.node_id ?? b.edge_id)));
    expect(byId(back.nodes)).toEqual(byId(choice.nodes));
    expect(byId(back.edges)).toEqual(byId(choice.edges));
  });

  it('keeps the edits the board forms make, and drops edges whose ends are deleted', () => {
    const doc = templateDoc(choice);
    const end = addNode(doc, 'END', 700, 0, '离开');
    connect(doc, 'a', end);
    setNodeFields(doc, 'q', { name: '敲门声' });
    removeElements(doc, ['b'], []);
    const back = templateContent(doc);
    expect(back.nodes.map((n) => n.name ?? n.node_type).sort()).toEqual(['PLOT', '敲门声', '离开']);
    expect(back.edges.map((e) => `${e.source}>${e.target}`).sort()).toEqual(['a>' + end, 'q>a']);
  });

  it('lends a board its variables for the forms, saving only the names of those referred to', () => {
    const doc = templateDoc(choice);
    lendVariables(doc, [courage]);
    expect(readVariables(doc).map((v) => v.name)).toEqual(['勇气']);
    expect(templateContent(doc).variables).toEqual([{ var_id: 'v1', name: '勇气' }]);
    // A name saved earlier stays for a variable the lent board lacks.
    expect(templateContent(doc, [{ var_id: 'v2', name: '金币' }]).variables).toEqual([
      { var_id: 'v1', name: '勇气' },
      { var_id: 'v2', name: '金币' },
    ]);
    expect(unknownVariables(choice, [courage])).toEqual(['v2']);
    lendVariables(doc, []);
    expect(readVariables(doc)).toEqual([]);
  });
});

describe('saving a selection of a live board', () => {
  it('takes the selected nodes and only the edges among them', () => {
    const doc = templateDoc(choice);
    const picked = selectionContent(doc, ['q', 'a']);
    expect(picked.nodes.map((n) => n.node_id).sort()).toEqual(['a', 'q']);
    expect(picked.edges.map((e) => e.edge_id)).toEqual(['e1']);
    expect(selectionContent(doc, [])).toEqual({ nodes: [], edges: [], variables: [] });
  });
});

describe('where a template goes on a board', () => {
  it('goes right of everything, level with the top; an empty board takes it at the origin', () => {
    expect(besideBoard([])).toEqual({ x: 0, y: 0 });
    expect(
      besideBoard([
        { x: 0, y: 40 },
        { x: 300, y: -20 },
      ]),
    ).toEqual({ x: 300 + 200 + 120, y: -20 });
  });

  it('in the middle of the view: the canvas centre in board units, less half a node', () => {
    expect(viewCentre(1000, 600, [0, 0, 1])).toEqual({ x: 400, y: 264 });
    // Panned 200 px right and zoomed to 0.5: the centre is further left and the board bigger.
    expect(viewCentre(1000, 600, [200, 0, 0.5])).toEqual({ x: 500, y: 564 });
  });
});
