import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { MediaService, SharpImagePipeline } from '../src/modules/media/index.ts';
import { createStorage } from '../src/platform/storage/create-storage.ts';
import { createTestApp, type TestApp, testConfig } from './app.ts';

export interface MediaTestApp extends TestApp {
  /** A media service over the app's database and storage folder: how seeds and uploads store images. */
  media: MediaService;
  /** The storage folder, to start a second app over the same files. */
  uploadsDir: string;
  /** Stores an image and answers its hash. */
  ingest(bytes: Buffer, visibility?: 'public' | 'private'): Promise<string>;
}

/** Where the test-only upload route lives: the app has no upload endpoint until issue 10. */
export const TEST_INGEST_PATH = '/test/media/ingest';

/**
 * An app whose uploads folder the test knows, plus a test-only route that feeds raw bytes to
 * MediaService.ingest, so refusals travel the real error handler (status, localised message).
 */
export async function createMediaTestApp(env: NodeJS.ProcessEnv = {}): Promise<MediaTestApp> {
  const fullEnv = { UPLOADS_DIR: mkdtempSync(path.join(tmpdir(), 'apotek-uploads-')), ...env };
  // The route is registered while the app is built, before the service over its database exists.
  const holder: { media?: MediaService } = {};
  const extend = (app: FastifyInstance) => {
    app.addContentTypeParser('application/octet-stream', { parseAs: 'buffer', bodyLimit: 20 * 1024 * 1024 }, (_request, body, done) => done(null, body));
    app.post(TEST_INGEST_PATH, { bodyLimit: 20 * 1024 * 1024 }, async (request) => {
      const visibility = (request.query as { visibility?: string }).visibility === 'private' ? 'private' : 'public';
      return holder.media!.ingest(request.body as Buffer, { visibility });
    });
  };
  const t = await createTestApp({ extend }, fullEnv);
  const config = testConfig(fullEnv);
  const storage = await createStorage(config.storage, { clock: t.clock, publicUrl: config.publicUrl });
  const service = new MediaService({ db: t.database.db, clock: t.clock, storage: storage.objects, pipeline: new SharpImagePipeline() });
  holder.media = service;
  return {
    ...t,
    media: service,
    uploadsDir: fullEnv.UPLOADS_DIR,
    ingest: async (bytes, visibility = 'public') => (await service.ingest(bytes, { visibility })).hash,
  };
}
