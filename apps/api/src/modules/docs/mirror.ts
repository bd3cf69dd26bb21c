import { docFromLines, htmlToLines } from '@juzuo/doc-model';
import { eq, sql } from 'drizzle-orm';
import type * as Y from 'yjs';
import { documents, ideas } from '../../db/schema/index';
import type { DbLike } from '../../lib/db';
import type { CheckpointMirror } from '../../lib/document-kind';

/** A Y.Doc built from stored HTML once (null for none), so every loader shares the same Yjs items. */
const fromHtml = (html: string | undefined): Y.Doc | null => (html ? docFromLines(htmlToLines(html)) : null);

/**
 * `doc:` checkpoints keep the script or chapter's html, text, char_count, version and last editor
 * on its documents row (doc/detail, search, export, evaluation), and take automatic versions.
 */
export const documentMirror: CheckpointMirror = {
  async seed(db, id) {
    const [row] = await db.select({ html: documents.html }).from(documents).where(eq(documents.id, id));
    return fromHtml(row?.html);
  },
  async write(tx, id, _doc, { summary, editorId, now }) {
    const { html, text, charCount } = summary();
    const [row] = await tx
      .update(documents)
      .set({
        html,
        text,
        charCount,
        updatedAt: now,
        version: sql`${documents.version} + 1`,
        ...(editorId ? { lastEditorId: editorId } : {}),
      })
      .where(eq(documents.id, id))
      .returning({ version: documents.version });
    return row?.version ?? 0;
  },
  version: (db, id) => versionOf(db, documents, id),
  autoVersions: true,
  reads: 'summary',
};

/**
 * `idea:` checkpoints keep the idea document's html, text, char_count and version on its ideas row,
 * and take automatic history versions like script documents (the script editor stack, issue 12).
 */
export const ideaMirror: CheckpointMirror = {
  async seed(db, id) {
    const [row] = await db.select({ html: ideas.html }).from(ideas).where(eq(ideas.id, id));
    return fromHtml(row?.html);
  },
  async write(tx, id, _doc, { summary, now }) {
    const { html, text, charCount } = summary();
    const [row] = await tx
      .update(ideas)
      .set({ html, text, charCount, updatedAt: now, version: sql`${ideas.version} + 1` })
      .where(eq(ideas.id, id))
      .returning({ version: ideas.version });
    return row?.version ?? 0;
  },
  version: (db, id) => versionOf(db, ideas, id),
  autoVersions: true,
  reads: 'summary',
};

async function versionOf(db: DbLike, table: typeof documents | typeof ideas, id: string): Promise<number> {
  const [row] = await db.select({ version: table.version }).from(table).where(eq(table.id, id));
  return row?.version ?? 0;
}
