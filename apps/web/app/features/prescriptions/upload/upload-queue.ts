/**
 * The photos and PDFs of one prescription as the customer picks them: each one uploads on its own and
 * ends with the stored file's id (sent with the form) or a reason. Pure, so the page's hook stays thin
 * and the rules are tested here.
 */
export type UploadState = 'queued' | 'uploading' | 'done' | 'failed';

export interface UploadEntry {
  key: string;
  name: string;
  size: number;
  kind: 'image' | 'pdf';
  /** An object URL of the picked image, for its thumbnail; null for a PDF (an icon and its name show). */
  previewUrl: string | null;
  state: UploadState;
  /** 0..1 while uploading. */
  progress: number;
  /** The stored file's id once the API kept it. */
  fileId: string | null;
  /** Why it failed, already in the page's language. */
  error: string | null;
}

export interface UploadLimits {
  maxFiles: number;
  maxBytes: number;
}

/** What the browser reports about a picked file (File's fields we use). */
export interface PickedFile {
  name: string;
  size: number;
  type: string;
}

/** Photos a browser's <img> can show straight from the picked file; HEIC/HEIF from iPhones it cannot. */
export function drawable(file: PickedFile): boolean {
  return !/heic|heif/i.test(file.type) && !/\.(heic|heif)$/i.test(file.name);
}

export type PickRefusal = 'tooMany' | 'tooLarge' | 'empty' | 'wrongType';

/**
 * What the browser says a file is. The API decides by its bytes (magic numbers); this only keeps an
 * obviously wrong pick (a .docx) from being sent at all. Phones name HEIC photos with an empty type.
 */
export function fileKind(file: PickedFile): 'image' | 'pdf' | null {
  const type = file.type.toLowerCase();
  const name = file.name.toLowerCase();
  if (type === 'application/pdf' || (type === '' && name.endsWith('.pdf'))) return 'pdf';
  if (type.startsWith('image/')) return 'image';
  if (type === '' && /\.(jpe?g|png|webp|heic|heif)$/.test(name)) return 'image';
  return null;
}

/** Which of the picked files may join the list, and why the others may not. */
export function admit<F extends PickedFile>(current: readonly UploadEntry[], picked: readonly F[], limits: UploadLimits): { accepted: F[]; refused: { file: F; reason: PickRefusal }[] } {
  const accepted: F[] = [];
  const refused: { file: F; reason: PickRefusal }[] = [];
  let room = limits.maxFiles - current.filter((e) => e.state !== 'failed').length;
  for (const file of picked) {
    if (file.size === 0) refused.push({ file, reason: 'empty' });
    else if (file.size > limits.maxBytes) refused.push({ file, reason: 'tooLarge' });
    else if (fileKind(file) === null) refused.push({ file, reason: 'wrongType' });
    else if (room <= 0) refused.push({ file, reason: 'tooMany' });
    else {
      accepted.push(file);
      room -= 1;
    }
  }
  return { accepted, refused };
}

export type UploadEvent =
  | { type: 'add'; entries: UploadEntry[] }
  | { type: 'start'; key: string }
  | { type: 'progress'; key: string; progress: number }
  | { type: 'done'; key: string; fileId: string; url?: string }
  | { type: 'failed'; key: string; error: string }
  | { type: 'remove'; key: string };

export function uploadReducer(entries: readonly UploadEntry[], event: UploadEvent): UploadEntry[] {
  const patch = (key: string, change: Partial<UploadEntry>) => entries.map((e) => (e.key === key ? { ...e, ...change } : e));
  switch (event.type) {
    case 'add':
      return [...entries, ...event.entries];
    case 'start':
      return patch(event.key, { state: 'uploading', progress: 0, error: null });
    case 'progress':
      // A late progress event after the answer must not pull a finished file back.
      return entries.map((e) =>
        e.key === event.key && e.state === 'uploading'
          ? {
              ...e,
              progress: Math.max(e.progress, Math.min(1, event.progress)),
            }
          : e,
      );
    case 'done': {
      // A photo the browser cannot draw (HEIC) gets the stored copy, which the API re-encoded as JPEG.
      const entry = entries.find((e) => e.key === event.key);
      const previewUrl = entry && entry.kind === 'image' && entry.previewUrl === null && event.url ? event.url : entry?.previewUrl;
      return patch(event.key, {
        state: 'done',
        progress: 1,
        fileId: event.fileId,
        error: null,
        previewUrl: previewUrl ?? null,
      });
    }
    case 'failed':
      return patch(event.key, { state: 'failed', error: event.error });
    case 'remove':
      return entries.filter((e) => e.key !== event.key);
  }
}

/** The whole batch's progress, 0..1, weighted by size; 1 when nothing is left to send. */
export function overallProgress(entries: readonly UploadEntry[]): number {
  const live = entries.filter((e) => e.state !== 'failed');
  const total = live.reduce((sum, e) => sum + e.size, 0);
  if (total === 0) return live.length === 0 ? 0 : 1;
  return live.reduce((sum, e) => sum + e.size * (e.state === 'done' ? 1 : e.progress), 0) / total;
}

/** The stored ids to send with the form, in the order the files were picked. */
export function storedIds(entries: readonly UploadEntry[]): string[] {
  return entries.flatMap((e) => (e.state === 'done' && e.fileId ? [e.fileId] : []));
}

export function isBusy(entries: readonly UploadEntry[]): boolean {
  return entries.some((e) => e.state === 'queued' || e.state === 'uploading');
}
