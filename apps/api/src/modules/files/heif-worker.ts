import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/**
 * Decoding HEVC in WebAssembly is seconds of CPU for a 12 MP phone photo (about 10 s on this machine),
 * and libheif-js runs it synchronously: on the main thread that would stall every other request. It
 * runs on one worker thread instead, one picture at a time. The worker's code is a plain script given
 * as text (the API ships as one bundle, so there is no worker file to point at), and it loads
 * heic-decode by the absolute path resolved here.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const decode = require(workerData.heicDecode);
parentPort.on('message', async ({ id, bytes, maxPixels }) => {
  let images;
  try {
    images = await decode.all({ buffer: bytes });
    const primary = images[0];
    if (!primary) return parentPort.postMessage({ id, error: 'corrupt' });
    if (primary.width * primary.height > maxPixels) return parentPort.postMessage({ id, error: 'pixels' });
    const { width, height, data } = await primary.decode();
    parentPort.postMessage({ id, width, height, data }, [data.buffer]);
  } catch {
    parentPort.postMessage({ id, error: 'corrupt' });
  } finally {
    if (images) images.dispose();
  }
});
`;

/** A hostile file that makes the decoder spin is cut off here; a real photo takes a few seconds. */
const DECODE_TIMEOUT_MS = 60_000;

export type HeifDecodeResult = { width: number; height: number; rgba: Uint8Array } | { error: 'corrupt' | 'pixels' };

interface Pending {
  resolve: (result: HeifDecodeResult) => void;
  timer: NodeJS.Timeout;
}

let worker: Worker | undefined;
let nextId = 0;
const pending = new Map<number, Pending>();

function failAll(): void {
  for (const [id, job] of pending) {
    clearTimeout(job.timer);
    job.resolve({ error: 'corrupt' });
    pending.delete(id);
  }
}

function ensureWorker(): Worker {
  if (worker) return worker;
  const heicDecode = createRequire(import.meta.url).resolve('heic-decode');
  const started = new Worker(WORKER_SOURCE, { eval: true, workerData: { heicDecode } });
  // Idle, it must not keep the process (or a test run) alive.
  started.unref();
  started.on('message', (message: { id: number; error?: 'corrupt' | 'pixels'; width?: number; height?: number; data?: Uint8ClampedArray }) => {
    const job = pending.get(message.id);
    if (!job) return;
    pending.delete(message.id);
    clearTimeout(job.timer);
    if (message.error || !message.data) return job.resolve({ error: message.error ?? 'corrupt' });
    job.resolve({ width: message.width!, height: message.height!, rgba: new Uint8Array(message.data.buffer, message.data.byteOffset, message.data.byteLength) });
  });
  // A decoder crash (a wasm abort) takes the worker down: refuse what was waiting, start afresh next time.
  const reset = () => {
    if (worker === started) worker = undefined;
    failAll();
  };
  started.on('error', reset);
  started.on('exit', reset);
  worker = started;
  return started;
}

/** Decodes the primary image of a HEIC/HEIF to RGBA off the main thread; refuses it unread when over maxPixels. */
export function decodeHeifOffThread(input: Buffer, maxPixels: number): Promise<HeifDecodeResult> {
  const target = ensureWorker();
  const id = nextId++;
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      pending.delete(id);
      resolve({ error: 'corrupt' });
      // The worker is stuck on this file: end it so the next upload gets a fresh one.
      void target.terminate();
    }, DECODE_TIMEOUT_MS);
    timer.unref();
    pending.set(id, { resolve, timer });
    // A copy goes over: the caller keeps its buffer, and the worker's view starts at offset 0.
    target.postMessage({ id, bytes: new Uint8Array(input), maxPixels });
  });
}
