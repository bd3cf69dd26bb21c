import { docFromState, summarize } from '@juzuo/doc-model';
import { HistoryMessage, type TDocRecoverResult } from '@juzuo/schemas';
import type { FastifyInstance } from 'fastify';
import * as Y from 'yjs';
import type { TDocHistoryRow } from '../../db/schema/index';
import { stateHash } from '../docs/checkpoint';
import { applyContent, currentDoc } from '../docs/live';
import { maybeAutoVersion, sameContent } from './auto';
import { insertVersion, latestVersion } from './repo';
import type { HistorySubject } from './subjects';

/**
 * Restores a version for every editor at once. First the current content is kept as an automatic
 * version (unless the newest version already holds it), so a recover can itself be undone; then the
 * version's content replaces the document's through the live relay (see applyContent). A script
 * document records which version it was recovered from (flags.recovered_from).
 */
export async function recoverVersion(
  app: FastifyInstance,
  subject: HistorySubject,
  version: TDocHistoryRow,
  user: { id: string; name: string },
): Promise<TDocRecoverResult> {
  const db = app.database.db;
  const { target } = subject;
  const current = await currentDoc(app, target);
  const summary = summarize(current);
  const latest = await latestVersion(db, target.name);
  let backupId: string | null = latest && sameContent(latest, summary) ? latest.id : null;
  if (!backupId && (summary.text !== '' || summary.html !== '')) {
    const state = Y.encodeStateAsUpdate(current);
    backupId = await insertVersion(db, {
      document: target.name,
      workId: target.workId,
      name: HistoryMessage.beforeRecover,
      auto: true,
      state,
      stateHash: stateHash(state),
      ...summary,
      creatorId: user.id,
      now: new Date(app.clock.now()),
    });
  }
  const { live } = await applyContent(
    app,
    target,
    docFromState(new Uint8Array(version.state)),
    user,
    maybeAutoVersion,
  );
  const recovered = { history_id: version.id, backup_id: backupId, by: user.id, at: app.clock.now() };
  await subject.markRecovered?.(db, recovered);
  return {
    doc_id: target.id,
    recovered_from: version.id,
    backup_id: backupId,
    version: target.mirror ? await target.mirror.version(db, target.id) : 0,
    live,
  };
}
