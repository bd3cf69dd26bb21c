import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createFileStore } from '../../storage/index';
import { registerUploadRoutes } from './routes';
import { registerFileServing } from './serve';

export { fileById, type SaveInput, saveFile, saveImage, type TStoredFile } from './service';

/** Files area: decorates `app.fileStore` for every module and adds the upload and serving routes. */
export const filesModule = fp(
  async (app: FastifyInstance) => {
    app.decorate('fileStore', await createFileStore(app.config));
    // Multipart parsing is scoped to these routes; limits are set per request by readUpload.
    await app.register(async (scope) => {
      await scope.register(multipart);
      registerUploadRoutes(scope);
      registerFileServing(scope);
    });
  },
  { name: 'files' },
);
