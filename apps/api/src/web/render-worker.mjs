// @ts-check
/* global AbortController, Headers, Request, Response */
// A render thread of the page server (render-pool.ts, docs/decisions/021-ssr-speed.md): it runs React Router's
// request handler over the web build, while the API, its database and its in-memory state stay on the main
// thread. A loader's API call is posted to the main thread, which answers it through `inject` exactly as the
// in-process renderer does. Plain JavaScript, so the same file runs under tsx and beside the API bundle.
import { Blob, Buffer } from 'node:buffer';
import { join } from 'node:path';
import { pathToFileURL, URLSearchParams } from 'node:url';
import { TextDecoder } from 'node:util';
import { parentPort, workerData } from 'node:worker_threads';
import { createRequestHandler } from 'react-router';

/** @typedef {{ resolve: (answer: Response) => void, reject: (error: unknown) => void }} PendingCall */
/** @typedef {{ controller: AbortController, calls: Map<number, PendingCall> }} Render */

const port = /** @type {import('node:worker_threads').MessagePort} */ (parentPort);
const { buildDir, mode, smallBody } = /** @type {{ buildDir: string, mode: string, smallBody: number }} */ (workerData);

/** Bodies up to this size with a Content-Length travel in one message; others are sent as they come. */
const WHOLE_BODY_MAX = 4 * 1024 * 1024;

const decoder = new TextDecoder();

/**
 * An API answer as a loader reads it: what `Response` offers (status, headers, json, text, body), made
 * without the web-stream machinery a real Response builds and reads its body through, which was about a
 * tenth of a render thread's time. The body stream is made only for a loader that passes it on.
 */
class ApiResponse {
  /**
   * @param {Uint8Array | null} bytes
   * @param {number} status
   * @param {string} statusText
   * @param {Array<[string, string]>} pairs
   */
  constructor(bytes, status, statusText, pairs) {
    this.bytes = bytes ?? new Uint8Array(0);
    this.hasBody = bytes !== null;
    this.status = status;
    this.statusText = statusText;
    this.pairs = pairs;
    /** @type {Headers | undefined} */
    this.headerObject = undefined;
    this.bodyUsed = false;
    this.type = 'default';
    this.redirected = false;
    this.url = '';
  }
  get ok() {
    return this.status >= 200 && this.status < 300;
  }
  get headers() {
    return (this.headerObject ??= new Headers(this.pairs));
  }
  get body() {
    if (!this.hasBody) return null;
    this.bodyUsed = true;
    return new Response(this.bytes).body;
  }
  async text() {
    this.bodyUsed = true;
    return decoder.decode(this.bytes);
  }
  async json() {
    return JSON.parse(await this.text());
  }
  async arrayBuffer() {
    this.bodyUsed = true;
    return this.bytes.slice().buffer;
  }
  async blob() {
    this.bodyUsed = true;
    return new Blob([this.bytes], { type: this.headers.get('content-type') ?? '' });
  }
  clone() {
    return new ApiResponse(this.hasBody ? this.bytes : null, this.status, this.statusText, this.pairs);
  }
}

/** @type {Map<number, Render>} */
const renders = new Map();
let lastCall = 0;

/**
 * The load context's apiFetch: the call goes to the main thread, the answer comes back as a Web Response.
 * @param {number} id
 * @param {Render} render
 */
function apiFetchFor(id, render) {
  /** @type {(path: string, init?: RequestInit) => Promise<Response>} */
  return (path, init = {}) =>
    new Promise((resolve, reject) => {
      const body = init.body;
      if (body !== undefined && body !== null && typeof body !== 'string' && !(body instanceof URLSearchParams)) {
        reject(new TypeError('apiFetch sends string bodies only'));
        return;
      }
      const callId = ++lastCall;
      render.calls.set(callId, { resolve, reject });
      /** @type {Record<string, string>} */
      const headers = {};
      new Headers(init.headers).forEach((value, name) => {
        headers[name] = value;
      });
      init.signal?.addEventListener('abort', () => {
        render.calls.delete(callId);
        reject(init.signal?.reason);
      });
      port.postMessage({
        type: 'api',
        id,
        callId,
        path,
        method: (init.method ?? 'GET').toUpperCase(),
        headers,
        body: body === undefined || body === null ? undefined : String(body),
      });
    });
}

/** @param {Headers} headers */
const headerPairs = (headers) => [...headers];

/**
 * @param {{ id: number, url: string, method: string, headers: Array<[string, string]>, body?: Uint8Array, cspNonce: string, publicUrl: string }} job
 */
async function render(job) {
  /** @type {Render} */
  const state = { controller: new AbortController(), calls: new Map() };
  renders.set(job.id, state);
  try {
    const request = new Request(job.url, {
      method: job.method,
      headers: job.headers,
      signal: state.controller.signal,
      ...(job.body ? { body: job.body } : {}),
    });
    const response = await handle(request, { apiFetch: apiFetchFor(job.id, state), cspNonce: job.cspNonce, publicUrl: job.publicUrl });
    const head = { id: job.id, status: response.status, statusText: response.statusText, headers: headerPairs(response.headers) };
    const length = Number(response.headers.get('content-length') ?? NaN);
    if (!response.body || job.method === 'HEAD') {
      port.postMessage({ type: 'done', ...head, body: null });
    } else if (Number.isInteger(length) && length <= WHOLE_BODY_MAX) {
      // Handed over rather than copied: cloning a page's 50–150 KB cost more than the rest of the message.
      const bytes = await response.arrayBuffer();
      port.postMessage({ type: 'done', ...head, body: new Uint8Array(bytes) }, [bytes]);
    } else {
      // A body that ends within smallBody bytes goes whole, so the host can measure it (and leave it plain).
      const reader = response.body.getReader();
      /** @type {Uint8Array[]} */
      const first = [];
      let size = 0;
      let ended = false;
      while (size < smallBody) {
        const { done, value } = await reader.read();
        if (done) {
          ended = true;
          break;
        }
        first.push(value);
        size += value.byteLength;
      }
      if (ended) {
        port.postMessage({ type: 'done', ...head, body: Buffer.concat(first) });
        return;
      }
      port.postMessage({ type: 'head', ...head });
      for (const chunk of first) port.postMessage({ type: 'chunk', id: job.id, chunk });
      for (;;) {
        const { done, value } = await reader.read();
        if (done || state.controller.signal.aborted) break;
        port.postMessage({ type: 'chunk', id: job.id, chunk: value });
      }
      await reader.cancel().catch(() => undefined);
      port.postMessage({ type: 'end', id: job.id });
    }
  } catch (error) {
    port.postMessage({ type: 'failed', id: job.id, message: error instanceof Error ? error.message : String(error) });
  } finally {
    renders.delete(job.id);
  }
}

/** @type {ReturnType<typeof createRequestHandler>} */
let handle;
try {
  const build = await import(pathToFileURL(join(buildDir, 'server', 'index.js')).href);
  handle = createRequestHandler(build, mode);
} catch (error) {
  port.postMessage({ type: 'broken', message: error instanceof Error ? error.message : String(error) });
  process.exit(1);
}

port.on('message', (message) => {
  switch (message.type) {
    case 'render':
      void render(message);
      break;
    case 'answer': {
      const render = renders.get(message.id);
      const call = render?.calls.get(message.callId);
      if (!render || !call) break;
      render.calls.delete(message.callId);
      if (message.error !== undefined) call.reject(new Error(message.error));
      else call.resolve(/** @type {Response} */ (/** @type {unknown} */ (new ApiResponse(message.body, message.status, message.statusText, message.headers))));
      break;
    }
    case 'abort':
      renders.get(message.id)?.controller.abort();
      break;
  }
});
port.postMessage({ type: 'ready' });
