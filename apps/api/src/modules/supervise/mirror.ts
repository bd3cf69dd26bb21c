import { readComments, storableText } from '@juzuo/doc-model';
import { ID_PATTERN } from '@juzuo/schemas';
import { eq, sql } from 'drizzle-orm';
import { documents, reviewComments, reviewVersions } from '../../db/schema/index';
import type { DbLike } from '../../lib/db';
import type { CheckpointMirror } from '../../lib/document-kind';

const keepsId = (id: string): boolean => id.length <= 64 && ID_PATTERN.test(id);

/**
 * `comments:` checkpoints rewrite the document's review_comments rows and bump its review version,
 * so comment/list reads threads without Yjs. Only the API writes the document, but it is stored
 * as any relay document is, so text is made storable rather than trusted.
 */
export const commentsMirror: CheckpointMirror = {
  // Comments have no content before their first checkpoint.
  seed: async () => null,
  async write(tx, docId, doc, { now }) {
    const [owner] = await tx
      .select({ workId: documents.workId })
      .from(documents)
      .where(eq(documents.id, docId))
      .limit(1);
    if (!owner) return 0;
    const [row] = await tx
      .insert(reviewVersions)
      .values({ docId, version: 1 })
      .onConflictDoUpdate({
        target: reviewVersions.docId,
        set: { version: sql`${reviewVersions.version} + 1` },
      })
      .returning({ version: reviewVersions.version });
    const comments = readComments(doc).filter((c) => keepsId(c.comment_id));
    await tx.delete(reviewComments).where(eq(reviewComments.docId, docId));
    if (comments.length > 0) {
      await tx
        .insert(reviewComments)
        .values(
          comments.map((c) => ({
            id: c.comment_id,
            docId,
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
};
