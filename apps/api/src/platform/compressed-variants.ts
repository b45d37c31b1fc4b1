import type { FastifyReply, FastifyRequest } from 'fastify';
import { preferredEncoding } from './accept-encoding.ts';
import { COMPRESS_THRESHOLD, compressBody } from './compression.ts';
import { addVary } from './vary.ts';

/**
 * Compressed copies of public answers by ETag and encoding, least recently used dropped first once
 * `maxBytes` is held. A catalogue list is asked for thousands of times between two changes; it is
 * compressed the first time only.
 */
export class CompressedVariants {
  private readonly entries = new Map<string, Buffer>();
  private bytes = 0;

  constructor(private readonly maxBytes = 16 * 1024 * 1024) {}

  /** The body to send: compressed (with its headers set) when worth it and accepted, else as it is. */
  send(request: FastifyRequest, reply: FastifyReply, payload: string | Buffer, etag: string): string | Buffer {
    if (Buffer.byteLength(payload) < COMPRESS_THRESHOLD || reply.hasHeader('content-encoding')) return payload;
    addVary(reply, ['accept-encoding']);
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;
    const key = `${encoding}|${etag}`;
    let body = this.entries.get(key);
    if (body) {
      this.entries.delete(key);
      this.entries.set(key, body);
    } else {
      body = compressBody(payload, encoding);
      this.remember(key, body);
    }
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return body;
  }

  private remember(key: string, body: Buffer): void {
    if (body.length > this.maxBytes / 8) return;
    this.entries.set(key, body);
    this.bytes += body.length;
    for (const [oldest, old] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= old.length;
    }
  }
}
