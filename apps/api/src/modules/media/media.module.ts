import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../platform/clock.ts';
import type { ObjectStorage } from '../../platform/storage/object-storage.ts';
import { type ImagePipeline, SharpImagePipeline } from './image-pipeline.ts';
import { mediaRoutes } from './media.routes.ts';
import { MediaService } from './media.service.ts';

export interface MediaModuleDeps {
  db: Kysely<Database>;
  clock: Clock;
  storage: ObjectStorage;
  /** sharp unless a test swaps it. */
  pipeline?: ImagePipeline;
}

/** Registers the image routes and answers the service that seeds and uploads ingest through. */
export function registerMedia(app: FastifyInstance, deps: MediaModuleDeps): MediaService {
  const media = new MediaService({ ...deps, pipeline: deps.pipeline ?? new SharpImagePipeline() });
  mediaRoutes(app, media);
  return media;
}
