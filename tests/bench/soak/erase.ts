import type * as Y from 'yjs';
import { randomLineText } from '../relay/flow';

/**
 * One deleting burst: 2-4 characters removed at a random place of a random line (nothing when the
 * line is shorter). A soak whose editors erase as often as they type keeps each document at about its
 * seeded size, so the servers' memory over time shows growth that does not follow the text (Yjs keeps
 * deleted items as tombstones; a relay that leaks would keep growing where the text does not).
 */
export function eraseAtRandom(doc: Y.Doc, random: () => number): void {
  const text = randomLineText(doc, random);
  if (!text) return;
  const n = 2 + Math.floor(random() * 3);
  if (text.length < n) return;
  text.delete(Math.floor(random() * (text.length - n + 1)), n);
}
