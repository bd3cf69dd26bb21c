import { docFromState, docToText, summarize } from '@juzuo/doc-model';
import {
  HISTORY_DUPLICATE_MESSAGE,
  HistoryMessage,
  ok,
  Status,
  type THistoryDetail,
  worksDocHistory,
  worksDocHistoryCreate,
  worksDocHistoryDelete,
  worksDocHistoryList,
  worksDocHistoryRename,
  worksDocRecover,
} from '@juzuo/schemas';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import * as Y from 'yjs';
import { AppError } from '../../lib/errors';
import { route } from '../../lib/route';
import { userName } from '../../lib/users';
import { stateHash } from '../docs/checkpoint';
import { currentDoc } from '../docs/live';
import { sameContent } from './auto';
import { presentVersion } from './present';
import { recoverVersion } from './recover';
import {
  deleteVersion,
  findVersion,
  insertVersion,
  latestVersion,
  listVersions,
  renameVersion,
} from './repo';
import { requireSubject, subjectOf } from './subjects';
import { registerUpdateVersionRoute } from './update-version';

/**
 * /ixj_web/works/doc_history*, doc_recover: versions of script documents and idea documents (kind
 * idea; see subjects.ts); and project/doc/update_version, the
 * REST save that keeps the overwritten content as a version when the client was behind.
 */
export const historyModule = fp(
  async (app: FastifyInstance) => {
    const db = app.database.db;

    /** A version of a document the caller may see (write: may change). */
    const versionFor = async (userId: string, historyId: string, write: boolean) => {
      const version = await findVersion(db, historyId);
      const of = version && subjectOf(version.document);
      if (!version || !of) throw new AppError(Status.NOT_FOUND, HistoryMessage.gone);
      return { version, subject: await requireSubject(app, userId, of.kind, of.id, write) };
    };
    const nameOf = async (id: string) => (await userName(db, id)) ?? '';

    route(app, worksDocHistoryList, {}, async (request) => {
      const { doc_id, kind } = request.input;
      const { target } = await requireSubject(app, request.auth.userId, kind, doc_id, false);
      const list = (await listVersions(db, target.name)).map(presentVersion);
      return ok({ list, total: list.length });
    });

    route(app, worksDocHistory, {}, async (request) => {
      const { history_id } = request.input;
      const { version } = await versionFor(request.auth.userId, history_id, false);
      const data: THistoryDetail = {
        ...presentVersion({
          ...version,
          creatorName: version.creatorId ? await nameOf(version.creatorId) : null,
        }),
        content: version.html,
        text: version.text || docToText(docFromState(new Uint8Array(version.state))),
      };
      return ok(data);
    });

    // A named version of the document as its editors see it now; the same content twice is 304.
    route(app, worksDocHistoryCreate, {}, async (request) => {
      const body = request.input;
      const userId = request.auth.userId;
      const { target } = await requireSubject(app, userId, body.kind, body.doc_id, true);
      const current = await currentDoc(app, target);
      const summary = summarize(current);
      const latest = await latestVersion(db, target.name);
      if (latest && sameContent(latest, summary)) {
        // The system already kept this content: naming that version is what the writer asked for.
        if (latest.auto) {
          await renameVersion(db, latest.id, body.name || HistoryMessage.manual);
          return ok({ history_id: latest.id });
        }
        return {
          status: Status.HISTORY_UNCHANGED,
          data: { history_id: latest.id },
          msg: HISTORY_DUPLICATE_MESSAGE,
        };
      }
      const state = Y.encodeStateAsUpdate(current);
      const historyId = await insertVersion(db, {
        document: target.name,
        workId: target.workId,
        name: body.name || HistoryMessage.manual,
        auto: false,
        state,
        stateHash: stateHash(state),
        ...summary,
        creatorId: userId,
        now: new Date(app.clock.now()),
      });
      return ok({ history_id: historyId });
    });

    route(app, worksDocHistoryRename, {}, async (request) => {
      const body = request.input;
      const { version } = await versionFor(request.auth.userId, body.history_id, true);
      await renameVersion(db, version.id, body.name);
      return ok({ history_id: version.id, name: body.name });
    });

    route(app, worksDocHistoryDelete, {}, async (request) => {
      const { history_id } = request.input;
      const { version } = await versionFor(request.auth.userId, history_id, true);
      await deleteVersion(db, version.id, version.document);
      return ok(null);
    });

    route(app, worksDocRecover, {}, async (request) => {
      const body = request.input;
      const userId = request.auth.userId;
      const { version, subject } = await versionFor(userId, body.history_id, true);
      if (body.doc_id && body.doc_id !== subject.target.id)
        throw new AppError(Status.NOT_FOUND, HistoryMessage.gone);
      return ok(await recoverVersion(app, subject, version, { id: userId, name: await nameOf(userId) }));
    });

    registerUpdateVersionRoute(app);
  },
  { name: 'history' },
);
