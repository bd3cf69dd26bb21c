import { GAME_GROUP_TITLE_MAX } from '@juzuo/schemas';
import * as Y from 'yjs';
import { LOCAL_ORIGIN, newId } from './boardModel';

// Group frames of a board: the Y.Map `groups` of `game:<board_id>` (group_id -> Y.Map { title, x, y,
// width, height }). A frame stores only its place and title; its members are the nodes lying wholly
// inside it when it is moved (docs/decisions.md "Game board group frames"), so a node dragged into a
// frame joins it and nothing dangles when a node is deleted.

/** A group frame as the canvas reads it. */
export interface BoardGroup {
  id: string;
  title: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A rectangle on the board (top-left and size). */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Room around the chosen nodes when a frame is made from them (more on top, for the title). */
export const FRAME_PAD = { side: 30, top: 50 };
/** Smallest frame. */
export const FRAME_MIN = { width: 160, height: 100 };

/** The groups map of a board. */
export const groupsOf = (doc: Y.Doc): Y.Map<Y.Map<unknown>> => doc.getMap<Y.Map<unknown>>('groups');

const num = (v: unknown, fallback: number): number =>
  typeof v === 'number' && Number.isFinite(v) ? v : fallback;
const round = (n: number) => Math.round(n * 10) / 10;

/** All frames of the board (entries that are not maps are skipped). */
export function readGroups(doc: Y.Doc): BoardGroup[] {
  const out: BoardGroup[] = [];
  for (const [id, entry] of groupsOf(doc).entries()) {
    if (!(entry instanceof Y.Map)) continue;
    const title = entry.get('title');
    out.push({
      id,
      title: typeof title === 'string' ? title : '',
      x: num(entry.get('x'), 0),
      y: num(entry.get('y'), 0),
      width: Math.max(1, num(entry.get('width'), FRAME_MIN.width)),
      height: Math.max(1, num(entry.get('height'), FRAME_MIN.height)),
    });
  }
  return out;
}

/** The frame around some boxes (the chosen nodes), with room for the title. */
export function frameAround(boxes: readonly Box[]): Box | null {
  if (boxes.length === 0) return null;
  const left = Math.min(...boxes.map((b) => b.x)) - FRAME_PAD.side;
  const top = Math.min(...boxes.map((b) => b.y)) - FRAME_PAD.top;
  const right = Math.max(...boxes.map((b) => b.x + b.width)) + FRAME_PAD.side;
  const bottom = Math.max(...boxes.map((b) => b.y + b.height)) + FRAME_PAD.side;
  return {
    x: left,
    y: top,
    width: Math.max(FRAME_MIN.width, right - left),
    height: Math.max(FRAME_MIN.height, bottom - top),
  };
}

/** The ids of the boxes lying wholly inside a frame: what moves with it. */
export function membersOf(frame: Box, boxes: readonly (Box & { id: string })[]): string[] {
  return boxes
    .filter(
      (b) =>
        b.x >= frame.x &&
        b.y >= frame.y &&
        b.x + b.width <= frame.x + frame.width &&
        b.y + b.height <= frame.y + frame.height,
    )
    .map((b) => b.id);
}

/** A title as stored: trimmed, at most the schema's length. */
export const cleanTitle = (title: string): string => title.trim().slice(0, GAME_GROUP_TITLE_MAX);

/** Adds a frame; answers its id. */
export function addGroup(doc: Y.Doc, title: string, box: Box): string {
  const id = newId();
  doc.transact(() => {
    const entry = new Y.Map<unknown>();
    groupsOf(doc).set(id, entry);
    entry.set('title', cleanTitle(title));
    setBox(entry, box);
  }, LOCAL_ORIGIN);
  return id;
}

function setBox(entry: Y.Map<unknown>, box: Partial<Box>): void {
  for (const key of ['x', 'y', 'width', 'height'] as const) {
    const v = box[key];
    if (v === undefined) continue;
    const value = key === 'width' || key === 'height' ? Math.max(1, round(v)) : round(v);
    if (entry.get(key) !== value) entry.set(key, value);
  }
}

/** Renames a frame. */
export function renameGroup(doc: Y.Doc, id: string, title: string): void {
  doc.transact(() => {
    const entry = groupsOf(doc).get(id);
    if (entry instanceof Y.Map) entry.set('title', cleanTitle(title));
  }, LOCAL_ORIGIN);
}

/** Moves or resizes frames (only the fields given change, so a rename by someone else at once stays). */
export function placeGroups(doc: Y.Doc, places: readonly ({ id: string } & Partial<Box>)[]): void {
  doc.transact(() => {
    for (const { id, ...box } of places) {
      const entry = groupsOf(doc).get(id);
      if (entry instanceof Y.Map) setBox(entry, box);
    }
  }, LOCAL_ORIGIN);
}

/** Removes frames; their nodes stay where they are. */
export function removeGroups(doc: Y.Doc, ids: readonly string[]): void {
  doc.transact(() => {
    for (const id of ids) groupsOf(doc).delete(id);
  }, LOCAL_ORIGIN);
}
