import type { StoredFileMime } from '@apotek/contract/files';
import { heifToPng } from './heif-decoder.ts';
import { cleanPdf } from './pdf-cleaner.ts';
import { sniff } from './sniff.ts';

/**
 * The media module's sharp pipeline (SharpImagePipeline.clean) and its pixel limit. A module never imports
 * another (ADR 014), so app.ts hands them over; this is the part of the pipeline uploads rely on.
 */
export interface ImageCleaner {
  clean(input: Buffer): Promise<{ bytes: Buffer; mime: 'image/jpeg' | 'image/png'; width: number; height: number }>;
}

export interface ImageSupport {
  pipeline: ImageCleaner;
  /** Pixels an image may have before it is refused as a flood (the media module's MAX_INPUT_PIXELS). */
  maxInputPixels: number;
}

/** An upload as we store it: never the bytes as given. */
export interface CleanFile {
  bytes: Buffer;
  mime: StoredFileMime;
  width: number | null;
  height: number | null;
  pages: number | null;
}

/**
 * Typed by magic bytes, then rebuilt:
 * - images (JPEG, PNG, WebP; HEIC/HEIF via heif-decoder.ts) go through the media module's sharp pipeline,
 *   which refuses pixel floods by the header, refuses truncated files, turns the picture upright and
 *   writes fresh pixels without EXIF, GPS, XMP or comments;
 * - PDFs are parsed, checked and rewritten by pdf-cleaner.ts.
 *
 * Polyglots: a file is whatever its first bytes say, and only that part survives. A JPEG carrying a ZIP,
 * PDF or HTML after its image data is stored as freshly encoded pixels, so the payload is dropped; a PDF
 * behind a JPEG header is a JPEG that does not decode (422); a PDF carrying a payload outside its objects
 * loses it in the rewrite. A file of another type with a PDF or image later inside it (HTML first, an
 * executable first) is not one of ours (415). Stored files are served with their stored type only,
 * `nosniff` and no script context, so nothing is ever read as HTML.
 */
export async function cleanUpload(input: Buffer, images: ImageSupport): Promise<CleanFile> {
  const kind = await sniff(input);
  if (kind === 'pdf') {
    const pdf = await cleanPdf(input);
    return { bytes: pdf.bytes, mime: 'application/pdf', width: null, height: null, pages: pdf.pages };
  }
  const image = await images.pipeline.clean(kind === 'heif' ? await heifToPng(input, images.maxInputPixels) : input);
  return { bytes: image.bytes, mime: image.mime, width: image.width, height: image.height, pages: null };
}
