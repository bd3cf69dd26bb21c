import crypto from 'node:crypto';
import {
  FileMessage,
  ok,
  Status,
  WorkMessage,
  worksCoverImg,
  worksCoverImgDelete,
  worksCoverImgList,
  ZCoverChoose,
  ZProjectRef,
} from '@juzuo/schemas';
import { and, asc, desc, eq, inArray, max } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { files, workCovers, works } from '../../db/schema/index';
import { AppError } from '../../lib/errors';
import { route } from '../../lib/route';
import { parse } from '../../lib/validate';
import { fileById, saveImage } from '../files/index';
import { readUpload } from '../files/upload';
import { loadWork, type WorkAccess } from './access';
import { requireEditInfo } from './policies';
import { presentCover } from './presenters';

const MB = 1024 * 1024;

/** works/cover_img_list (GET, DELETE) and works/cover_img (POST: upload, add an uploaded image, or choose). */
export function registerCoverRoutes(app: FastifyInstance): void {
  const db = app.database.db;
  const now = () => new Date(app.clock.now());

  const coversOf = async (workId: string) => {
    const [work] = await db.select({ coverId: works.coverId }).from(works).where(eq(works.id, workId));
    const rows = await db
      .select({ cover: workCovers, file: files })
      .from(workCovers)
      .innerJoin(files, eq(files.id, workCovers.fileId))
      .where(eq(workCovers.workId, workId))
      .orderBy(asc(workCovers.sort), asc(workCovers.createdAt), asc(workCovers.id));
    const base = app.config.FILES_PUBLIC_URL;
    return rows.map((r) => presentCover(r.cover, r.file, work?.coverId ?? null, base));
  };

  /** Adds a file as a cover of the work (once per file) and makes it the chosen one. */
  const addAndChoose = async (access: WorkAccess, fileId: string) => {
    const [existing] = await db
      .select({ id: workCovers.id })
      .from(workCovers)
      .where(and(eq(workCovers.workId, access.work.id), eq(workCovers.fileId, fileId)))
      .limit(1);
    const coverId = existing?.id ?? crypto.randomUUID();
    const at = now();
    await db.transaction(async (tx) => {
      if (!existing) {
        // Upload order, even for two uploads within one clock tick.
        const [last] = await tx
          .select({ sort: max(workCovers.sort) })
          .from(workCovers)
          .where(eq(workCovers.workId, access.work.id));
        const sort = (last?.sort ?? 0) + 1;
        await tx
          .insert(workCovers)
          .values({ id: coverId, workId: access.work.id, fileId, sort, createdAt: at });
      }
      await tx.update(works).set({ coverId, updatedAt: at }).where(eq(works.id, access.work.id));
    });
    return coverId;
  };

  const answer = async (workId: string, coverId: string) => {
    const list = await coversOf(workId);
    return ok({ cover_id: coverId, cover: list.find((c) => c.cover_id === coverId) ?? null, list });
  };

  route(app, worksCoverImgList, {}, async (request) => {
    const q = request.input;
    const access = await loadWork(request, q.project_id, q.team_id);
    const list = await coversOf(access.work.id);
    return ok({ list, total: list.length });
  });

  // Two forms share this call, and their fields are only known here: a multipart upload's once its
  // stream is read, a JSON body's from the body itself. Each form is validated fully below.
  route(app, worksCoverImg, {}, async (request) => {
    if (request.isMultipart()) {
      const limitMb = app.config.MAX_IMAGE_MB;
      const upload = await readUpload(request, limitMb * MB, FileMessage.imageTooLarge(limitMb));
      const ref = parse(ZProjectRef, upload.fields);
      const access = await loadWork(request, ref.project_id, ref.team_id);
      requireEditInfo(access);
      const image = await saveImage(app, { ...upload, ownerUserId: request.auth.userId });
      return answer(access.work.id, await addAndChoose(access, image.file_id));
    }
    const body = parse(ZCoverChoose, request.body);
    const access = await loadWork(request, body.project_id, body.team_id);
    requireEditInfo(access);
    if (body.cover_id) {
      const [cover] = await db
        .select({ id: workCovers.id })
        .from(workCovers)
        .where(and(eq(workCovers.workId, access.work.id), eq(workCovers.id, body.cover_id)));
      if (!cover) throw new AppError(Status.NOT_FOUND, WorkMessage.coverUnknown);
      await db.update(works).set({ coverId: cover.id, updatedAt: now() }).where(eq(works.id, access.work.id));
      return answer(access.work.id, cover.id);
    }
    // An image the caller uploaded earlier (POST /ixj_web/image); someone else's file id proves nothing.
    const stored = await fileById(app, body.file_id ?? '');
    if (stored?.kind !== 'image' || stored.ownerUserId !== request.auth.userId)
      throw new AppError(Status.VALIDATION, WorkMessage.fileNotImage, { field: 'file_id' });
    return answer(access.work.id, await addAndChoose(access, stored.file.file_id));
  });

  route(app, worksCoverImgDelete, {}, async (request) => {
    const body = request.input;
    const access = await loadWork(request, body.project_id, body.team_id);
    requireEditInfo(access);
    const ids = [...new Set([...(body.cover_ids ?? []), ...(body.cover_id ? [body.cover_id] : [])])];
    await db.transaction(async (tx) => {
      const gone = await tx
        .delete(workCovers)
        .where(and(eq(workCovers.workId, access.work.id), inArray(workCovers.id, ids)))
        .returning({ id: workCovers.id });
      if (gone.length === 0) throw new AppError(Status.NOT_FOUND, WorkMessage.coverUnknown);
      // Deleting the chosen cover falls back to the newest remaining one. Files stay (shared by sha).
      if (access.work.coverId && gone.some((g) => g.id === access.work.coverId)) {
        const [next] = await tx
          .select({ id: workCovers.id })
          .from(workCovers)
          .where(eq(workCovers.workId, access.work.id))
          .orderBy(desc(workCovers.sort), desc(workCovers.createdAt), desc(workCovers.id))
          .limit(1);
        await tx
          .update(works)
          .set({ coverId: next?.id ?? null })
          .where(eq(works.id, access.work.id));
      }
      await tx.update(works).set({ updatedAt: now() }).where(eq(works.id, access.work.id));
    });
    const list = await coversOf(access.work.id);
    return ok({ list, total: list.length });
  });
}
