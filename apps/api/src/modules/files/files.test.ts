import { readFileSync } from 'node:fs';
import { FILE_URL_TTL_SECONDS, type StoredFile } from '@apotek/contract/files';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createFilesTestAppWithCustomers, type FilesTestApp, postParts, requestTicket, ticketParts, uploadFiles } from '../../../test/files.ts';
import { photoJpeg, sidewaysJpegWithGps, transparentPng } from '../../../test/images.ts';

/** A real HEVC-coded HEIC as an iPhone writes it (120 × 80, EXIF with a GPS position), made with libheif's heif-enc. */
const HEIC = readFileSync(new URL('./fixtures/prescription-photo.heic', import.meta.url));

let t: FilesTestApp, token: string, otherToken: string;
beforeAll(async () => ({ t, token, otherToken } = await createFilesTestAppWithCustomers()));
afterAll(async () => t.close());

/** Follows a file's signed URL the way a browser would: no token, just the link. */
async function fetchContent(file: Pick<StoredFile, 'url'>) {
  const url = new URL(file.url);
  return t.call({ method: 'GET', url: `${url.pathname}${url.search}` });
}

async function twoPagePdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage([595, 842]).drawText('Resep: Amoxicillin 500 mg, 3 x 1', { x: 50, y: 780, size: 14 });
  doc.addPage([595, 842]).drawText('Halaman 2', { x: 50, y: 780, size: 14 });
  return Buffer.from(await doc.save());
}

describe('POST /api/files/ticket', () => {
  it('issues a signed ticket for the preset with its limits and expiry', async () => {
    const ticket = await requestTicket(t, token, 'prescription');
    expect(ticket).toMatchObject({ upload_preset: 'prescription', max_bytes: 10 * 1024 * 1024, max_files: 5 });
    expect(ticket.api_key).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(ticket.timestamp).toBe(Math.floor(t.clock.now().getTime() / 1000));
    expect(new Date(ticket.expires_at).getTime() - t.clock.now().getTime()).toBe(15 * 60 * 1000);
    expect(ticket.signature).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await requestTicket(t, token, 'chat', 2)).max_files).toBe(2);
  });

  it('is for signed-in users only, and refuses an unknown preset', async () => {
    const guest = await t.call({ method: 'POST', url: '/api/files/ticket', payload: { purpose: 'prescription' } });
    expect(guest.statusCode).toBe(401);
    const unknown = await t.call({ method: 'POST', url: '/api/files/ticket', token, payload: { purpose: 'avatar' } });
    expect(unknown.statusCode).toBe(422);
  });
});

describe('POST /api/files: each accepted type is stored cleaned, as a private object', () => {
  it('re-encodes a JPEG and drops its EXIF, GPS included, turning it upright', async () => {
    const original = await sidewaysJpegWithGps(300, 200);
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const [file] = await uploadFiles(t, token, [original]);
    expect(file).toMatchObject({ mime: 'image/jpeg', purpose: 'prescription', width: 200, height: 300, pages: null });
    expect(file!.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(file!.name).toMatch(/^resep-\d{8}-[a-z0-9x]{6}\.jpg$/);
    const content = await fetchContent(file!);
    expect(content.statusCode).toBe(200);
    expect(content.headers['content-type']).toBe('image/jpeg');
    expect(content.headers['x-content-type-options']).toBe('nosniff');
    expect(content.headers['content-disposition']).toBe(`inline; filename="${file!.name}"`);
    expect(content.headers['cache-control']).toBe('private, no-store');
    const stored = await sharp(content.rawPayload).metadata();
    expect(stored.exif).toBeUndefined();
    expect(stored.xmp).toBeUndefined();
    expect(content.rawPayload.includes(Buffer.from('Apotek test'))).toBe(false);
    expect(file!.size).toBe(content.rawPayload.length);
  });

  it('keeps a transparent PNG as PNG and stores an opaque WebP as JPEG', async () => {
    const webp = await sharp(await photoJpeg(64, 48)).webp().toBuffer();
    const [png, fromWebp] = await uploadFiles(t, token, [await transparentPng(40, 30), webp]);
    expect(png).toMatchObject({ mime: 'image/png', width: 40, height: 30 });
    expect(fromWebp).toMatchObject({ mime: 'image/jpeg', width: 64, height: 48 });
    expect((await sharp((await fetchContent(png!)).rawPayload).metadata()).format).toBe('png');
    expect((await sharp((await fetchContent(fromWebp!)).rawPayload).metadata()).format).toBe('jpeg');
  });

  it('decodes an HEVC HEIC from a phone and stores it as a JPEG without its EXIF', async () => {
    expect(HEIC.includes(Buffer.from('Exif'))).toBe(true);
    const [file] = await uploadFiles(t, token, [HEIC]);
    expect(file).toMatchObject({ mime: 'image/jpeg', width: 120, height: 80 });
    const content = await fetchContent(file!);
    const meta = await sharp(content.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 120, height: 80 });
    expect(meta.exif).toBeUndefined();
    // The pixels survived: the fixture is a colour ramp, dark at the top left, not a grey or black frame.
    const { data } = await sharp(content.rawPayload).extract({ left: 100, top: 60, width: 1, height: 1 }).raw().toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(150);
  });

  it('decodes AV1-coded HEIF and AVIF through sharp, storing JPEG', async () => {
    const av1 = await sharp(await photoJpeg(64, 48)).heif({ compression: 'av1', quality: 70 }).toBuffer();
    expect(av1.subarray(8, 12).toString('latin1')).toBe('avif');
    // The same image with the generic HEIF brand, as some cameras label AV1 stills: file-type calls it image/heif.
    const heif = Buffer.from(av1);
    heif.write('mif1', 8, 'latin1');
    const [fromAvif, fromHeif] = await uploadFiles(t, token, [av1, heif]);
    for (const file of [fromAvif, fromHeif]) {
      expect(file).toMatchObject({ mime: 'image/jpeg', width: 64, height: 48 });
      expect((await sharp((await fetchContent(file!)).rawPayload).metadata()).format).toBe('jpeg');
    }
  });

  it('checks a PDF, counts its pages and serves it back as a PDF', async () => {
    const [file] = await uploadFiles(t, token, [await twoPagePdf()]);
    expect(file).toMatchObject({ mime: 'application/pdf', pages: 2, width: null, height: null });
    expect(file!.name).toMatch(/\.pdf$/);
    const content = await fetchContent(file!);
    expect(content.headers['content-type']).toBe('application/pdf');
    expect((await PDFDocument.load(content.rawPayload)).getPageCount()).toBe(2);
  });

  it('stores several files at once under server-made names, with rows and objects that match', async () => {
    const rowsBefore = await t.fileRows();
    const objectsBefore = t.storedObjects().length;
    const files = await uploadFiles(t, token, [await photoJpeg(50, 50, 1), await photoJpeg(50, 50, 2), await twoPagePdf()]);
    expect(files).toHaveLength(3);
    expect(new Set(files.map((f) => f.id)).size).toBe(3);
    expect(await t.fileRows()).toBe(rowsBefore + 3);
    expect(t.storedObjects()).toHaveLength(objectsBefore + 3);
    const rows = await t.database.db.selectFrom('files').selectAll().where('public_id', 'in', files.map((f) => f.id)).execute();
    for (const row of rows) {
      expect(row.storage_key).toMatch(/^private\/files\/[0-9a-f]{32}\.(jpg|pdf)$/);
      expect(row.sha256).toMatch(/^[0-9a-f]{64}$/);
      expect(row.storage_key).not.toContain(row.public_id);
    }
  });

  it('removes the objects it wrote when the rows cannot be written', async () => {
    const rowsBefore = await t.fileRows();
    const objectsBefore = t.storedObjects().length;
    const ticket = await requestTicket(t, token);
    const failing = vi.spyOn(t.database.db, 'transaction').mockImplementation(() => {
      throw new Error('database went away');
    });
    try {
      const res = await postParts(t, token, [...ticketParts(ticket), { file: await photoJpeg(30, 30) }, { file: await twoPagePdf() }]);
      expect(res.statusCode).toBe(500);
    } finally {
      failing.mockRestore();
    }
    expect(await t.fileRows()).toBe(rowsBefore);
    expect(t.storedObjects()).toHaveLength(objectsBefore);
  });

  it('answers in English when asked', async () => {
    const ticket = await requestTicket(t, token);
    const res = await postParts(t, token, [...ticketParts(ticket), { file: await photoJpeg(20, 20) }], 'en');
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Created');
  });
});

describe('GET /api/files/{id} and the signed link', () => {
  let file: StoredFile;
  beforeAll(async () => {
    [file] = (await uploadFiles(t, token, [await photoJpeg(80, 60)])) as [StoredFile];
  });

  it('answers the owner with a fresh signed URL', async () => {
    t.clock.advance(60_000);
    const res = await t.call({ method: 'GET', url: `/api/files/${file.id}`, token });
    expect(res.statusCode).toBe(200);
    const again = res.json().data as StoredFile;
    expect(again).toMatchObject({ id: file.id, mime: 'image/jpeg', width: 80, height: 60, size: file.size });
    expect(again.url).not.toBe(file.url);
    expect(new Date(again.url_expires_at).getTime()).toBe(Math.floor(t.clock.now().getTime() / 1000) * 1000 + FILE_URL_TTL_SECONDS * 1000);
    expect((await fetchContent(again)).statusCode).toBe(200);
  });

  it("answers another user's file id, an unknown id and a malformed id with 404", async () => {
    for (const id of [file.id, 'AAAAAAAAAAAAAAAAAAAAAA', '..%2F..%2Fetc']) {
      const res = await t.call({ method: 'GET', url: `/api/files/${id}`, token: otherToken, headers: { 'accept-language': 'en' } });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Not found');
    }
    expect((await t.call({ method: 'GET', url: `/api/files/${file.id}` })).statusCode).toBe(401);
  });

  it('refuses the link with 403 once it has expired, and a tampered one at once', async () => {
    const res = await t.call({ method: 'GET', url: `/api/files/${file.id}`, token });
    const fresh = res.json().data as StoredFile;
    const url = new URL(fresh.url);
    const tampered = new URL(fresh.url);
    tampered.searchParams.set('expires', String(Number(url.searchParams.get('expires')) + 3600));
    const forged = await t.call({ method: 'GET', url: `${tampered.pathname}${tampered.search}` });
    expect(forged.statusCode).toBe(403);
    const otherFile = `/api/files/AAAAAAAAAAAAAAAAAAAAAA/content${url.search}`;
    expect((await t.call({ method: 'GET', url: otherFile })).statusCode).toBe(403);

    t.clock.advance((FILE_URL_TTL_SECONDS - 1) * 1000);
    expect((await fetchContent(fresh)).statusCode).toBe(200);
    t.clock.advance(2000);
    const expired = await t.call({ method: 'GET', url: `${url.pathname}${url.search}`, headers: { 'accept-language': 'id' } });
    expect(expired.statusCode).toBe(403);
    expect(expired.json().message).toBe('Tautan berkas tidak valid atau sudah kedaluwarsa');
  });
});
