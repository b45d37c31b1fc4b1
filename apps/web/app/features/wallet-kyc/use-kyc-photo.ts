import { useCallback, useEffect, useRef, useState } from 'react';
import { uploadFile } from '~/lib/upload-file';

export interface KycPhoto {
  state: 'empty' | 'uploading' | 'done' | 'failed';
  /** An object URL of the picked photo for its preview; null for HEIC, which a browser cannot draw. */
  previewUrl: string | null;
  name: string;
  fileId: string | null;
  error: string | null;
}

const EMPTY: KycPhoto = { state: 'empty', previewUrl: null, name: '', fileId: null, error: null };

/** What the browser says a file is; phones name HEIC photos with an empty type. The API reads the bytes. */
export function isPhoto(file: { name: string; type: string }): boolean {
  if (file.type) return file.type.toLowerCase().startsWith('image/');
  return /\.(jpe?g|png|webp|heic|heif|avif)$/i.test(file.name);
}

/** A photo an <img> can show straight from the pick; HEIC/HEIF from iPhones it cannot. */
export function drawable(file: { name: string; type: string }): boolean {
  return !/heic|heif/i.test(file.type) && !/\.(heic|heif)$/i.test(file.name);
}

export type KycPickRefusal = 'wrongType' | 'tooLarge' | 'empty';

/** Why a picked file cannot be sent at all, before any upload: the API reads the bytes again. */
export function refusalOf(file: { name: string; size: number; type: string }, maxBytes: number): KycPickRefusal | null {
  if (file.size === 0) return 'empty';
  if (!isPhoto(file)) return 'wrongType';
  if (file.size > maxBytes) return 'tooLarge';
  return null;
}

/**
 * One photo of the verification (the KTP, or the selfie holding it): it uploads as soon as it is picked
 * (a `kyc` ticket, then the multipart; upload-photo.ts), a new pick replaces it, and the form sends only the stored id.
 * The preview's object URL and a request in flight are released when replaced or when the page is left.
 */
export function useKycPhoto(maxBytes: number, texts: { unavailable: string; refused: (reason: KycPickRefusal) => string }) {
  const [photo, setPhoto] = useState<KycPhoto>(EMPTY);
  const held = useRef<{ file: File; controller: AbortController } | null>(null);
  const previewRef = useRef<string | null>(null);
  const { unavailable, refused } = texts;

  const release = useCallback(() => {
    held.current?.controller.abort();
    held.current = null;
    if (previewRef.current) URL.revokeObjectURL(previewRef.current);
    previewRef.current = null;
  }, []);

  const start = useCallback(
    (file: File, previewUrl: string | null) => {
      const controller = new AbortController();
      held.current = { file, controller };
      setPhoto({ state: 'uploading', previewUrl, name: file.name, fileId: null, error: null });
      uploadFile('kyc', file, unavailable, controller.signal).then(
        (result) => {
          if (controller.signal.aborted) return;
          setPhoto((p) => (result.ok ? { ...p, state: 'done', fileId: result.fileId } : { ...p, state: 'failed', error: result.error }));
        },
        // Aborted because another photo replaced it: nothing to show.
        () => undefined,
      );
    },
    [unavailable],
  );

  const pick = useCallback(
    (file: File) => {
      const reason = refusalOf(file, maxBytes);
      if (reason) {
        // The photo already there (if any) stays; the line under it says why the new one was not taken.
        setPhoto((p) => ({ ...p, error: refused(reason) }));
        return;
      }
      release();
      const previewUrl = drawable(file) ? URL.createObjectURL(file) : null;
      previewRef.current = previewUrl;
      start(file, previewUrl);
    },
    [maxBytes, refused, release, start],
  );

  const retry = useCallback(() => {
    const current = held.current;
    if (current) start(current.file, previewRef.current);
  }, [start]);

  const clear = useCallback(() => {
    release();
    setPhoto(EMPTY);
  }, [release]);

  useEffect(() => release, [release]);

  return { photo, pick, retry, clear };
}
