import { routes } from '@apotek/contract';
import { FILE_ID_PATTERN } from '@apotek/contract/files';
import type { FastifyInstance } from 'fastify';
import { ApiError, notFound } from '../../platform/api-error.ts';
import { ok } from '../../platform/envelope.ts';
import type { RouteRegistrar } from '../../platform/routes.ts';
import type { FilesService } from './files.service.ts';
import { readUpload } from './multipart-upload.ts';

/** The caller's own files: `user` is always the caller, so ownership is never a parameter. */
export function filesRoutes(define: RouteRegistrar, files: FilesService): void {
  define(routes.uploadTicket, async ({ user, body, reply }) => ok(reply, await files.issueTicket(user.id, body)));
  define(routes.uploadFiles, async ({ user, request, reply }) => {
    const upload = await readUpload(request, user.id, files);
    return ok(reply, { data: await files.store(user.id, upload.ticket, upload.files) }, 'created');
  });
  define(routes.file, async ({ user, params, reply }) => ok(reply, await files.describe(params.id, { userId: user.id })));
}

/**
 * The bytes behind a signed link. A plain route: the link is the permission (an `<img>` sends no token),
 * so it reads no session. Served inline under our own name and type, never sniffed, never cached.
 */
export function fileContentRoute(app: FastifyInstance, files: FilesService): void {
  app.get(
    '/api/files/:id/content',
    { schema: { tags: ['files'], summary: 'A stored file behind a signed, short-lived URL (403 when tampered or expired)' } },
    async (request, reply) => {
      const { id } = request.params as { id: string };
      const query = request.query as Record<string, unknown>;
      if (!FILE_ID_PATTERN.test(id)) throw new ApiError(403, 'signedUrlInvalid');
      const opened = await files.openSigned(id, query.expires, query.signature);
      if (opened === null) throw new ApiError(403, 'signedUrlInvalid');
      if (opened === undefined) throw notFound();
      return reply
        .type(opened.row.mime)
        .header('content-length', String(opened.object.meta.size))
        .header('content-disposition', `inline; filename="${opened.name}"`)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        // The console may show a PDF in a frame of its own page; no other site may frame it.
        .header('content-security-policy', "frame-ancestors 'self'")
        .send(opened.object.body);
    },
  );
}
