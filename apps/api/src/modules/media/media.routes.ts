import type { FastifyInstance } from 'fastify';
import { MEDIA_PATH, mediaUrl } from '@apotek/contract/media';
import { z } from 'zod';
import { notFound } from '../../platform/api-error.ts';
import { negotiateFormat } from './media.formats.ts';
import type { MediaService } from './media.service.ts';

/** The URL shape is the contract's: the web builds srcset from it, seeds store it. */
export { MEDIA_PATH, mediaUrl };

const params = z.object({
  hash: z.string().regex(/^[0-9a-f]{64}$/),
  width: z.coerce.number().int().min(1).max(8192),
});

/** A year, and never revalidated: the URL names the content hash, so new content means a new URL. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Image variants. A plain Fastify route rather than a contract route: it answers bytes, and reads no
 * session, so a signed-in shopper's page of thumbnails costs no session lookups.
 */
export function mediaRoutes(app: FastifyInstance, media: MediaService): void {
  app.get(
    `${MEDIA_PATH}/:hash/:width`,
    {
      schema: {
        params,
        tags: ['media'],
        summary: 'A public image at the allowed width (160, 320, 640, 1024) nearest to :width, as AVIF, WebP or JPEG by Accept',
      },
    },
    async (request, reply) => {
      const { hash, width } = request.params as z.output<typeof params>;
      const format = negotiateFormat(request.headers.accept);
      const variant = await media.variant(hash, width, format);
      if (!variant) throw notFound();
      return reply
        .type(variant.contentType)
        .header('content-length', String(variant.size))
        .header('cache-control', IMMUTABLE)
        .header('vary', 'Accept')
        .send(variant.body);
    },
  );
}
