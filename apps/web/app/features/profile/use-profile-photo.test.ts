import { describe, expect, it } from 'vitest';
import { photoOutcome, photoRefusal } from './use-profile-photo';

describe('photoRefusal', () => {
  it('takes the pictures the API reads and refuses others before any upload', () => {
    expect(photoRefusal({ name: 'saya.jpg', type: 'image/jpeg', size: 2_000_000 })).toBeNull();
    expect(photoRefusal({ name: 'saya.webp', type: '', size: 10 })).toBeNull();
    expect(photoRefusal({ name: 'ktp.pdf', type: 'application/pdf', size: 10 })).toBe('wrongType');
    expect(photoRefusal({ name: 'iphone.heic', type: 'image/heic', size: 10 })).toBe('wrongType');
    expect(photoRefusal({ name: 'kosong.jpg', type: 'image/jpeg', size: 0 })).toBe('wrongType');
    expect(photoRefusal({ name: 'besar.jpg', type: 'image/jpeg', size: 5 * 1024 * 1024 + 1 })).toBe('tooLarge');
  });
});

describe('photoOutcome', () => {
  it('reads the id, the field message, the general message, or nothing when the API was not reached', () => {
    expect(photoOutcome(201, { data: { photo_id: 'abc', photo_url: '/x' } })).toEqual({ ok: true, photoId: 'abc' });
    expect(photoOutcome(422, { message: 'Data yang dikirim tidak valid', errors: { file: ['Pilih satu foto untuk diunggah'] } })).toEqual({ ok: false, message: 'Pilih satu foto untuk diunggah' });
    expect(photoOutcome(415, { message: 'Format gambar tidak didukung' })).toEqual({ ok: false, message: 'Format gambar tidak didukung' });
    expect(photoOutcome(0, null)).toEqual({ ok: false, message: null });
    expect(photoOutcome(502, { message: 'x' })).toEqual({ ok: false, message: null });
  });
});
