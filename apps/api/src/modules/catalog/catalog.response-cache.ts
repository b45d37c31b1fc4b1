import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';

/**
 * Serialised catalogue responses by locale and URL, least recently used dropped first. Catalogue reads
 * far outnumber writes, and every write goes through CatalogIndex.rebuild(), which clears this cache;
 * a generation number keeps a response computed before a rebuild from being stored after it.
 */
export class ResponseCache {
  private readonly entries = new Map<string, Buffer>();
  private generationValue = 0;

  constructor(private readonly maxEntries = 1_000) {}

  get generation(): number {
    return this.generationValue;
  }

  get(key: string): Buffer | undefined {
    const hit = this.entries.get(key);
    if (hit !== undefined) {
      // Re-insert so Map order is recency order.
      this.entries.delete(key);
      this.entries.set(key, hit);
    }
    return hit;
  }

  set(key: string, json: Buffer, generation: number): void {
    if (generation !== this.generationValue) return;
    this.entries.set(key, json);
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
  }

  clear(): void {
    this.generationValue += 1;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}

/** One cached body per locale and URL (the URL holds every parameter the answer depends on). */
export function cacheKey(request: FastifyRequest): string {
  return `${request.locale}|${request.url}`;
}

/**
 * Builds the body, checks it against the contract's response schema (which also drops any field the
 * contract does not name) and caches its JSON. Hits never get here: the routes answer them in onRequest
 * (`early` in catalog.routes.ts) before the query is parsed. Fastify sends a Buffer with a JSON content
 * type as it is; the `never` return type is because the registrar expects the body object, not its JSON.
 */
export async function sendCached(
  cache: ResponseCache,
  request: FastifyRequest,
  reply: FastifyReply,
  schema: z.ZodType,
  build: () => Promise<unknown>,
): Promise<never> {
  reply.type('application/json; charset=utf-8');
  const generation = cache.generation;
  // Kept as bytes: a hit is written out without encoding 10–20 KB of JSON again.
  const json = Buffer.from(JSON.stringify(schema.parse(await build())));
  cache.set(cacheKey(request), json, generation);
  return json as never;
}
