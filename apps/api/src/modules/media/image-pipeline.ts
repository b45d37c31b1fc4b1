import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { imageCorrupt, imageTooManyPixels, imageUnsupported, MAX_INPUT_PIXELS } from './media.errors.ts';
import type { VariantFormat } from './media.formats.ts';

/** What uploads may be, judged by their magic bytes, never by a name or a declared type. SVG is not: it can carry script. */
const ACCEPTED_INPUT = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif']);

/**
 * SVG our own code drew (the demo pack shots): stored as it is and rasterised per variant. Even so, it
 * may not reach outside itself: no script, no linked or embedded files, no references but to its own ids.
 */
const SVG_OUTSIDE_REFERENCE = /<\s*(script|image|use|foreignObject|iframe|style)\b|\bhref\s*=|\bon[a-z]+\s*=|url\(\s*(?!#)|<!ENTITY|<!DOCTYPE/i;

export interface CleanImage {
  bytes: Buffer;
  mime: 'image/jpeg' | 'image/png';
  width: number;
  height: number;
}

/** The sharp work behind media: checking and cleaning an upload once, and making variants of it. */
export interface ImagePipeline {
  clean(input: Buffer): Promise<CleanImage>;
  variant(original: Buffer, width: number, format: VariantFormat): Promise<Buffer>;
  /** The size of an SVG our own code drew; throws when it is not one sharp can render, or reaches outside itself. */
  measureTrustedSvg(input: Buffer): Promise<{ width: number; height: number }>;
}

/**
 * Every decode refuses images over the pixel limit before allocating them, and stops at the first
 * decoding error, so a truncated file is refused rather than served half grey.
 */
function open(input: Buffer): Sharp {
  return sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', animated: false });
}

export class SharpImagePipeline implements ImagePipeline {
  async clean(input: Buffer): Promise<CleanImage> {
    const type = await fileTypeFromBuffer(input);
    if (!type || !ACCEPTED_INPUT.has(type.mime)) throw imageUnsupported();
    let header: Metadata;
    try {
      // The header alone, nothing decoded yet: sharp's own limit would answer a flood as a failed read,
      // so the size is checked here, where it can be told apart.
      header = await sharp(input, { limitInputPixels: false, animated: false }).metadata();
    } catch {
      throw imageCorrupt();
    }
    const pixels = (header.width ?? 0) * (header.pageHeight ?? header.height ?? 0);
    if (pixels === 0) throw imageCorrupt();
    if (pixels > MAX_INPUT_PIXELS) throw imageTooManyPixels();
    // Transparency survives as PNG; everything else becomes JPEG, which every later step reads fast.
    const mime = header.hasAlpha ? 'image/png' : 'image/jpeg';
    try {
      // rotate() with no angle turns the picture upright by its EXIF orientation; the output carries
      // no metadata at all (sharp drops EXIF, GPS, XMP and comments unless asked to keep them).
      const pipeline = open(input).rotate();
      const encoded = mime === 'image/png' ? pipeline.png({ compressionLevel: 6 }) : pipeline.jpeg({ quality: 90, chromaSubsampling: '4:4:4' });
      const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
      return { bytes: data, mime, width: info.width, height: info.height };
    } catch (error) {
      if (error instanceof Error && /pixel limit/i.test(error.message)) throw imageTooManyPixels();
      throw imageCorrupt();
    }
  }

  async measureTrustedSvg(input: Buffer): Promise<{ width: number; height: number }> {
    const text = input.toString('utf8');
    if (!/^\s*<svg[\s>]/.test(text) || SVG_OUTSIDE_REFERENCE.test(text)) throw new Error('not a self-contained SVG drawing');
    const meta = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    if (meta.format !== 'svg' || !meta.width || !meta.height) throw new Error('not an SVG drawing sharp can render');
    return { width: meta.width, height: meta.height };
  }

  async variant(original: Buffer, width: number, format: VariantFormat): Promise<Buffer> {
    const resized = open(original).resize({ width, withoutEnlargement: true });
    if (format === 'avif') return resized.avif({ quality: 50, effort: 3 }).toBuffer();
    if (format === 'webp') return resized.webp({ quality: 78, effort: 4 }).toBuffer();
    // JPEG has no transparency: a transparent pack shot goes on white, as it sits on the page.
    return resized.flatten({ background: '#ffffff' }).jpeg({ quality: 80, mozjpeg: true }).toBuffer();
  }
}
