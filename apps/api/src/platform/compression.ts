import { pipeline, type Readable } from 'node:stream';
import { brotliCompressSync, constants, createBrotliCompress, createGzip, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { preferredEncoding } from './accept-encoding.ts';
import { addVary } from './vary.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Compress this route's streamed bodies too (server-rendered pages); other streams are files sent as they are. */
    compressStream?: boolean;
  }
}

/** Bodies smaller than this go plain: a gzip header and a round trip through zlib cost more than they save. */
export const COMPRESS_THRESHOLD = 1024;

/**
 * Brotli quality for bodies made per request. On a 13 KB catalogue list, 4 takes about 100 µs (gzip -6:
 * 60 µs) for 3.4 KB; on a 90 KB page 3 takes about 0.3 ms for 13.7 KB and 4 about 0.6–0.8 ms for 13.0 KB,
 * so pages, made on every request, get 3 (docs/decisions/017-compression-and-caching.md). 11 is for build
 * time only (scripts/precompress.mjs). A 256 KB window covers every body we make and allocates a sixteenth
 * of the default's memory per encoder.
 */
export const BROTLI_QUALITY = 4;
const PAGE_BROTLI_QUALITY = 3;
const BROTLI_WINDOW = 18;

/** Text, JSON, XML, JavaScript and SVG; not images, fonts or archives, which carry their own compression. */
const COMPRESSIBLE = /^(?:text\/(?!event-stream)|application\/(?:[\w.+-]*\+)?(?:json|xml|javascript)|image\/svg\+xml)/i;

function brotliOptions(quality: number, flush = false) {
  return {
    params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_LGWIN]: BROTLI_WINDOW },
    ...(flush ? { flush: constants.BROTLI_OPERATION_FLUSH } : {}),
  };
}

export function compressBody(body: string | Buffer, encoding: 'br' | 'gzip', quality = BROTLI_QUALITY): Buffer {
  return encoding === 'br' ? brotliCompressSync(body, brotliOptions(quality)) : gzipSync(body);
}

function isReadable(payload: unknown): payload is Readable {
  return typeof (payload as Readable | null)?.pipe === 'function';
}

/**
 * Compresses HTML and JSON answers by Accept-Encoding (brotli, then gzip) in one onSend hook, added after
 * every hook that reads the plain body (the HTTP cache's ETag). Whole bodies are compressed in one call
 * on this thread: @fastify/compress, which pipes even a string through a stream chain, took 4.3 ms for a
 * 90 KB page that zlib compresses in 0.5 ms (ADR 017). A streamed page is piped through zlib with a flush
 * after each chunk, so its shell still reaches the browser first. Built assets were compressed at build
 * time and carry their Content-Encoding already. Request bodies are never inflated: a small gzip upload
 * could unpack far past the body limit.
 */
export function registerCompression(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (payload === null || payload === undefined || request.method === 'HEAD') return payload;
    if (reply.statusCode === 204 || reply.statusCode === 304 || reply.hasHeader('content-encoding')) return payload;
    const type = String(reply.getHeader('content-type') ?? '');
    if (!COMPRESSIBLE.test(type)) return payload;
    const html = type.startsWith('text/html');

    if (typeof payload === 'string' || Buffer.isBuffer(payload)) {
      if (Buffer.byteLength(payload) < COMPRESS_THRESHOLD) return payload;
      const encoding = negotiate(reply, request.headers['accept-encoding']);
      return encoding ? compressBody(payload, encoding, html ? PAGE_BROTLI_QUALITY : BROTLI_QUALITY) : payload;
    }
    if (!isReadable(payload) || request.routeOptions.config?.compressStream !== true) return payload;
    const encoding = negotiate(reply, request.headers['accept-encoding']);
    if (!encoding) return payload;
    const zipped = encoding === 'br' ? createBrotliCompress(brotliOptions(PAGE_BROTLI_QUALITY, true)) : createGzip({ flush: constants.Z_SYNC_FLUSH });
    pipeline(payload, zipped, (error) => {
      // A browser that leaves mid-page ends the pipeline early; that is not worth a line.
      if (error && error.code !== 'ERR_STREAM_PREMATURE_CLOSE') request.log.warn({ err: error }, 'compressing a streamed body failed');
    });
    return zipped;
  });
}

/** Marks the answer as varying by encoding and picks one, setting Content-Encoding; null: send it plain. */
function negotiate(reply: FastifyReply, header: string | undefined): 'br' | 'gzip' | null {
  addVary(reply, ['accept-encoding']);
  const encoding = preferredEncoding(header);
  if (encoding) {
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
  }
  return encoding;
}
