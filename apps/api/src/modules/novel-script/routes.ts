import {
  aiCancelConversion,
  aiConversionResult,
  aiGetLatestRecord,
  aiNovelToScreenplay,
  NovelScriptMessage,
  ok,
  Status,
} from '@juzuo/schemas';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { NOVEL_MAX_CHUNKS, splitNovel } from '../../jobs/novel-to-script/chapters';
import { novelToScript } from '../../jobs/novel-to-script/definition';
import { AppError } from '../../lib/errors';
import { route } from '../../lib/route';
import { noPermission } from '../../lib/status';
import { findVolume } from '../docs/repo';
import { requireTeamPermission } from '../team/policies';
import { requireWork } from '../works/access';
import { EPISODE_WRITE, NEW_WORK_PERMISSION, NOVEL_TEAM_PERMISSION } from './policies';
import { presentConversion } from './present';
import { findOwnJobOfKind, latestOwnJobOfKind, workText } from './repo';

const notFound = () => new AppError(Status.NOT_FOUND, NovelScriptMessage.notFound);

/**
 * Novel to script (spec 03 section 7): start a conversion (a durable job), cancel it, read its
 * progress and result, and the caller's latest one. Everything is checked before the job is queued:
 * the engine (9001), the source, the target work, the chunk count.
 */
export const novelScriptModule = fp(
  async (app: FastifyInstance) => {
    const db = app.database.db;
    const kind = novelToScript.name;
    const teamGate = { preHandler: [requireTeamPermission(NOVEL_TEAM_PERMISSION)] };

    route(app, aiNovelToScreenplay, teamGate, async (request) => {
      const userId = request.auth.userId;
      const input = request.input;
      app.engines.require('chat'); // 9001 AI引擎未配置: nothing is queued without an engine.
      let text = input.text ?? '';
      let sourceName = '';
      if (input.source_project_id) {
        const { work } = await requireWork(app, userId, input.source_project_id);
        if (work.mediaType !== 'NOVEL') throw new AppError(Status.VALIDATION, NovelScriptMessage.notNovel);
        const read = await workText(db, work.id, input.doc_ids);
        if (read === null) throw new AppError(Status.VALIDATION, NovelScriptMessage.docsNotInWork);
        text = read;
        sourceName = work.name;
      }
      const chunks = splitNovel(text);
      if (chunks.length === 0) throw new AppError(Status.VALIDATION, NovelScriptMessage.emptyNovel);
      if (chunks.length > NOVEL_MAX_CHUNKS) {
        throw new AppError(Status.VALIDATION, NovelScriptMessage.tooManyChunks(NOVEL_MAX_CHUNKS));
      }
      let projectName = input.project_name ?? '';
      let teamId = request.team.teamId;
      if (input.project_id) {
        const { work } = await requireWork(app, userId, input.project_id, EPISODE_WRITE);
        if (work.mediaType !== 'SCRIPT')
          throw new AppError(Status.VALIDATION, NovelScriptMessage.notScriptWork);
        if (input.volume_id && (await findVolume(db, input.volume_id))?.workId !== work.id) {
          throw new AppError(Status.NOT_FOUND, NovelScriptMessage.workGone);
        }
        projectName = work.name;
        teamId = work.teamId;
      } else if (!request.team.permissions.includes(NEW_WORK_PERMISSION)) {
        throw noPermission();
      }
      const row = await app.jobs.enqueue(novelToScript, {
        userId,
        teamId,
        title: NovelScriptMessage.title(sourceName || projectName),
        input: {
          text,
          target: input.target,
          episodes: input.episodes,
          project_id: input.project_id,
          volume_id: input.volume_id,
          project_name: projectName,
          team_id: teamId,
          chunk_total: chunks.length,
          chapters: new Set(chunks.map((c) => c.chapter)).size,
        },
      });
      return ok({ record_id: row.id, record: presentConversion(row) });
    });

    route(app, aiCancelConversion, {}, async (request) => {
      const userId = request.auth.userId;
      const { record_id } = request.input;
      if (!(await findOwnJobOfKind(db, userId, record_id, kind))) throw notFound();
      const cancelled = await app.jobs.cancel(userId, record_id);
      if (cancelled) return ok(presentConversion(cancelled));
      const row = await findOwnJobOfKind(db, userId, record_id, kind);
      if (!row) throw notFound();
      throw new AppError(Status.CONFLICT, NovelScriptMessage.finished, presentConversion(row));
    });

    route(app, aiConversionResult, {}, async (request) => {
      const row = await findOwnJobOfKind(db, request.auth.userId, request.input.record_id, kind);
      if (!row) throw notFound();
      return ok(presentConversion(row));
    });

    route(app, aiGetLatestRecord, {}, async (request) => {
      const row = await latestOwnJobOfKind(db, request.auth.userId, kind);
      return ok(row ? presentConversion(row) : null);
    });
  },
  { name: 'novel-script' },
);
