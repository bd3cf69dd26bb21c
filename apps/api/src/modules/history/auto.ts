import { AUTO_VERSION_INTERVAL_MS, HistoryMessage } from '@juzuo/schemas';
import type { DbLike } from '../../lib/db';
import type { CheckpointFacts } from '../docs/checkpoint';
import { findVersion, insertVersion, latestVersionTime, thinAutoVersions } from './repo';

/**
 * Takes an automatic version during active editing: at a stored checkpoint, when the newest version
 * is older than AUTO_VERSION_INTERVAL_MS (or there is none) and the content differs from it. Runs
 * inside the checkpoint's transaction. Returns the new version's id, or null.
 */
export async function maybeAutoVersion(db: DbLike, facts: CheckpointFacts): Promise<string | null> {
  const newest = await latestVersionTime(db, facts.document);
  if (newest && facts.now.getTime() - newest.createdAt.getTime() < AUTO_VERSION_INTERVAL_MS) return null;
  const latest = newest && (await findVersion(db, newest.id));
  if (latest && sameContent(latest, facts.summary)) return null;
  if (!latest && facts.summary.text === '' && facts.summary.html === '') return null;
  const id = await insertVersion(db, {
    document: facts.document,
    workId: facts.workId,
    name: HistoryMessage.auto,
    auto: true,
    state: facts.state,
    stateHash: facts.stateHash,
    html: facts.summary.html,
    text: facts.summary.text,
    charCount: facts.summary.charCount,
    creatorId: facts.editorId,
    now: facts.now,
  });
  await thinAutoVersions(db, facts.document, facts.now);
  return id;
}

/** Whether a version shows the same content as a summary (HTML carries text, blocks and marks). */
export const sameContent = (v: { html: string }, s: { html: string }): boolean => v.html === s.html;
