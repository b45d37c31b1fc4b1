import { recordAudit } from '../modules/audit/index.ts';
import type { CatalogAudit, ProductImages } from '../modules/catalog/index.ts';
import { MediaService } from '../modules/media/index.ts';
import type { ImagePipeline } from '../modules/media/index.ts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';
import type { Clock } from '../platform/clock.ts';
import type { ObjectStorage } from '../platform/storage/object-storage.ts';

/**
 * What the console's catalogue (issue 15; docs/decisions/039-console-catalogue.md) needs of other modules:
 * the audit log's writer, and the media pipeline for product images (public originals, variants on demand).
 */
export function catalogAdminPorts(deps: { db: Kysely<Database>; clock: Clock; storage: ObjectStorage; pipeline: ImagePipeline }): { audit: CatalogAudit; images: ProductImages } {
  const media = new MediaService({ db: deps.db, clock: deps.clock, storage: deps.storage, pipeline: deps.pipeline });
  return {
    audit: recordAudit,
    images: { ingest: async (bytes) => ({ hash: (await media.ingest(bytes, { visibility: 'public' })).hash }) },
  };
}
