import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { contractJson, printedContractJson } from '../../platform/contract-json.ts';

/**
 * What a cached body depends on beyond the catalogue's text and prices: the products it shows (their
 * stock shows on product pages and in the in-stock flags of a list at a pharmacy) and the pharmacy whose
 * stock filtered it, if any. A body with neither (categories, brands) only goes on a catalogue write.
 */
export interface CacheTags {
  products: readonly number[];
  stockAt?: number | undefined;
}

interface Entry {
  json: Buffer;
  tags: CacheTags;
}

/**
 * Serialised catalogue responses by locale and URL, least recently used dropped first. A catalogue write
 * (CatalogIndex.rebuild) clears it; a stock move (checkout, expiry, cancel) drops only the bodies that show
 * a product that moved, or that a pharmacy's stock filtered when that pharmacy's in-stock set changed
 * (docs/decisions/018-catalogue-read-speed.md). A generation number, bumped by both, keeps a response
 * computed before either from being stored after it.
 */
export class ResponseCache {
  private readonly entries = new Map<string, Entry>();
  private readonly byProduct = new Map<number, Set<string>>();
  private readonly byPharmacy = new Map<number, Set<string>>();
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
    return hit?.json;
  }

  set(key: string, json: Buffer, generation: number, tags: CacheTags = { products: [] }): void {
    if (generation !== this.generationValue) return;
    this.delete(key);
    this.entries.set(key, { json, tags });
    for (const id of tags.products) tagged(this.byProduct, id).add(key);
    if (tags.stockAt !== undefined) tagged(this.byPharmacy, tags.stockAt).add(key);
    if (this.entries.size > this.maxEntries) this.delete(this.entries.keys().next().value!);
  }

  /** Drops the bodies showing any of `productIds`, and those filtered by the stock of any of `pharmacyIds`. */
  invalidate(productIds: readonly number[], pharmacyIds: readonly number[]): void {
    this.generationValue += 1;
    for (const id of productIds) for (const key of [...(this.byProduct.get(id) ?? [])]) this.delete(key);
    for (const id of pharmacyIds) for (const key of [...(this.byPharmacy.get(id) ?? [])]) this.delete(key);
  }

  clear(): void {
    this.generationValue += 1;
    this.entries.clear();
    this.byProduct.clear();
    this.byPharmacy.clear();
  }

  has(key: string): boolean {
    return this.entries.has(key);
  }

  get size(): number {
    return this.entries.size;
  }

  private delete(key: string): void {
    const entry = this.entries.get(key);
    if (entry === undefined) return;
    this.entries.delete(key);
    for (const id of entry.tags.products) untag(this.byProduct, id, key);
    if (entry.tags.stockAt !== undefined) untag(this.byPharmacy, entry.tags.stockAt, key);
  }
}

function tagged(index: Map<number, Set<string>>, id: number): Set<string> {
  let keys = index.get(id);
  if (keys === undefined) {
    keys = new Set();
    index.set(id, keys);
  }
  return keys;
}

function untag(index: Map<number, Set<string>>, id: number, key: string): void {
  const keys = index.get(id);
  if (keys === undefined) return;
  keys.delete(key);
  if (keys.size === 0) index.delete(id);
}

/** One cached body per locale and URL (the URL holds every parameter the answer depends on). */
export function cacheKey(request: FastifyRequest): string {
  return `${request.locale}|${request.url}`;
}

/**
 * Builds the body, prints it as its contract JSON (checked against the schema outside production:
 * platform/contract-json.ts) and caches it. Hits never get here: the routes answer them in onRequest
 * (`early` in catalog.routes.ts) before the query is parsed. Fastify sends a Buffer with a JSON content
 * type as it is; the `never` return type is because the registrar expects the body object, not its JSON.
 */
export async function sendCached(
  cache: ResponseCache,
  request: FastifyRequest,
  reply: FastifyReply,
  schema: z.ZodType,
  build: () => Promise<{ body: unknown; tags: CacheTags } | { json: string; body: () => unknown; tags: CacheTags }>,
): Promise<never> {
  reply.type('application/json; charset=utf-8');
  const generation = cache.generation;
  const built = await build();
  const text = 'json' in built ? printedContractJson(schema, built.json, built.body) : contractJson(schema, built.body);
  const { tags } = built;
  // Kept as bytes: a hit is written out without encoding 10–20 KB of JSON again.
  const json = Buffer.from(text);
  cache.set(cacheKey(request), json, generation, tags);
  return json as never;
}
