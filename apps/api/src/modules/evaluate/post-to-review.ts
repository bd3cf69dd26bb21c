import { docToText } from '@juzuo/doc-model';
import { COMMENT_MAX, EvaluateExtraMessage, ReviewKind, reportFindings, Status } from '@juzuo/schemas';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { evaluateSnapshots, type SnapshotDoc } from '../../db/schema/index';
import { AppError } from '../../lib/errors';
import { currentDoc } from '../docs/live';
import { addComment } from '../supervise/add-comment';
import { reviewWrite } from '../supervise/policies';
import { type ReviewSubject, requireReviewSubject } from '../supervise/subjects';
import { locateQuote } from './locate-quote';
import { ownEvaluation, ownReport } from './own';

/** The document a snapshot offset belongs to: the one whose text holds it, else the one it heads. */
const docAt = (docs: SnapshotDoc[], at: number): SnapshotDoc | undefined =>
  docs.find((d) => at >= d.start && at < d.end) ?? docs.find((d) => d.start > at);

/** A refusal that only means the document is gone (deleted, or the work left), not a missing right. */
const isGone = (error: unknown): error is AppError =>
  error instanceof AppError && (error.status === Status.NOT_FOUND || error.status === Status.WORK_GONE);

export interface PostResult {
  posted: Array<{ item: string; doc_id: string; doc_name: string; comment_id: string; anchored: boolean }>;
  skipped: Array<{ item: string; reason: string }>;
}

/**
 * Posts a report's quoted findings into the supervisor review: each quote maps back through the
 * snapshot's document offsets to its document, then to the words there now (locateQuote); a quote
 * that is no longer there becomes an unanchored comment that says so, never one at a wrong place.
 * The caller must comment on every document involved (checked before anything is posted); findings
 * of deleted documents are skipped.
 */
export async function postReportToReview(
  app: FastifyInstance,
  userId: string,
  input: { eid: string; report_id?: string; items?: string[] },
): Promise<PostResult> {
  const db = app.database.db;
  const row = await ownEvaluation(db, userId, input.eid);
  if (row.workFrom !== 0) throw new AppError(Status.VALIDATION, EvaluateExtraMessage.uploadNoDocs);
  const report = await ownReport(db, userId, input.eid, input.report_id);
  const [snapshot] = await db
    .select({ docs: evaluateSnapshots.docs })
    .from(evaluateSnapshots)
    .where(eq(evaluateSnapshots.id, report.snapshot_id));
  const docs = snapshot?.docs ?? [];
  if (docs.length === 0) throw new AppError(Status.VALIDATION, EvaluateExtraMessage.noOffsets);
  const all = reportFindings(report);
  for (const id of input.items ?? [])
    if (!all.some((f) => f.id === id))
      throw new AppError(Status.VALIDATION, EvaluateExtraMessage.unknownItem(id), { field: 'items' });
  const chosen = input.items ? all.filter((f) => input.items?.includes(f.id)) : all;
  if (chosen.length === 0) throw new AppError(Status.VALIDATION, EvaluateExtraMessage.noFindings);

  const placed = chosen.flatMap((finding) => {
    const doc = docAt(docs, finding.quote.start);
    return doc ? [{ finding, doc }] : [];
  });
  const subjects = new Map<string, ReviewSubject | string>();
  for (const { doc } of placed) {
    if (subjects.has(doc.doc_id)) continue;
    const reached = await requireReviewSubject(
      app,
      userId,
      ReviewKind.Doc,
      doc.doc_id,
      reviewWrite('doc'),
    ).catch((error: unknown) => {
      if (isGone(error)) return error.message;
      throw error;
    });
    subjects.set(doc.doc_id, reached);
  }

  const result: PostResult = { posted: [], skipped: [] };
  for (const f of chosen)
    if (!placed.some((p) => p.finding === f))
      result.skipped.push({ item: f.id, reason: EvaluateExtraMessage.quoteNoDoc });
  for (const { finding, doc } of placed) {
    const subject = subjects.get(doc.doc_id);
    if (!subject || typeof subject === 'string') {
      result.skipped.push({ item: finding.id, reason: subject ?? EvaluateExtraMessage.quoteNoDoc });
      continue;
    }
    const text = docToText(await currentDoc(app, subject.text));
    const where = locateQuote(text, finding.quote.text, finding.quote.start - doc.start);
    const content = where
      ? finding.comment
      : `${finding.comment}\n${EvaluateExtraMessage.quoteMoved(finding.quote.text)}`;
    const commentId = await addComment(app, userId, subject, {
      content: content.length > COMMENT_MAX ? content.slice(0, COMMENT_MAX) : content,
      range: where ?? 'none',
    });
    result.posted.push({
      item: finding.id,
      doc_id: doc.doc_id,
      doc_name: subject.name,
      comment_id: commentId,
      anchored: where !== null,
    });
  }
  return result;
}
