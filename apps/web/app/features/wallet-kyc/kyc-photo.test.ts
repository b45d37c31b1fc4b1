import { describe, expect, it } from 'vitest';
import { ticketFields, uploadOutcome } from '~/lib/upload-file';
import { drawable, isPhoto, refusalOf } from './use-kyc-photo';

const MB = 1024 * 1024;

describe('refusalOf', () => {
  it('takes photos up to the preset limit, HEIC with an empty type included', () => {
    expect(refusalOf({ name: 'ktp.jpg', size: 2 * MB, type: 'image/jpeg' }, 10 * MB)).toBeNull();
    expect(refusalOf({ name: 'IMG_0001.HEIC', size: 3 * MB, type: '' }, 10 * MB)).toBeNull();
  });

  it('refuses a PDF, a document, an empty file and one over the limit', () => {
    expect(refusalOf({ name: 'ktp.pdf', size: MB, type: 'application/pdf' }, 10 * MB)).toBe('wrongType');
    expect(refusalOf({ name: 'ktp.docx', size: MB, type: '' }, 10 * MB)).toBe('wrongType');
    expect(refusalOf({ name: 'ktp.jpg', size: 0, type: 'image/jpeg' }, 10 * MB)).toBe('empty');
    expect(refusalOf({ name: 'ktp.jpg', size: 10 * MB + 1, type: 'image/jpeg' }, 10 * MB)).toBe('tooLarge');
  });

  it('previews what a browser can draw', () => {
    expect(isPhoto({ name: 'a.png', type: 'image/png' })).toBe(true);
    expect(drawable({ name: 'a.png', type: 'image/png' })).toBe(true);
    expect(drawable({ name: 'a.heic', type: '' })).toBe(false);
    expect(drawable({ name: 'a', type: 'image/heif' })).toBe(false);
  });
});

describe('uploadOutcome', () => {
  it('answers the stored file id of a kept upload', () => {
    expect(uploadOutcome(201, { data: { data: [{ id: 'f_abc' }] } }, 'coba lagi')).toEqual({ ok: true, fileId: 'f_abc' });
  });

  it("passes the API's refusal on, and says try again for a lost or failed answer", () => {
    expect(uploadOutcome(413, { message: 'Ukuran file maksimal 10 MB' }, 'coba lagi')).toEqual({ ok: false, error: 'Ukuran file maksimal 10 MB' });
    expect(uploadOutcome(502, null, 'coba lagi')).toEqual({ ok: false, error: 'coba lagi' });
    expect(uploadOutcome(0, null, 'coba lagi')).toEqual({ ok: false, error: 'coba lagi' });
    expect(uploadOutcome(200, { data: { data: [] } }, 'coba lagi')).toEqual({ ok: false, error: 'coba lagi' });
  });

  it('puts every field of the ticket in the multipart', () => {
    const fields = ticketFields({ upload_preset: 'kyc', api_key: 'k', timestamp: 1700000000, expires_at: '', max_bytes: 10 * MB, max_files: 2, signature: 's' });
    expect(fields).toEqual({ upload_preset: 'kyc', signature: 's', api_key: 'k', timestamp: '1700000000', max_bytes: String(10 * MB), max_files: '2' });
  });
});
