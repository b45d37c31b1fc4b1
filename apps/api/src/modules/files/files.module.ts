import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { RouteRegistrar } from '../../platform/routes.ts';
import { fileContentRoute, filesRoutes } from './files.routes.ts';
import { type FilesDeps, FilesService } from './files.service.ts';
import { MULTIPART_LIMITS } from './multipart-upload.ts';

export type FilesModuleDeps = FilesDeps;

/**
 * Registers the multipart parser (for `POST /api/files` only: no other route reads multipart parts, and
 * a multipart body sent to a JSON route fails its schema), the upload routes and the signed-link route.
 */
export async function registerFiles(app: FastifyInstance, define: RouteRegistrar, deps: FilesModuleDeps): Promise<FilesService> {
  await app.register(multipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: true });
  const files = new FilesService(deps);
  filesRoutes(define, files);
  fileContentRoute(app, files);
  return files;
}
