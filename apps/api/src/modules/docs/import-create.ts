import crypto from 'node:crypto';
import { docFromLines, summarize } from '@juzuo/doc-model';
import type { TImportPart } from '@juzuo/schemas';
import { and, eq, isNull, max } from 'drizzle-orm';
import { documents } from '../../db/schema/index';
import type { DbLike } from '../../lib/db';

/** What an import's documents hold: HTML, text and count as a checkpoint would store them. */
function contentOf(part: TImportPart) {
  const doc = docFromLines(part.lines.map((l) => ({ block: l.block, text: l.text })));
  try {
    return summarize(doc);
  } finally {
    doc.destroy();
  }
}

/**
 * Adds the parts as documents at the end of a work's container (a volume or the top level), in
 * order, inside the caller's transaction. Content is stored as HTML: the first load of `doc:<id>`
 * builds its Yjs state from it once (documentMirror.seed), as for every document written over REST.
 */
export async function insertImportedDocuments(
  tx: DbLike,
  input: {
    workId: string;
    volumeId: string | null;
    parts: readonly TImportPart[];
    editorId: string;
    now: Date;
  },
): Promise<Array<{ doc_id: string; doc_name: string }>> {
  const [last] = await tx
    .select({ sort: max(documents.sort) })
    .from(documents)
    .where(
      and(
        eq(documents.workId, input.workId),
        input.volumeId ? eq(documents.volumeId, input.volumeId) : isNull(documents.volumeId),
      ),
    );
  let sort = (last?.sort ?? -1) + 1;
  const out: Array<{ doc_id: string; doc_name: string }> = [];
  for (const part of input.parts) {
    const id = crypto.randomUUID();
    const { html, text, charCount } = contentOf(part);
    await tx.insert(documents).values({
      id,
      workId: input.workId,
      volumeId: input.volumeId,
      name: part.doc_name,
      sort: sort++,
      html,
      text,
      charCount,
      lastEditorId: input.editorId,
      createdAt: input.now,
      updatedAt: input.now,
    });
    out.push({ doc_id: id, doc_name: part.doc_name });
  }
  return out;
}
