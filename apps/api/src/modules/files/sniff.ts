import { fileTypeFromBuffer } from 'file-type';
import { fileUnsupported } from './files.errors.ts';

/** What an upload is, by its magic bytes alone: the name and the declared type are never read. */
export type UploadKind = 'image' | 'heif' | 'pdf';

const KINDS: Record<string, UploadKind> = {
  'image/jpeg': 'image',
  'image/png': 'image',
  'image/webp': 'image',
  // Newer Android cameras can save AVIF; sharp decodes it like any other image.
  'image/avif': 'image',
  // Phones write HEVC-coded HEIC; a HEIF may also hold AV1 (what AVIF is), which sharp decodes itself.
  'image/heic': 'heif',
  'image/heif': 'heif',
  'application/pdf': 'pdf',
};

/**
 * file-type reads the signature at the start of the file, so an executable renamed `.jpg` (MZ, ELF), a
 * ZIP, HTML or SVG is refused here; a file that starts as one accepted type and carries another is
 * handled by the cleaners, which never store the bytes as given (see file-cleaner.ts).
 */
export async function sniff(bytes: Uint8Array): Promise<UploadKind> {
  const type = await fileTypeFromBuffer(bytes);
  const kind = type ? KINDS[type.mime] : undefined;
  if (!kind) throw fileUnsupported();
  return kind;
}
