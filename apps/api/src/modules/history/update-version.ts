import { docFromLines, htmlToLines, summarize } from '@juzuo/doc-model';
import {
  DocMessage,
  HistoryMessage,
  ok,
  projectDocUpdateVersion,
  Status,
  type TDocVersion,
} from '@juzuo/schemas';
import type { FastifyInstance } from 'fastify';
import * as Y from 'yjs';
import { route } from '../../lib/route';
import { userName } from '../../lib/users';
import { findDocument, requireDocument } from '../docs/access';
import { docTarget, stateHash } from '../docs/checkpoint';
import { applyContent, currentDoc } from '../docs/live';
import { maybeAutoVersion, sameContent } from './auto';
import { VERSION_WRITE } from './policies';
import { insertVersion, latestVersion } from './repo';

/** A whole chapter of HTML (DOC_CONTENT_MAX characters of CJK text is up to ~6 MB of UTF-8). */
const SAVE_BODY_LIMIT = 8 * 1024 * 1024;

/**
 * `PUT project/doc/update_version`: the REST save of clients that do not speak Yjs.
 *
 * The Yjs state stays the single source of truth: the HTML is turned into lines and applied as a
 * replacement of the live document (the same path as recover), so open editors see it and it
 * merges with their typing. Without `content` the call only compares versions.
 *
 * `version` is the version the client last read. When it is stale the save is still accepted (6001,
 * tolerated as success by every client) and the content it overwrote is first kept as an automatic
 * version, so nothing is lost: the notice tells the writer where to find it.
 */
export function registerUpdateVersionRoute(app: FastifyInstance): void {
  const db = app.database.db;
  route(app, projectDocUpdateVersion, { bodyLimit: SAVE_BODY_LIMIT }, async (request) => {
    const body = request.input;
    const userId = request.auth.userId;
    const { doc } = await requireDocument(app, userId, body.doc_id, VERSION_WRITE);
    const stale = body.version !== undefined && body.version !== doc.version;
    const answer = async (): Promise<TDocVersion> => {
      const row = await findDocument(db, doc.id);
      return { doc_id: doc.id, version: row?.version ?? doc.version, char_count: row?.charCount ?? 0 };
    };
    if (body.content === undefined) {
      return stale
        ? { status: Status.DOC_UPDATE_NOTICE, data: await answer(), msg: DocMessage.behindVersion }
        : ok(await answer());
    }

    const target = docTarget(doc);
    const incoming = docFromLines(htmlToLines(body.content));
    const current = await currentDoc(app, target);
    const currentSummary = summarize(current);
    // Saving what is already there changes nothing (a replacement would still make new Yjs items).
    if (sameContent(currentSummary, summarize(incoming))) return ok(await answer());

    const now = new Date(app.clock.now());
    if (stale) {
      const latest = await latestVersion(db, target.name);
      if (!latest || !sameContent(latest, currentSummary)) {
        const state = Y.encodeStateAsUpdate(current);
        await insertVersion(db, {
          document: target.name,
          workId: doc.workId,
          name: HistoryMessage.beforeOverwrite,
          auto: true,
          state,
          stateHash: stateHash(state),
          ...currentSummary,
          creatorId: userId,
          now,
        });
      }
    }
    const name = (await userName(db, userId)) ?? '';
    await applyContent(app, target, incoming, { id: userId, name }, maybeAutoVersion);
    return stale
      ? { status: Status.DOC_UPDATE_NOTICE, data: await answer(), msg: DocMessage.staleVersion }
      : ok(await answer());
  });
}
