import { useCallback, useEffect, useRef, useState } from 'react';
import { HEADERS } from '@apotek/contract/constants';
import { PROFILE_PHOTO_MAX_BYTES } from '@apotek/contract/profile';
import { clientHeaders, visitorId } from '~/lib/client-info';

export interface PickedPhoto {
  state: 'idle' | 'uploading' | 'done' | 'failed';
  /** What the avatar shows: the picked file (object URL) while it is new, else null (the saved photo shows). */
  previewUrl: string | null;
  /** The stored photo's id, for the details form's hidden field, once uploaded. */
  photoId: string | null;
  error: string | null;
}

const IDLE: PickedPhoto = { state: 'idle', previewUrl: null, photoId: null, error: null };

export type PhotoRefusal = 'wrongType' | 'tooLarge';

/** Why a picked file is not sent at all; the API reads the bytes again. */
export function photoRefusal(file: { size: number; type: string; name: string }): PhotoRefusal | null {
  const image = file.type ? /^image\/(jpeg|png|webp|avif|gif)$/i.test(file.type) : /\.(jpe?g|png|webp|avif|gif)$/i.test(file.name);
  if (!image || file.size === 0) return 'wrongType';
  if (file.size > PROFILE_PHOTO_MAX_BYTES) return 'tooLarge';
  return null;
}

/** The API's answer to POST /api/my/profile/photo: the id, or its message (or null when it was not reached). */
export function photoOutcome(status: number, body: unknown): { ok: true; photoId: string } | { ok: false; message: string | null } {
  const data = (body as { data?: { photo_id?: unknown } } | null)?.data;
  if (status >= 200 && status < 300 && typeof data?.photo_id === 'string') return { ok: true, photoId: data.photo_id };
  if (status === 0 || status >= 500) return { ok: false, message: null };
  const b = body as { message?: unknown; errors?: Record<string, unknown> } | null;
  const field = b?.errors && Array.isArray(b.errors.file) && typeof b.errors.file[0] === 'string' ? b.errors.file[0] : null;
  return { ok: false, message: field ?? (typeof b?.message === 'string' ? b.message : null) };
}

/**
 * The avatar picker: the photo uploads as soon as it is picked (POST /api/my/profile/photo, multipart),
 * shows from the picked file meanwhile, and becomes the profile's when the details form is saved.
 */
export function useProfilePhoto(texts: { unavailable: string; refused: (reason: PhotoRefusal) => string }) {
  const [photo, setPhoto] = useState<PickedPhoto>(IDLE);
  const preview = useRef<string | null>(null);
  const inflight = useRef<AbortController | null>(null);
  const { unavailable, refused } = texts;

  const release = useCallback(() => {
    inflight.current?.abort();
    inflight.current = null;
    if (preview.current) URL.revokeObjectURL(preview.current);
    preview.current = null;
  }, []);

  const pick = useCallback(
    (file: File) => {
      const reason = photoRefusal(file);
      if (reason) {
        setPhoto((p) => ({ ...p, error: refused(reason) }));
        return;
      }
      release();
      const url = URL.createObjectURL(file);
      preview.current = url;
      const controller = new AbortController();
      inflight.current = controller;
      setPhoto({ state: 'uploading', previewUrl: url, photoId: null, error: null });
      const form = new FormData();
      form.append('file', file, file.name);
      const id = visitorId();
      const lang = document.documentElement.lang;
      fetch('/api/my/profile/photo', {
        method: 'POST',
        body: form,
        credentials: 'include',
        signal: controller.signal,
        headers: { accept: 'application/json', ...clientHeaders(), ...(lang ? { 'accept-language': lang } : {}), ...(id ? { [HEADERS.visitorId]: id } : {}) },
      })
        .then(async (response) => photoOutcome(response.status, await response.json().catch(() => null)))
        .catch(() => (controller.signal.aborted ? null : photoOutcome(0, null)))
        .then((outcome) => {
          if (!outcome || controller.signal.aborted) return;
          setPhoto((p) => (outcome.ok ? { ...p, state: 'done', photoId: outcome.photoId } : { ...p, state: 'failed', error: outcome.message ?? unavailable }));
        });
    },
    [refused, release, unavailable],
  );

  const reset = useCallback(() => {
    release();
    setPhoto(IDLE);
  }, [release]);

  useEffect(() => release, [release]);
  return { photo, pick, reset };
}
