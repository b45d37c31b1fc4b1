import { UPLOAD_MAX_BYTES, type UploadTicket } from '@apotek/contract/files';
import { PDFDocument } from 'pdf-lib';
import PDFKit from 'pdfkit';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../../test/addresses.ts';
import { createFilesTestAppWithCustomers, type FilesTestApp, type Part, postParts, requestTicket, ticketParts } from '../../../test/files.ts';
import { photoJpeg, pixelFloodPng, truncated } from '../../../test/images.ts';

let t: FilesTestApp, token: string, otherToken: string;
beforeAll(async () => ({ t, token, otherToken } = await createFilesTestAppWithCustomers()));
afterAll(async () => t.close());

/** The answer, and proof that nothing was kept: no row, no object. */
async function refused(parts: Part[], status: number, messages: { id: string; en: string }, as = token): Promise<void> {
  const rows = await t.fileRows();
  const objects = t.storedObjects().length;
  for (const locale of ['id', 'en'] as const) {
    const res = await postParts(t, as, parts, locale);
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json()).toMatchObject({ status, message: messages[locale] });
  }
  expect(await t.fileRows()).toBe(rows);
  expect(t.storedObjects()).toHaveLength(objects);
}

async function withTicket(files: Part[], ticket?: UploadTicket): Promise<Part[]> {
  return [...ticketParts(ticket ?? (await requestTicket(t, token))), ...files];
}

const withoutField = (parts: Part[], ...names: string[]) => parts.filter((p) => !('value' in p && names.includes(p.field)));

const UNSUPPORTED = { id: 'Berkas ini bukan gambar JPEG, PNG, WebP, HEIC, atau AVIF, dan bukan PDF', en: 'This file is not a JPEG, PNG, WebP, HEIC or AVIF image, nor a PDF' };
const TICKET_INVALID = { id: 'Tiket unggah tidak valid atau sudah kedaluwarsa. Silakan ulangi unggahan', en: 'The upload ticket is invalid or has expired. Please start the upload again' };
const IMAGE_CORRUPT = { id: 'Gambar rusak atau tidak lengkap', en: 'The image is damaged or incomplete' };

/** An ELF header, as a Linux binary starts. */
const ELF = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]), Buffer.alloc(2048, 0x90)]);
/** A DOS/Windows executable: MZ, and the PE header it points at. */
const MZ = (() => {
  const b = Buffer.alloc(2048);
  b.write('MZ', 0, 'latin1');
  b.writeUInt32LE(0x80, 0x3c);
  b.write('PE\0\0', 0x80, 'latin1');
  return b;
})();
/** The start of a ZIP archive (local file header of "payload.html"). */
const ZIP_PAYLOAD = Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(26), Buffer.from('payload.html<script>alert(document.cookie)</script>', 'latin1')]);

describe('SPEC §8: an upload without a valid ticket is refused, localised, and nothing is stored', () => {
  it('refuses an upload with neither preset nor signature (400)', async () => {
    await refused([{ file: await photoJpeg(20, 20) }], 400, {
      id: 'Unggahan gagal: upload preset atau tanda tangan wajib dikirim',
      en: 'Upload failed: an upload preset or a signature is required',
    });
  });

  it('refuses a preset without a signature (400)', async () => {
    await refused([{ field: 'upload_preset', value: 'prescription' }, { file: await photoJpeg(20, 20) }], 400, {
      id: 'Upload preset ini hanya menerima unggahan bertanda tangan. Minta tiket unggah terlebih dahulu',
      en: 'This upload preset accepts signed uploads only. Request an upload ticket first',
    });
  });

  it('refuses a signed upload without api_key and timestamp (400)', async () => {
    const parts = await withTicket([{ file: await photoJpeg(20, 20) }]);
    const messages = { id: 'Unggahan bertanda tangan wajib menyertakan api_key dan timestamp', en: 'A signed upload must include api_key and timestamp' };
    await refused(withoutField(parts, 'api_key', 'timestamp'), 400, messages);
    await refused(withoutField(parts, 'api_key'), 400, messages);
    await refused(withoutField(parts, 'timestamp'), 400, messages);
  });

  it('refuses an expired ticket (401)', async () => {
    const ticket = await requestTicket(t, token);
    t.clock.advance(15 * 60 * 1000 + 1000);
    await refused(await withTicket([{ file: await photoJpeg(20, 20) }], ticket), 401, TICKET_INVALID);
  });

  it('refuses a tampered ticket: a raised limit, another preset, another timestamp, a changed signature (401)', async () => {
    const ticket = await requestTicket(t, token, 'prescription', 1);
    const file = { file: await photoJpeg(20, 20) };
    await refused(await withTicket([file], { ...ticket, max_files: 5 }), 401, TICKET_INVALID);
    await refused(await withTicket([file], { ...ticket, max_bytes: 100 * 1024 * 1024 }), 401, TICKET_INVALID);
    await refused(await withTicket([file], { ...ticket, upload_preset: 'chat' }), 401, TICKET_INVALID);
    await refused(await withTicket([file], { ...ticket, timestamp: ticket.timestamp + 600 }), 401, TICKET_INVALID);
    const flipped = ticket.signature.startsWith('A') ? `B${ticket.signature.slice(1)}` : `A${ticket.signature.slice(1)}`;
    await refused(await withTicket([file], { ...ticket, signature: flipped }), 401, TICKET_INVALID);
    await refused(withoutField(await withTicket([file], ticket), 'upload_preset'), 401, TICKET_INVALID);
    // The untouched ticket still works: each refusal above was the tampering.
    expect((await postParts(t, token, await withTicket([file], ticket))).statusCode).toBe(200);
  });

  it("refuses another user's ticket (401)", async () => {
    const ticket = await requestTicket(t, token);
    await refused(await withTicket([{ file: await photoJpeg(20, 20) }], ticket), 401, TICKET_INVALID, otherToken);
  });

  it('refuses a ticket field sent after the files, a body that is not multipart, and a guest', async () => {
    const ticket = await requestTicket(t, token);
    // The last field (max_files) may be left out of a default ticket, so the ticket itself checks out.
    const fields = ticketParts(ticket);
    const outOfOrder = [...fields.slice(0, -1), { file: await photoJpeg(20, 20) }, fields.at(-1)!];
    await refused(outOfOrder, 400, {
      id: 'Unggahan harus dikirim sebagai multipart/form-data dengan kolom tiket lalu berkas',
      en: 'Uploads must be sent as multipart/form-data with the ticket fields first, then the files',
    });
    const json = await t.call({ method: 'POST', url: '/api/files', token, payload: { upload_preset: 'prescription' } });
    expect(json.statusCode).toBe(400);
    const guest = await t.call({ method: 'POST', url: '/api/files', payload: Buffer.from('x'), headers: { 'content-type': 'multipart/form-data; boundary=x' } });
    expect(guest.statusCode).toBe(401);
  });

  it('refuses a ticket with no file (400)', async () => {
    await refused(await withTicket([]), 400, { id: 'Pilih minimal satu berkas untuk diunggah', en: 'Choose at least one file to upload' });
  });
});

describe('bad files get a clear 4xx and nothing is stored', () => {
  it.each([
    ['an ELF executable renamed .jpg', ELF],
    ['an MZ (Windows) executable renamed .jpg', MZ],
    ['an HTML page named like a photo', Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>')],
    ['an SVG with script', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
    ['a ZIP', ZIP_PAYLOAD],
    ['a GIF (not a prescription photo)', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1')],
    ['HTML with a PDF further in (a PDF reader would still open it)', Buffer.concat([Buffer.from('<html><script>alert(1)</script>'), Buffer.from('%PDF-1.7\n%%EOF\n')])],
  ])('refuses %s by its magic bytes (415), whatever name and type it claims', async (_what, bytes) => {
    await refused(await withTicket([{ file: bytes, filename: 'resep.jpg', type: 'image/jpeg' }]), 415, UNSUPPORTED);
  });

  it('refuses a zero-byte file (422)', async () => {
    await refused(await withTicket([{ file: Buffer.alloc(0) }]), 422, { id: 'Berkas kosong (0 byte). Pilih berkas lain', en: 'The file is empty (0 bytes). Choose another file' });
  });

  it('refuses a file over the size limit (413)', async () => {
    const oversize = Buffer.concat([await photoJpeg(20, 20), Buffer.alloc(UPLOAD_MAX_BYTES)]);
    await refused(await withTicket([{ file: oversize }]), 413, { id: 'Berkas terlalu besar: paling banyak 10 MB per berkas', en: 'The file is too large: at most 10 MB per file' });
  });

  it("refuses more files than the parser's limit, and more than the ticket's (413)", async () => {
    const jpeg = { file: await photoJpeg(20, 20) };
    await refused(await withTicket(Array.from({ length: 6 }, () => jpeg)), 413, { id: 'Paling banyak 5 berkas dalam satu unggahan', en: 'At most 5 files in one upload' });
    const two = await requestTicket(t, token, 'prescription', 2);
    await refused(await withTicket([jpeg, jpeg, jpeg], two), 413, { id: 'Paling banyak 2 berkas dalam satu unggahan', en: 'At most 2 files in one upload' });
  });

  it('refuses a truncated image (422)', async () => {
    await refused(await withTicket([{ file: truncated(await photoJpeg(400, 300)) }]), 422, IMAGE_CORRUPT);
  });

  it('refuses a 20,000 × 20,000 PNG by its header (422), without decoding it', async () => {
    const started = Date.now();
    await refused(await withTicket([{ file: pixelFloodPng(), type: 'image/png' }]), 422, {
      id: 'Resolusi gambar terlalu besar: paling banyak 40 megapiksel',
      en: 'The image resolution is too large: at most 40 megapixels',
    });
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('refuses a whole upload when one of its files is bad: the good one is not kept either', async () => {
    await refused(await withTicket([{ file: await photoJpeg(30, 30) }, { file: ELF }]), 415, UNSUPPORTED);
  });

  it('refuses a truncated HEIC (422)', async () => {
    const { readFileSync } = await import('node:fs');
    const heic = readFileSync(new URL('./fixtures/prescription-photo.heic', import.meta.url));
    await refused(await withTicket([{ file: truncated(heic, 0.7), type: 'image/heic' }]), 422, IMAGE_CORRUPT);
  });
});

describe('PDFs', () => {
  async function pdf(build?: (doc: PDFDocument) => Promise<void> | void): Promise<Buffer> {
    const doc = await PDFDocument.create();
    doc.addPage().drawText('Resep', { x: 50, y: 700 });
    await build?.(doc);
    return Buffer.from(await doc.save());
  }

  it('refuses a password-protected PDF (422)', async () => {
    const kit = new PDFKit({ userPassword: 'rahasia', ownerPassword: 'rahasia' });
    const chunks: Buffer[] = [];
    kit.on('data', (c: Buffer) => chunks.push(c));
    const done = new Promise((resolve) => kit.on('end', resolve));
    kit.text('Resep');
    kit.end();
    await done;
    await refused(await withTicket([{ file: Buffer.concat(chunks), type: 'application/pdf' }]), 422, {
      id: 'PDF ini dilindungi kata sandi. Unggah PDF tanpa kata sandi atau foto resepnya',
      en: 'This PDF is password protected. Upload a PDF without a password, or a photo of the prescription',
    });
  });

  it('refuses a PDF with JavaScript or an embedded file (422)', async () => {
    const messages = {
      id: 'PDF ini memuat skrip, tautan peluncur, atau berkas tersemat, sehingga tidak dapat diterima',
      en: 'This PDF contains scripts, launch actions or embedded files and cannot be accepted',
    };
    await refused(await withTicket([{ file: await pdf((doc) => doc.addJavaScript('hello', 'app.alert("x")')) }]), 422, messages);
    await refused(await withTicket([{ file: await pdf((doc) => doc.attach(Buffer.from('MZ...'), 'setup.exe', { mimeType: 'application/octet-stream' })) }]), 422, messages);
  });

  it('refuses a broken PDF (422)', async () => {
    const broken = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n3 0 obj << /Type /Pa');
    await refused(await withTicket([{ file: broken, type: 'application/pdf' }]), 422, { id: 'PDF rusak atau tidak dapat dibaca', en: 'The PDF is damaged or cannot be read' });
  });
});

describe('polyglots are never stored as given', () => {
  it('stores a JPEG with a ZIP, PDF and HTML glued on as fresh pixels only', async () => {
    const jpeg = await photoJpeg(60, 40);
    const polyglot = Buffer.concat([jpeg, ZIP_PAYLOAD, Buffer.from('%PDF-1.7\n<html><script>alert(1)</script></html>')]);
    const res = await postParts(t, token, await withTicket([{ file: polyglot }]));
    expect(res.statusCode).toBe(200);
    const [file] = res.json().data.data;
    expect(file).toMatchObject({ mime: 'image/jpeg', width: 60, height: 40 });
    const url = new URL(file.url);
    const stored = (await t.call({ method: 'GET', url: `${url.pathname}${url.search}` })).rawPayload;
    expect((await sharp(stored).metadata()).format).toBe('jpeg');
    for (const payload of ['PK\x03\x04', '%PDF', '<script', 'payload.html']) expect(stored.includes(Buffer.from(payload, 'latin1'))).toBe(false);
  });

  it('refuses a PDF behind a JPEG header (422): it is a JPEG that does not decode', async () => {
    const pdfBytes = Buffer.from(await (await PDFDocument.create()).save({ addDefaultPage: true }));
    const disguised = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), pdfBytes]);
    await refused(await withTicket([{ file: disguised }]), 422, IMAGE_CORRUPT);
  });

  it('stores a PDF carrying a ZIP and HTML after %%EOF as its rewrite, without them', async () => {
    const doc = await PDFDocument.create();
    doc.addPage().drawText('Resep', { x: 50, y: 700 });
    const polyglot = Buffer.concat([Buffer.from(await doc.save()), ZIP_PAYLOAD, Buffer.from('\n<html><script>alert(1)</script></html>\n')]);
    const res = await postParts(t, token, await withTicket([{ file: polyglot, type: 'application/pdf' }]));
    expect(res.statusCode).toBe(200);
    const [file] = res.json().data.data;
    expect(file).toMatchObject({ mime: 'application/pdf', pages: 1 });
    const url = new URL(file.url);
    const stored = (await t.call({ method: 'GET', url: `${url.pathname}${url.search}` })).rawPayload;
    expect(stored.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    for (const payload of ['PK\x03\x04', '<script', 'payload.html']) expect(stored.includes(Buffer.from(payload, 'latin1'))).toBe(false);
    expect((await PDFDocument.load(stored)).getPageCount()).toBe(1);
  });
});

describe('ticket issuing is rate-limited per user', () => {
  it('answers 429 after 30 tickets in 15 minutes, and again later', async () => {
    const { token: busy } = await signUp(t);
    for (let i = 0; i < 30; i++) await requestTicket(t, busy);
    const res = await t.call({ method: 'POST', url: '/api/files/ticket', token: busy, payload: { purpose: 'prescription' } });
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
    // Another user is not affected.
    await requestTicket(t, otherToken);
  });
});
