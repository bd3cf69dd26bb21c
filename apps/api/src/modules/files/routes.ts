import { FileMessage, fileUpload, imageUpload, ok, userUploadAndSetAvatar } from '@juzuo/schemas';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route';
import { uploadAndSetAvatar } from './avatar';
import { saveFile, saveImage } from './service';
import { readUpload } from './upload';

const MB = 1024 * 1024;

/** POST /ixj_web/file, POST /ixj_web/image and PUT /ixj_web/user/upload_and_set_avatar. */
export function registerUploadRoutes(app: FastifyInstance): void {
  const { MAX_FILE_MB, MAX_IMAGE_MB, DISABLE_RATE_LIMIT } = app.config;
  const config = DISABLE_RATE_LIMIT ? {} : { rateLimit: { max: 300, timeWindow: '1 minute' } };
  const readImage = (request: Parameters<typeof readUpload>[0]) =>
    readUpload(request, MAX_IMAGE_MB * MB, FileMessage.imageTooLarge(MAX_IMAGE_MB));

  route(app, fileUpload, { config }, async (request) => {
    const upload = await readUpload(request, MAX_FILE_MB * MB, FileMessage.fileTooLarge(MAX_FILE_MB));
    return ok(await saveFile(app, { ...upload, ownerUserId: request.auth.userId }));
  });

  route(app, imageUpload, { config }, async (request) => {
    const upload = await readImage(request);
    return ok(await saveImage(app, { ...upload, ownerUserId: request.auth.userId }));
  });

  route(app, userUploadAndSetAvatar, { config }, async (request) => {
    const upload = await readImage(request);
    return ok(await uploadAndSetAvatar(app, { ...upload, ownerUserId: request.auth.userId }));
  });
}
