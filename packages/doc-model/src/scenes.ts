import type * as Y from 'yjs';
import { linesOf } from './blocks';

/** Block value of a scene heading line (ScriptBlock.SCENE in @juzuo/schemas). */
const SCENE = 'scene';

/** One scene of a script document, for an outline or a scene navigator. */
export interface Scene {
  /** 1-based position among the document's scenes. */
  number: number;
  /** 0-based line index of the heading in the document. */
  line: number;
  /** The heading as written, e.g. `1-3 日 内 客栈大堂`. */
  heading: string;
  /** The episode-scene code written at the start of the heading (`1-3`, `23-1`), if any. */
  code: string | null;
}

/** The scene headings of a document, numbered in order. */
export function extractScenes(doc: Y.Doc): Scene[] {
  const scenes: Scene[] = [];
  linesOf(doc).forEach((l, line) => {
    if (l.block !== SCENE) return;
    const heading = l.text.trim();
    const code = /^(\d+(?:-\d+)*)/.exec(heading)?.[1] ?? null;
    scenes.push({ number: scenes.length + 1, line, heading, code });
  });
  return scenes;
}
