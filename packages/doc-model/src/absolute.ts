import * as Y from 'yjs';

/**
 * Where a stored relative position (Y.relativePositionToJSON) is in `doc` now; null when it is
 * malformed or refers to content the document has not received.
 */
export function absoluteOf(doc: Y.Doc, json: unknown): Y.AbsolutePosition | null {
  try {
    return Y.createAbsolutePositionFromRelativePosition(Y.createRelativePositionFromJSON(json), doc);
  } catch {
    return null;
  }
}
