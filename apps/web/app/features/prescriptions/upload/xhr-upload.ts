/**
 * One file sent to the API with XMLHttpRequest, because `fetch` reports no upload progress. The browser
 * sends the session cookie (same origin) and the client headers every API call carries (SPEC §7).
 */
export interface XhrUploadInput {
  url: string;
  form: FormData;
  headers: Record<string, string>;
  /** 0..1 as bytes leave the browser. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

export interface XhrUploadAnswer {
  status: number;
  /** The parsed JSON body, or null when the answer was not JSON (a proxy's HTML error page). */
  body: unknown;
}

/** A minimal XMLHttpRequest, so tests can hand in a fake one. */
export interface XhrLike {
  open(method: string, url: string): void;
  setRequestHeader(name: string, value: string): void;
  send(body: FormData): void;
  abort(): void;
  withCredentials: boolean;
  status: number;
  responseText: string;
  upload: {
    onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
  };
  onload: (() => void) | null;
  onerror: (() => void) | null;
  onabort: (() => void) | null;
}

export class UploadAborted extends Error {
  constructor() {
    super('aborted');
    this.name = 'AbortError';
  }
}

/** Status 0 means the request never got an answer (offline, refused connection). */
export function xhrUpload({ url, form, headers, onProgress, signal }: XhrUploadInput, make: () => XhrLike = () => new XMLHttpRequest() as unknown as XhrLike): Promise<XhrUploadAnswer> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new UploadAborted());
    const xhr = make();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.min(1, event.loaded / event.total));
    };
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = null;
      }
      if (xhr.status >= 200 && xhr.status < 300) onProgress?.(1);
      resolve({ status: xhr.status, body });
    };
    xhr.onerror = () => resolve({ status: 0, body: null });
    xhr.onabort = () => reject(new UploadAborted());
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
