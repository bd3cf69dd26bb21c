import { readComments, storableText } from '@juzuo/doc-model';
import { ID_PATTERN } from '@juzuo/schemas';
import { eq, sql } from 'drizzle-orm';
import { documents, ideas, reviewComments, reviewVersions } from '../../db/schema/index';
import type { DbLike } from '../../lib/db';
import type { CheckpointMirror } from '../../lib/document-kind';

const keepsId = (id: string): boolean => id.length <= 64 && ID_PATTERN.test(id);

/** The work and kind of a reviewed id: a script document, else an idea (ids are UUIDs, never both). */
async function reviewedOwner(tx: DbLike, id: string): Promise<{ workId: string; kind: string } | null> {
  const [doc] = await tx
    .select({ workId: documents.workId })
    .from(documents)
    .where(eq(documents.id, id))
    .limit(1);
  if (doc) return { workId: doc.workId, kind: 'doc' };
  const [idea] = await tx.select({ workId: ideas.workId }).from(ideas).where(eq(ideas.id, id)).limit(1);
  return idea ? { workId: idea.workId, kind: 'idea' } : null;
}

/**
 * `comments:` checkpoints rewrite the document's review_comments rows and bump its review version,
 * so comment/list reads threads without Yjs. Only the API writes the document, but it is stored
 * as any relay document is, so text is made storable rather than trusted.
 */
export const commentsMirror: CheckpointMirror = {
  // Comments have no content before their first checkpoint.
  seed: async () => null,
  async write(tx, docId, doc, { now }) {
    const owner = await reviewedOwner(tx, docId);
    if (!owner) return 0;
    const [row] = await tx
      .insert(reviewVersions)
      .values({ docId, version: 1 })
      .onConflictDoUpdate({
        target: reviewVersions.docId,
        set: { version: sql`${reviewVersions.version} + 1` },
      })
      .returning({ version: reviewVersions.version });
    const comments = readComments(doc()).filter((c) => keepsId(c.comment_id));
    await tx.delete(reviewComments).where(eq(reviewComments.docId, docId));
    if (comments.length > 0) {
      await tx
        .insert(reviewComments)
        .values(
          comments.map((c) => ({
            id: c.comment_id,
            docId,
            kind: owner.kind,
            workId: owner.workId,
            parentId: storableText(c.parent_id ?? ''),
            authorId: storableText(c.author_id ?? ''),
            authorName: storableText(c.author_name ?? ''),
            content: storableText(c.content),
            anchor: c.anchor ?? null,
            resolved: c.resolved === true,
            tagId: storableText(c.tag_id ?? ''),
            suggestion: c.suggestion ?? null,
            mentions: Array.isArray(c.mentions) ? c.mentions.map(String) : [],
            createdAt: new Date(Number(c.create_time) || now.getTime()),
            updatedAt: new Date(Number(c.update_time) || now.getTime()),
          })),
        )
        .onConflictDoNothing();
    }
    return row?.version ?? 0;
  },
  async version(db: DbLike, docId) {
    const [row] = await db
      .select({ version: reviewVersions.version })
      .from(reviewVersions)
      .where(eq(reviewVersions.docId, docId));
    return row?.version ?? 0;
  },
  autoVersions: false,
  reads: 'doc',
};
