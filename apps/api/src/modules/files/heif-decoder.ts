import sharp, { type Metadata } from 'sharp';
import { imageCorrupt, imageTooManyPixels } from './files.errors.ts';
import { decodeHeifOffThread } from './heif-worker.ts';

/**
 * HEIC/HEIF from phones, turned into a lossless PNG for the media pipeline to clean like any other image.
 * sharp's prebuilt libvips reads HEIF headers and decodes AV1-coded HEIF, but carries no HEVC decoder
 * (a patent-encumbered codec): `sharp.format.heif` lists only AVIF. HEVC images are therefore decoded by
 * libheif compiled to WebAssembly (`heic-decode` over `libheif-js`) on a worker thread (heif-worker.ts),
 * which also keeps a hostile file's decoder inside the wasm sandbox. libheif applies the HEIF rotation and
 * mirror boxes while decoding, so the pixels come out upright. Only the primary image is kept (bursts, depth maps and thumbnails are not).
 */
export async function heifToPng(input: Buffer, maxPixels: number): Promise<Buffer> {
  let header: Metadata;
  try {
    header = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw imageCorrupt();
  }
  // Refused by the header alone, before any decoder allocates the pixels.
  if (!header.width || !header.height) throw imageCorrupt();
  if (header.width * header.height > maxPixels) throw imageTooManyPixels(maxPixels);
  // A file that names an HEVC brand goes straight to libheif-js; any other HEIF is tried with sharp
  // first (AV1 decodes natively there) and falls back to libheif-js. sharp's `compression` is no guide:
  // it follows the brand, so an AV1 image in a plain `mif1` file reads as "hevc".
  if (hevcBranded(input)) return viaLibheif(input, maxPixels);
  return (await viaSharp(input, maxPixels)) ?? viaLibheif(input, maxPixels);
}

const HEVC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis']);

/** True when the `ftyp` box names an HEVC brand, as major or compatible brand. */
function hevcBranded(input: Buffer): boolean {
  const size = input.length >= 8 ? input.readUInt32BE(0) : 0;
  if (input.toString('latin1', 4, 8) !== 'ftyp' || size < 16 || size > Math.min(input.length, 256)) return false;
  for (let at = 8; at + 4 <= size; at += 4) {
    if (at !== 12 && HEVC_BRANDS.has(input.toString('latin1', at, at + 4))) return true;
  }
  return false;
}

/** The pixels as PNG, or undefined when sharp's libheif cannot decode this file (HEVC, or broken). */
async function viaSharp(input: Buffer, maxPixels: number): Promise<Buffer | undefined> {
  try {
    // No rotate(): libheif has applied the HEIF rotation boxes, which HEIF ranks above an EXIF orientation.
    return await sharp(input, { limitInputPixels: maxPixels, failOn: 'error' }).png({ compressionLevel: 0 }).toBuffer();
  } catch {
    return undefined;
  }
}

async function viaLibheif(input: Buffer, maxPixels: number): Promise<Buffer> {
  const decoded = await decodeHeifOffThread(input, maxPixels);
  // The container may name other sizes than the header sharp read; the decoder's own count rules.
  if ('error' in decoded) throw decoded.error === 'pixels' ? imageTooManyPixels(maxPixels) : imageCorrupt();
  const { width, height, rgba } = decoded;
  // libheif answers RGBA; phones' photos are opaque, so alpha is dropped and the pipeline writes JPEG.
  return sharp(Buffer.from(rgba.buffer, rgba.byteOffset, rgba.byteLength), { raw: { width, height, channels: 4 } })
    .removeAlpha()
    .png({ compressionLevel: 0 })
    .toBuffer();
}
