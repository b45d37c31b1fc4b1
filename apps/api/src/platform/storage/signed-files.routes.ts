import type { FastifyInstance } from 'fastify';
import { ApiError, notFound } from '../api-error.ts';
import type { ObjectStorage } from './object-storage.ts';
import { SIGNED_FILES_PATH, type UrlSigner } from './url-signer.ts';

/** Answers the disk adapter's signed URLs: any object, while the link's signature and expiry hold. */
export function signedFilesRoutes(app: FastifyInstance, objects: ObjectStorage, signer: UrlSigner): void {
  app.get(
    `${SIGNED_FILES_PATH}/*`,
    { schema: { tags: ['files'], summary: 'A stored file behind a signed, short-lived URL (403 when tampered or expired)' } },
    async (request, reply) => {
      const key = (request.params as { '*': string })['*'];
      const query = request.query as Record<string, unknown>;
      const expires = typeof query.expires === 'string' && /^\d{1,12}$/.test(query.expires) ? Number(query.expires) : NaN;
      const signature = typeof query.signature === 'string' ? query.signature : '';
      // One answer for a bad signature and an expired link: a refused link tells nothing more.
      if (!signer.verify(key, { expires, signature })) throw new ApiError(403, 'signedUrlInvalid');
      const object = await objects.get(key);
      if (!object) throw notFound();
      return reply
        .type(object.meta.contentType)
        .header('content-length', String(object.meta.size))
        // Signed links carry private files (prescriptions): no shared cache may keep them.
        .header('cache-control', 'private, no-store')
        .send(object.body);
    },
  );
}
