import { useCallback, useEffect, useReducer, useRef } from 'react';
import { admit, drawable, fileKind, isBusy, overallProgress, storedIds, uploadReducer, type PickRefusal, type UploadEntry, type UploadLimits } from './upload-queue';

/** How one file reaches the API: the stored id, or why not (in the page's language). */
export type SendFile = (file: File, onProgress: (fraction: number) => void, signal: AbortSignal) => Promise<{ ok: true; fileId: string; url?: string } | { ok: false; error: string }>;

let counter = 0;

/**
 * The picked files of the upload form: each starts uploading as soon as it is picked, with its own
 * progress; the form sends only the stored ids. Object URLs and requests in flight are released when a
 * file is removed or the page is left.
 */
export function useUploads(send: SendFile, limits: UploadLimits, onRefused: (reasons: PickRefusal[]) => void) {
  const [entries, dispatch] = useReducer(uploadReducer, [] as UploadEntry[]);
  const files = useRef(new Map<string, { file: File; controller: AbortController }>());
  // Callbacks read the list as it is now, without being remade on every progress event.
  const entriesRef = useRef(entries);
  entriesRef.current = entries;

  const start = useCallback(
    (key: string) => {
      const held = files.current.get(key);
      if (!held) return;
      held.controller = new AbortController();
      dispatch({ type: 'start', key });
      send(held.file, (progress) => dispatch({ type: 'progress', key, progress }), held.controller.signal).then(
        (result) => dispatch(result.ok ? { type: 'done', key, fileId: result.fileId, url: result.url } : { type: 'failed', key, error: result.error }),
        // Aborted because it was removed: nothing to show.
        () => undefined,
      );
    },
    [send],
  );

  const pick = useCallback(
    (picked: File[]) => {
      const { accepted, refused } = admit(entriesRef.current, picked, limits);
      if (refused.length > 0) onRefused(refused.map((r) => r.reason));
      const added: UploadEntry[] = accepted.map((file) => {
        const key = `f${++counter}`;
        files.current.set(key, { file, controller: new AbortController() });
        const kind = fileKind(file)!;
        return {
          key,
          name: file.name,
          size: file.size,
          kind,
          previewUrl: kind === 'image' && drawable(file) ? URL.createObjectURL(file) : null,
          state: 'queued',
          progress: 0,
          fileId: null,
          error: null,
        };
      });
      if (added.length === 0) return;
      dispatch({ type: 'add', entries: added });
      for (const entry of added) start(entry.key);
    },
    [limits, onRefused, start],
  );

  const remove = useCallback((key: string) => {
    const entry = entriesRef.current.find((e) => e.key === key);
    if (entry?.previewUrl) URL.revokeObjectURL(entry.previewUrl);
    files.current.get(key)?.controller.abort();
    files.current.delete(key);
    dispatch({ type: 'remove', key });
  }, []);

  useEffect(() => {
    const held = files.current;
    return () => {
      for (const entry of entriesRef.current) if (entry.previewUrl) URL.revokeObjectURL(entry.previewUrl);
      for (const { controller } of held.values()) controller.abort();
    };
  }, []);

  return {
    entries,
    pick,
    remove,
    retry: start,
    busy: isBusy(entries),
    progress: overallProgress(entries),
    fileIds: storedIds(entries),
  };
}
