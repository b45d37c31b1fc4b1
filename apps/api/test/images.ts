import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** Test images made on the fly: no binary fixtures in the repository, and each says what it is. */

/** A photo-like JPEG (a colour ramp, so encoders have detail to keep) of the given size. */
export async function photoJpeg(width: number, height: number, seed = 1): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      raw[i] = (x * 255) / width;
      raw[i + 1] = (y * 255) / height;
      raw[i + 2] = (x * y * seed) % 256;
    }
  }
  return sharp(raw, { raw: { width, height, channels: 3 } }).jpeg({ quality: 90 }).toBuffer();
}

/** A JPEG stored sideways with EXIF orientation 6 (shown turned 90°) and a GPS position in its EXIF. */
export async function sidewaysJpegWithGps(width: number, height: number): Promise<Buffer> {
  return sharp(await photoJpeg(width, height, 3))
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .withExifMerge({ IFD0: { Copyright: 'Apotek test' }, IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '6/1 12/1 30/1', GPSLongitudeRef: 'E', GPSLongitude: '106/1 49/1 0/1' } })
    .toBuffer();
}

/** A PNG with transparency. */
export async function transparentPng(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 0, g: 120, b: 80, alpha: 0.5 } } }).png().toBuffer();
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A pixel-flood PNG: its header claims width × height (20,000 × 20,000 = 400 MP, 1.2 GB once decoded)
 * while the file holds a few compressed rows of zeros, a few hundred bytes in all.
 */
export function pixelFloodPng(width = 20_000, height = 20_000): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  const rows = deflateSync(Buffer.alloc((width * 3 + 1) * 4));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', rows), chunk('IEND', Buffer.alloc(0))]);
}

/** The first `fraction` of a file, as an interrupted upload leaves it. */
export function truncated(file: Buffer, fraction = 0.6): Buffer {
  return Buffer.from(file.subarray(0, Math.floor(file.length * fraction)));
}
