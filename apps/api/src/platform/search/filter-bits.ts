import { DRUG_CLASSES } from '@apotek/contract';
import type { DocumentIndex } from './document-index.ts';
import { FacetCounts } from './facets.ts';
import { compiled } from './filter-pass.ts';
import { PRICE_BANDS, type SearchFilters } from './search-engine.ts';

/** One bit per slot, 32 slots a word: a filter over 100,000 slots is ~3,000 word ANDs instead of 100,000 checks. */
export type Bits = Uint32Array;

export function hasBit(bits: Bits, slot: number): boolean {
  return (bits[slot >>> 5]! & (1 << (slot & 31))) !== 0;
}

function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  x = (x + (x >>> 4)) & 0x0f0f0f0f;
  return Math.imul(x, 0x01010101) >>> 24;
}

export function countBits(bits: Bits): number {
  let n = 0;
  for (let w = 0; w < bits.length; w++) if (bits[w] !== 0) n += popcount(bits[w]!);
  return n;
}

/** The set slots, ascending. */
export function slotsOf(bits: Bits, total: number): Int32Array {
  const out = new Int32Array(total);
  let at = 0;
  for (let w = 0; w < bits.length; w++) {
    let word = bits[w]!;
    while (word !== 0) {
      const low = word & -word;
      out[at++] = (w << 5) + 31 - Math.clz32(low);
      word ^= low;
    }
  }
  return out;
}

export function bitsOfSlots(slots: ArrayLike<number>, slotCount: number): Bits {
  const bits = new Uint32Array((slotCount + 31) >>> 5);
  for (let i = 0; i < slots.length; i++) bits[slots[i]! >>> 5]! |= 1 << (slots[i]! & 31);
  return bits;
}

/** Which facets a count pass fills; the others are taken from the memo of the filters without their own. */
export const COUNT = { category: 1, brand: 2, drugClass: 4, priceBand: 8 } as const;

/**
 * Per-value slot sets kept beside the index, rebuilt on the first read after a write (like the kept sort
 * orders): live slots, each drug class and price band as bits, each category and brand as its live slots
 * (hundreds of values: lists are far smaller than a bitset each), each pharmacy's stock as bits kept until
 * its stock stamp moves. A list without a query is then word-wise ANDs and a walk over the set bits only.
 */
export class FilterBits {
  private version = -1;
  private words = 0;
  private alive: Bits = new Uint32Array(0);
  private classBits: Bits[] = [];
  private bandBits: Bits[] = [];
  /** The lowest and highest price a band's live slots hold: a price range covering them takes the band whole. */
  private bandMin = new Float64Array(0);
  private bandMax = new Float64Array(0);
  private categoryLists: Int32Array[] = [];
  private brandLists: Int32Array[] = [];
  private readonly stock = new Map<number, { stamp: number; bits: Bits }>();

  private ensure(index: DocumentIndex, version: number): void {
    if (version === this.version && this.words === (index.slotCount + 31) >>> 5) return;
    this.version = version;
    this.stock.clear();
    const words = (this.words = (index.slotCount + 31) >>> 5);
    const bits = () => new Uint32Array(words);
    this.alive = bits();
    this.classBits = DRUG_CLASSES.map(bits);
    this.bandBits = PRICE_BANDS.map(bits);
    this.bandMin = new Float64Array(PRICE_BANDS.length).fill(Infinity);
    this.bandMax = new Float64Array(PRICE_BANDS.length).fill(-Infinity);
    const categories: number[][] = index.categoryKeys.map(() => []);
    const brands: number[][] = index.brandKeys.map(() => []);
    const { alive, drugClass, band, price, brand, categoryStart, categoryCount, categoryPool } = index;
    for (let slot = 0; slot < index.slotCount; slot++) {
      if (alive[slot] !== 1) continue;
      const w = slot >>> 5;
      const bit = 1 << (slot & 31);
      this.alive[w]! |= bit;
      this.classBits[drugClass[slot]!]![w]! |= bit;
      const b = band[slot]!;
      this.bandBits[b]![w]! |= bit;
      if (price[slot]! < this.bandMin[b]!) this.bandMin[b] = price[slot]!;
      if (price[slot]! > this.bandMax[b]!) this.bandMax[b] = price[slot]!;
      if (brand[slot]! >= 0) brands[brand[slot]!]!.push(slot);
      const from = categoryStart[slot]!;
      for (let j = from; j < from + categoryCount[slot]!; j++) categories[categoryPool[j]!]!.push(slot);
    }
    this.categoryLists = categories.map((l) => Int32Array.from(l));
    this.brandLists = brands.map((l) => Int32Array.from(l));
  }

  private stockBits(index: DocumentIndex, pharmacy: number, stamp: number): Bits | undefined {
    const column = index.stockedAt(pharmacy);
    if (column === undefined) return undefined;
    const kept = this.stock.get(pharmacy);
    if (kept !== undefined && kept.stamp === stamp) return kept.bits;
    const bits = new Uint32Array(this.words);
    const n = Math.min(column.length, index.slotCount);
    for (let slot = 0; slot < n; slot++) if (column[slot] === 1) bits[slot >>> 5]! |= 1 << (slot & 31);
    this.stock.set(pharmacy, { stamp, bits });
    return bits;
  }

  /** The live slots passing every filter, as bits; `stockStamp` is the filtered pharmacy's stamp. */
  passing(index: DocumentIndex, version: number, filters: SearchFilters, stockStamp: number): Bits {
    this.ensure(index, version);
    const words = this.words;
    const out = this.alive.slice();
    const none = () => out.fill(0);
    const { byCategory, chosen, byBrand, wantedBrand, classMask, min, max, byStore } = compiled(index, filters);
    if (byStore) {
      const stocked = this.stockBits(index, filters.in_stock_at!, stockStamp);
      if (stocked === undefined) return none();
      and(out, stocked);
    }
    if (byBrand) {
      if (wantedBrand < 0) return none();
      and(out, bitsOfSlots(this.brandLists[wantedBrand]!, words << 5));
    }
    if (byCategory) {
      const union = new Uint32Array(words);
      for (let n = 0; n < chosen.length; n++) {
        if (chosen[n] !== 1) continue;
        const list = this.categoryLists[n]!;
        for (let i = 0; i < list.length; i++) union[list[i]! >>> 5]! |= 1 << (list[i]! & 31);
      }
      and(out, union);
    }
    if (classMask !== 0) {
      const union = new Uint32Array(words);
      for (let c = 0; c < this.classBits.length; c++) if ((classMask & (1 << c)) !== 0) or(union, this.classBits[c]!);
      and(out, union);
    }
    if (min !== -Infinity || max !== Infinity) {
      const union = new Uint32Array(words);
      const price = index.price;
      for (let b = 0; b < this.bandBits.length; b++) {
        const low = this.bandMin[b]!;
        const high = this.bandMax[b]!;
        if (low > high || high < min || low > max) continue; // empty, or wholly outside
        if (low >= min && high <= max) {
          or(union, this.bandBits[b]!);
          continue;
        }
        // A band the range cuts: its slots still passing are checked one by one.
        const band = this.bandBits[b]!;
        for (let w = 0; w < words; w++) {
          let word = band[w]! & out[w]!;
          while (word !== 0) {
            const lowBit = word & -word;
            const slot = (w << 5) + 31 - Math.clz32(lowBit);
            const p = price[slot]!;
            if (p >= min && p <= max) union[w]! |= lowBit;
            word ^= lowBit;
          }
        }
      }
      and(out, union);
    }
    return out;
  }
}

function and(into: Bits, other: Bits): void {
  for (let w = 0; w < into.length; w++) into[w]! &= other[w]!;
}

function or(into: Bits, other: Bits): void {
  for (let w = 0; w < into.length; w++) into[w]! |= other[w]!;
}

/** Facet counts of the set slots, for the facets in `which` (see COUNT); a walk over set bits only. */
export function countFacets(index: DocumentIndex, bits: Bits, which: number): FacetCounts {
  const facets = new FacetCounts(index.categoryKeys.length, index.brandKeys.length);
  if (which === 0) return facets;
  const { category: categoryCounts, brand: brandCounts, drugClass: classCounts, priceBand: bandCounts } = facets;
  const { brand, drugClass, band, categoryStart, categoryCount, categoryPool } = index;
  const byCategory = (which & COUNT.category) !== 0;
  const byBrand = (which & COUNT.brand) !== 0;
  const byClass = (which & COUNT.drugClass) !== 0;
  const byBand = (which & COUNT.priceBand) !== 0;
  for (let w = 0; w < bits.length; w++) {
    let word = bits[w]!;
    while (word !== 0) {
      const low = word & -word;
      const slot = (w << 5) + 31 - Math.clz32(low);
      word ^= low;
      if (byCategory) {
        const from = categoryStart[slot]!;
        const to = from + categoryCount[slot]!;
        for (let j = from; j < to; j++) categoryCounts[categoryPool[j]!]!++;
      }
      if (byBrand) {
        const b = brand[slot]!;
        if (b >= 0) brandCounts[b]!++;
      }
      if (byClass) classCounts[drugClass[slot]!]!++;
      if (byBand) bandCounts[band[slot]!]!++;
    }
  }
  return facets;
}
