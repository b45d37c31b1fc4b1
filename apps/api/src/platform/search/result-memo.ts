import type { Facets } from './facets.ts';
import type { SearchFilters } from './search-engine.ts';

/**
 * What a query and its filters come to, whatever the sort and page: the slots passing, the total and the
 * facet counts, and for a query its best-ranked slots. Kept so paging, re-sorting and other shoppers
 * asking the same never pass over the catalogue again: a count is computed once per filter, not per page.
 */
export interface Memo {
  total: number;
  /**
   * The passing slots; null for a large set without a query, whose pages are walked from the kept sort
   * order through `bits` instead: holding 50,000 slots per filter would leave room for few filters.
   */
  passing: Int32Array | null;
  /** The passing slots as one bit per slot (see filter-bits.ts), when `passing` is null. */
  bits: Uint32Array | null;
  facets: Facets;
  corrected: string | null;
  /** With a query: the first slots by relevance (all of them when `relevanceComplete`). */
  relevance: Int32Array | null;
  relevanceComplete: boolean;
  /** One bit per slot, set for the passing ones; built on first need. */
  member: Uint32Array | null;
  version: number;
  /** The stock filter's pharmacy and its stock stamp when the memo was made. */
  stockAt: number | undefined;
  stockStamp: number;
}

/** The key of a query and filters: everything but sort and page. */
export function memoKey(q: string, filters: SearchFilters): string {
  return JSON.stringify([
    q,
    Array.isArray(filters.category_ids) ? filters.category_ids : null,
    filters.brand_id ?? null,
    Array.isArray(filters.drug_classes) ? filters.drug_classes : null,
    filters.min_price ?? null,
    filters.max_price ?? null,
    filters.in_stock_at ?? null,
  ]);
}

/**
 * Memos, least recently used dropped first, bounded by count and by the slots they hold (a catalogue of
 * 100,000 listed without filters is 100,000 slots). Validity is checked by the engine on every read: a
 * memo is current while the index version is the one it was made at and, for a stock filter, while that
 * pharmacy's stock stamp is; so a checkout at one pharmacy leaves every other memo standing.
 */
export class ResultMemo {
  private readonly entries = new Map<string, Memo>();
  private slotsHeld = 0;

  constructor(
    private readonly maxEntries = 20_000,
    private readonly maxSlots = 4_000_000,
  ) {}

  get(key: string): Memo | undefined {
    const hit = this.entries.get(key);
    if (hit !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, hit);
    }
    return hit;
  }

  set(key: string, memo: Memo): void {
    this.delete(key);
    this.entries.set(key, memo);
    this.slotsHeld += held(memo);
    while (this.entries.size > this.maxEntries || (this.slotsHeld > this.maxSlots && this.entries.size > 1)) {
      this.delete(this.entries.keys().next().value!);
    }
  }

  delete(key: string): void {
    const old = this.entries.get(key);
    if (old === undefined) return;
    this.slotsHeld -= held(old);
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
    this.slotsHeld = 0;
  }

  get size(): number {
    return this.entries.size;
  }
}

/** What a memo holds, in slots' worth of memory: its slots, or its bits (32 slots a word). */
function held(memo: Memo): number {
  return (memo.passing?.length ?? 0) + (memo.bits?.length ?? 0);
}
