/** The media module's public face (ADR 014): what app.ts, seeds and (issue 10) uploads may use; everything else stays inside. */
export { registerMedia, type MediaModuleDeps } from './media.module.ts';
export { MediaService, type IngestOptions, type Variant } from './media.service.ts';
export type { MediaOriginal } from './media.repository.ts';
export type { MediaTables, MediaOriginalsTable } from './media.tables.ts';
export { type ImagePipeline, SharpImagePipeline } from './image-pipeline.ts';
export { VARIANT_WIDTHS, type VariantFormat } from './media.formats.ts';
export { MAX_INGEST_BYTES, MAX_INPUT_PIXELS } from './media.errors.ts';
export { MEDIA_PATH, mediaUrl } from './media.routes.ts';
