/** The files module's public face (ADR 014): what app.ts and other modules (prescriptions, chat) may use. */
export { registerFiles, type FilesModuleDeps } from './files.module.ts';
export { FilesService, type FileViewer, TICKET_RATE_LIMIT } from './files.service.ts';
export type { FilesTables, FilesTable } from './files.tables.ts';
export { MAX_PDF_PAGES } from './pdf-cleaner.ts';
export type { ImageCleaner, ImageSupport } from './file-cleaner.ts';
/** Its part of the personal-data rights: export and erasure of its own tables (issue 14; docs/decisions/037). */
export * from './files.erasure.ts';
