import type { OutlineNode } from '@juzuo/doc-model';
import { describe, expect, it } from 'vitest';
import {
  buildOutline,
  docNameFor,
  dropPlacement,
  markersByDoc,
  stepPlacement,
  toggleMarker,
} from './outlineTree';

const node = (node_id: string, parent_id = '', extra: Partial<OutlineNode> = {}): OutlineNode => ({
  node_id,
  parent_id,
  title: node_id,
  kind: parent_id ? 'beat' : 'episode',
  doc_id: '',
  markers: [],
  ...extra,
});

// e1: b1 b2; e2: b3; e3: (none)
const nodes = [node('e1'), node('b1', 'e1'), node('e2'), node('b2', 'e1'), node('b3', 'e2'), node('e3')];
const tree = buildOutline(nodes);

describe('buildOutline', () => {
  it('groups beats under their episodes in array order', () => {
    expect(tree.map((e) => [e.node.node_id, e.beats.map((b) => b.node_id)])).toEqual([
      ['e1', ['b1', 'b2']],
      ['e2', ['b3']],
      ['e3', []],
    ]);
  });
  it('shows a node whose parent is gone at the top level', () => {
    const t = buildOutline([node('e1'), node('lost', 'gone')]);
    expect(t.map((e) => e.node.node_id)).toEqual(['e1', 'lost']);
  });
});

describe('dropPlacement', () => {
  it('moves an episode to the place of the episode (or beat) it is dropped on', () => {
    expect(dropPlacement(tree, 'e3', 'e1')).toEqual({ parentId: '', index: 0 });
    expect(dropPlacement(tree, 'e1', 'b3')).toEqual({ parentId: '', index: 1 });
    expect(dropPlacement(tree, 'e1', 'b2')).toBeNull();
  });
  it('moves a beat to the place of a beat, in its own or another episode', () => {
    expect(dropPlacement(tree, 'b1', 'b2')).toEqual({ parentId: 'e1', index: 1 });
    expect(dropPlacement(tree, 'b3', 'b1')).toEqual({ parentId: 'e1', index: 0 });
  });
  it('puts a beat dropped on another episode at its end', () => {
    expect(dropPlacement(tree, 'b1', 'e3')).toEqual({ parentId: 'e3', index: 0 });
    expect(dropPlacement(tree, 'b1', 'e2')).toEqual({ parentId: 'e2', index: 1 });
    expect(dropPlacement(tree, 'b1', 'e1')).toBeNull();
  });
  it('ignores a drop on itself or on an unknown node', () => {
    expect(dropPlacement(tree, 'b1', 'b1')).toBeNull();
    expect(dropPlacement(tree, 'b1', 'nope')).toBeNull();
  });
});

describe('stepPlacement', () => {
  it('steps episodes within bounds', () => {
    expect(stepPlacement(tree, 'e1', -1)).toBeNull();
    expect(stepPlacement(tree, 'e1', 1)).toEqual({ parentId: '', index: 1 });
    expect(stepPlacement(tree, 'e3', 1)).toBeNull();
  });
  it('steps beats within an episode and across episode edges', () => {
    expect(stepPlacement(tree, 'b1', 1)).toEqual({ parentId: 'e1', index: 1 });
    expect(stepPlacement(tree, 'b2', 1)).toEqual({ parentId: 'e2', index: 0 });
    expect(stepPlacement(tree, 'b3', -1)).toEqual({ parentId: 'e1', index: 2 });
    expect(stepPlacement(tree, 'b1', -1)).toBeNull();
    expect(stepPlacement(tree, 'b3', 1)).toEqual({ parentId: 'e3', index: 0 });
  });
});

describe('markers', () => {
  it('toggles a marker and keeps the canonical order', () => {
    expect(toggleMarker([], 'payoff')).toEqual(['payoff']);
    expect(toggleMarker(['payoff'], 'hook')).toEqual(['hook', 'payoff']);
    expect(toggleMarker(['hook', 'payoff'], 'hook')).toEqual(['payoff']);
  });
  it("collects the markers of every node linked to a document, a beat taking its episode's", () => {
    const map = markersByDoc([
      { node_id: 'e1', parent_id: '', doc_id: 'd1', markers: ['payoff'] },
      { node_id: 'e2', parent_id: '', doc_id: 'd1', markers: ['hook', 'payoff'] },
      { node_id: 'e3', parent_id: '', doc_id: '', markers: ['paywall'] },
      { node_id: 'b1', parent_id: 'e3', doc_id: 'd3', markers: [] },
      { node_id: 'e4', parent_id: '', doc_id: 'd2', markers: [] },
    ]);
    expect([...map]).toEqual([
      ['d1', ['hook', 'payoff']],
      ['d3', ['paywall']],
    ]);
  });
});

describe('docNameFor', () => {
  it('joins the label and the title within the name limit', () => {
    expect(docNameFor('第2集', '重逢')).toBe('第2集 重逢');
    expect(docNameFor('第2集', '  ')).toBe('第2集');
    expect(docNameFor('第2集', '第2集')).toBe('第2集');
    expect(docNameFor('第1集', '长'.repeat(80)).length).toBe(50);
  });
});
