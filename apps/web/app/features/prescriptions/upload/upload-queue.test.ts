import { describe, expect, it } from 'vitest';
import { admit, drawable, fileKind, isBusy, overallProgress, storedIds, uploadReducer, type UploadEntry } from './upload-queue';

const MB = 1024 * 1024;
const limits = { maxFiles: 3, maxBytes: 10 * MB };

function entry(key: string, change: Partial<UploadEntry> = {}): UploadEntry {
  return {
    key,
    name: `${key}.jpg`,
    size: MB,
    kind: 'image',
    previewUrl: null,
    state: 'queued',
    progress: 0,
    fileId: null,
    error: null,
    ...change,
  };
}

describe('fileKind', () => {
  it('knows photos and PDFs by their declared type, and phone photos with no type by their name', () => {
    expect(fileKind({ name: 'resep.jpg', size: 1, type: 'image/jpeg' })).toBe('image');
    expect(fileKind({ name: 'IMG_0001.HEIC', size: 1, type: '' })).toBe('image');
    expect(fileKind({ name: 'resep.pdf', size: 1, type: 'application/pdf' })).toBe('pdf');
    expect(fileKind({ name: 'scan.PDF', size: 1, type: '' })).toBe('pdf');
    expect(
      fileKind({
        name: 'resep.docx',
        size: 1,
        type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      }),
    ).toBeNull();
    expect(fileKind({ name: 'setup.exe', size: 1, type: '' })).toBeNull();
  });
});

describe('admit', () => {
  it('refuses empty, oversize and wrong files with their reason and keeps within the count', () => {
    const picked = [
      { name: 'a.jpg', size: MB, type: 'image/jpeg' },
      { name: 'empty.jpg', size: 0, type: 'image/jpeg' },
      { name: 'big.jpg', size: 11 * MB, type: 'image/jpeg' },
      { name: 'x.zip', size: MB, type: 'application/zip' },
      { name: 'b.pdf', size: MB, type: 'application/pdf' },
      { name: 'c.png', size: MB, type: 'image/png' },
    ];
    const { accepted, refused } = admit([entry('old')], picked, limits);
    expect(accepted.map((f) => f.name)).toEqual(['a.jpg', 'b.pdf']);
    expect(refused.map((r) => [r.file.name, r.reason])).toEqual([
      ['empty.jpg', 'empty'],
      ['big.jpg', 'tooLarge'],
      ['x.zip', 'wrongType'],
      ['c.png', 'tooMany'],
    ]);
  });

  it('does not count failed files against the limit', () => {
    const { accepted } = admit([entry('a', { state: 'failed' }), entry('b', { state: 'failed' }), entry('c', { state: 'failed' })], [{ name: 'd.jpg', size: 1, type: 'image/jpeg' }], limits);
    expect(accepted).toHaveLength(1);
  });
});

describe('uploadReducer', () => {
  it('follows a file from queued to done and keeps progress from going back', () => {
    let list = uploadReducer([], {
      type: 'add',
      entries: [entry('a'), entry('b')],
    });
    list = uploadReducer(list, { type: 'start', key: 'a' });
    list = uploadReducer(list, { type: 'progress', key: 'a', progress: 0.6 });
    list = uploadReducer(list, { type: 'progress', key: 'a', progress: 0.4 });
    expect(list[0]).toMatchObject({ state: 'uploading', progress: 0.6 });
    list = uploadReducer(list, { type: 'done', key: 'a', fileId: 'file-a' });
    // A progress event arriving after the answer changes nothing.
    list = uploadReducer(list, { type: 'progress', key: 'a', progress: 0.1 });
    expect(list[0]).toMatchObject({
      state: 'done',
      progress: 1,
      fileId: 'file-a',
    });
    expect(isBusy(list)).toBe(true);
    list = uploadReducer(list, {
      type: 'failed',
      key: 'b',
      error: 'Bukan gambar',
    });
    expect(isBusy(list)).toBe(false);
    expect(storedIds(list)).toEqual(['file-a']);
    list = uploadReducer(list, { type: 'remove', key: 'a' });
    expect(storedIds(list)).toEqual([]);
  });

  it("shows a HEIC photo from the stored JPEG once uploaded, and keeps a drawable photo's own preview", () => {
    let list = uploadReducer([], {
      type: 'add',
      entries: [entry('heic'), entry('jpg', { previewUrl: 'blob:local' }), entry('pdf', { kind: 'pdf' })],
    });
    list = uploadReducer(list, {
      type: 'done',
      key: 'heic',
      fileId: '1',
      url: '/api/files/1/content?sig',
    });
    list = uploadReducer(list, {
      type: 'done',
      key: 'jpg',
      fileId: '2',
      url: '/api/files/2/content?sig',
    });
    list = uploadReducer(list, {
      type: 'done',
      key: 'pdf',
      fileId: '3',
      url: '/api/files/3/content?sig',
    });
    expect(list.map((e) => e.previewUrl)).toEqual(['/api/files/1/content?sig', 'blob:local', null]);
    expect(drawable({ name: 'IMG_1.HEIC', size: 1, type: '' })).toBe(false);
    expect(drawable({ name: 'a.jpg', size: 1, type: 'image/heif' })).toBe(false);
    expect(drawable({ name: 'a.jpg', size: 1, type: 'image/jpeg' })).toBe(true);
  });

  it('weighs the batch progress by size and leaves failed files out', () => {
    const list = [entry('a', { size: 3 * MB, state: 'uploading', progress: 0.5 }), entry('b', { size: MB, state: 'done', progress: 1, fileId: 'x' }), entry('c', { size: 50 * MB, state: 'failed' })];
    expect(overallProgress(list)).toBeCloseTo((1.5 + 1) / 4);
    expect(overallProgress([])).toBe(0);
  });
});
