import { Readable } from 'node:stream';
import { Worker } from 'node:worker_threads';

/** A page request as a render thread receives it. */
export interface RenderJob {
  url: string;
  method: string;
  headers: Array<[string, string]>;
  body?: Uint8Array;
  cspNonce: string;
  publicUrl: string;
}

/** A loader's API call, as the render thread posts it. */
export interface ApiCall {
  path: string;
  method: string;
  headers: Record<string, string>;
  body?: string;
}

export interface ApiAnswer {
  status: number;
  statusText: string;
  headers: Array<[string, string]>;
  /** Null for answers without a body (204, 304, HEAD); else bytes owning their whole buffer (it is transferred). */
  body: Uint8Array | null;
}

/** What a render answered: a whole body (a page, entry.server.tsx), a stream of one, or none. */
export interface PageAnswer {
  status: number;
  headers: Headers;
  body: Buffer | Readable | null;
}

export interface RenderPoolOptions {
  buildDir: string;
  mode: string;
  size: number;
  /** A streamed body that ends within this many bytes is sent whole (the compressor's threshold). */
  smallBody: number;
}

interface Job {
  slot: Slot;
  api: (call: ApiCall) => Promise<ApiAnswer>;
  resolve: (answer: PageAnswer) => void;
  reject: (error: Error) => void;
  stream?: Readable;
}

interface Slot {
  worker: Worker;
  inFlight: number;
}

type WorkerMessage =
  | { type: 'ready' }
  | { type: 'broken'; message: string }
  | ({ type: 'api'; id: number; callId: number } & ApiCall)
  | { type: 'done'; id: number; status: number; statusText: string; headers: Array<[string, string]>; body: Uint8Array | null }
  | { type: 'head'; id: number; status: number; statusText: string; headers: Array<[string, string]> }
  | { type: 'chunk'; id: number; chunk: Uint8Array }
  | { type: 'end'; id: number }
  | { type: 'failed'; id: number; message: string };

const WORKER_FILE = new URL('./render-worker.mjs', import.meta.url);

const bufferOf = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/**
 * Render threads for the page server (docs/decisions/021-ssr-speed.md). React Router's handler and React's
 * rendering, most of a page's CPU, run on `size` worker threads; the HTTP server, the API, its database and
 * every piece of in-memory state (caches, the bus, rate limits, sockets) stay on the main thread, which is
 * why these are threads of one process and not a cluster of processes. A thread's loaders call the API
 * through `api`, which the host answers with `inject` for the page's own request. A thread that dies fails
 * its pages (500) and is replaced.
 */
export class RenderPool {
  private readonly slots: Slot[] = [];
  private readonly jobs = new Map<number, Job>();
  private lastId = 0;
  private closing = false;

  private constructor(private readonly options: RenderPoolOptions) {}

  /** Starts the threads; rejects when the build cannot be loaded. */
  static async start(options: RenderPoolOptions): Promise<RenderPool> {
    const pool = new RenderPool(options);
    try {
      await Promise.all(Array.from({ length: options.size }, () => pool.spawn()));
    } catch (error) {
      await pool.close();
      throw error;
    }
    return pool;
  }

  get size(): number {
    return this.slots.length;
  }

  private spawn(): Promise<void> {
    const { buildDir, mode, smallBody } = this.options;
    const worker = new Worker(WORKER_FILE, { workerData: { buildDir, mode, smallBody } });
    const slot: Slot = { worker, inFlight: 0 };
    return new Promise<void>((ready, broken) => {
      let started = false;
      worker.on('message', (message: WorkerMessage) => {
        if (message.type === 'ready') {
          started = true;
          this.slots.push(slot);
          ready();
        } else if (message.type === 'broken') {
          broken(new Error(`render thread could not load the web build: ${message.message}`));
        } else {
          this.onMessage(slot, message);
        }
      });
      worker.on('error', (error) => {
        if (!started) broken(error);
        this.failJobsOf(slot, error);
      });
      worker.on('exit', (code) => {
        const index = this.slots.indexOf(slot);
        if (index >= 0) this.slots.splice(index, 1);
        this.failJobsOf(slot, new Error(`render thread exited with ${code}`));
        if (!started) broken(new Error(`render thread exited with ${code} before it was ready`));
        else if (!this.closing) void this.spawn().catch(() => undefined);
      });
    });
  }

  /**
   * Renders one request on the least busy thread. `api` answers the loaders' API calls; an aborted
   * `signal` (the browser went away) stops the render.
   */
  render(job: RenderJob, api: Job['api'], signal?: AbortSignal): Promise<PageAnswer> {
    const slot = this.slots.reduce<Slot | undefined>((best, s) => (!best || s.inFlight < best.inFlight ? s : best), undefined);
    if (!slot) return Promise.reject(new Error('no render thread is running'));
    const id = ++this.lastId;
    slot.inFlight++;
    return new Promise<PageAnswer>((resolve, reject) => {
      this.jobs.set(id, { slot, api, resolve, reject });
      slot.worker.postMessage({ type: 'render', id, ...job });
      signal?.addEventListener(
        'abort',
        () => {
          if (!this.jobs.has(id)) return;
          slot.worker.postMessage({ type: 'abort', id });
          this.finish(id)?.stream?.destroy();
        },
        { once: true },
      );
    });
  }

  private finish(id: number): Job | undefined {
    const job = this.jobs.get(id);
    if (!job) return undefined;
    this.jobs.delete(id);
    job.slot.inFlight--;
    return job;
  }

  private onMessage(slot: Slot, message: Exclude<WorkerMessage, { type: 'ready' | 'broken' }>) {
    const job = this.jobs.get(message.id);
    if (!job) return;
    switch (message.type) {
      case 'api': {
        const { id, callId, path, method, headers, body } = message;
        job.api({ path, method, headers, ...(body === undefined ? {} : { body }) }).then(
          // The body is the answer's own copy (apiAnswersFor), so it is handed over, not cloned again.
          (answer) => slot.worker.postMessage({ type: 'answer', id, callId, ...answer }, answer.body ? [answer.body.buffer as ArrayBuffer] : []),
          (error: unknown) => slot.worker.postMessage({ type: 'answer', id, callId, error: error instanceof Error ? error.message : String(error) }),
        );
        break;
      }
      case 'done':
        this.finish(message.id);
        job.resolve({ status: message.status, headers: new Headers(message.headers), body: message.body ? bufferOf(message.body) : null });
        break;
      case 'head':
        job.stream = new Readable({ read() {} });
        job.resolve({ status: message.status, headers: new Headers(message.headers), body: job.stream });
        break;
      case 'chunk':
        job.stream?.push(bufferOf(message.chunk));
        break;
      case 'end':
        this.finish(message.id);
        job.stream?.push(null);
        break;
      case 'failed': {
        this.finish(message.id);
        const error = new Error(`render failed: ${message.message}`);
        if (job.stream) job.stream.destroy(error);
        else job.reject(error);
        break;
      }
    }
  }

  private failJobsOf(slot: Slot, error: Error) {
    for (const [id, job] of this.jobs) {
      if (job.slot !== slot) continue;
      this.finish(id);
      if (job.stream) job.stream.destroy(error);
      else job.reject(error);
    }
  }

  async close(): Promise<void> {
    this.closing = true;
    const workers = this.slots.splice(0).map((slot) => slot.worker);
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
}
