import { f64, grow, i32, u8 } from './columns.ts';
import { drugClassIndex, priceBand } from './facets.ts';
import type { SearchDocument } from './search-engine.ts';
import { TermDictionary } from './term-dictionary.ts';
import { compactCode, tokenize } from './text-normalizer.ts';

/** Where in a document a word was found; a posting carries these bits beside the slot. */
export const FIELD = { name: 1, keyword: 2 } as const;
const FIELD_BITS = 2;

export function postingSlot(posting: number): number {
  return posting >>> FIELD_BITS;
}
export function postingInName(posting: number): boolean {
  return (posting & FIELD.name) !== 0;
}

/** Keywords repeat across a catalogue (brands, categories, makers); their words are worked out once. */
const KEYWORD_CACHE_LIMIT = 50_000;

/**
 * The documents and their inverted index. Each document lives in a numbered slot; typed columns hold
 * what filtering, facets and sorting read, and each word maps to the slots holding it. Removing a
 * document only marks its slot dead — posting lists are append-only and readers skip dead slots — and
 * `compact()` rebuilds once the dead outnumber the living.
 */
export class DocumentIndex {
  readonly dict = new TermDictionary();
  readonly postings = new Map<string, number[]>();
  /**
   * Synonym phrases ("vitamin c", "sakit kepala") with the slots holding their words in a row in one
   * field. Words merely present somewhere are no phrase: "Osteo Kalsium + Vitamin D3" from the brand
   * "Enervon-C" holds "vitamin" and "c" but is no vitamin C, and neither is a model number "NE-C28" beside
   * a "vitamin" elsewhere. Kept apart from `postings` so phrases never reach the dictionary.
   */
  readonly phrasePostings = new Map<string, number[]>();

  ids = i32(0);
  alive = u8(0);
  price = f64(0);
  sold = f64(0);
  created = f64(0);
  /** Brand number (see brandKeys), or -1. */
  brand = i32(0);
  drugClass = u8(0);
  band = u8(0);
  /** Category numbers (see categoryKeys) of slot s: categoryPool[categoryStart[s] .. + categoryCount[s]]. */
  categoryStart = i32(0);
  categoryCount = u8(0);
  categoryPool = i32(0);
  private categoryPoolUsed = 0;
  /** Per pharmacy, 1 for each slot it stocks: the stock filter is one array read per slot. */
  private readonly stockBySlot = new Map<number, Uint8Array>();
  /**
   * The words of both names as term numbers (see termText), for the exact, leading and phrase checks
   * of ranking: comparing integers over thousands of matches is far cheaper than comparing strings.
   * Name n (0 Indonesian, 1 English) of slot s is namePool[nameStart[2s+n] .. + nameLength[2s+n]].
   */
  nameStart = i32(0);
  nameLength = u8(0);
  namePool = i32(0);
  private namePoolUsed = 0;
  /** Every word ever indexed, numbered in order of first sight. */
  readonly termText: string[] = [];
  private readonly termNumber = new Map<string, number>();
  private readonly docs: Array<SearchDocument | null> = [];
  private slots = 0;

  /** Category and brand ids numbered densely, so facet counters can be flat arrays. */
  readonly categoryKeys: number[] = [];
  readonly brandKeys: number[] = [];
  private readonly categoryNumber = new Map<number, number>();
  private readonly brandNumber = new Map<number, number>();

  private readonly slotOfId = new Map<number, number>();
  private readonly slotOfSku = new Map<string, number>();
  private readonly keywordWords = new Map<string, string[]>();
  private dead = 0;

  private readonly phrases: ReadonlySet<string>;
  /** First words of the phrases: most words start none, and are passed over with one look-up. */
  private readonly phraseStarts = new Set<string>();
  private readonly longestPhrase: number;

  constructor(synonymWords: ReadonlySet<string>, synonymPhrases: ReadonlySet<string> = new Set()) {
    for (const word of synonymWords) this.dict.pin(word);
    this.phrases = synonymPhrases;
    let longest = 0;
    for (const phrase of synonymPhrases) {
      const words = phrase.split(' ');
      this.phraseStarts.add(words[0]!);
      longest = Math.max(longest, words.length);
    }
    this.longestPhrase = longest;
  }

  get size(): number {
    return this.slotOfId.size;
  }

  /** Slots ever handed out, dead ones included: the bound of every per-slot array. */
  get slotCount(): number {
    return this.slots;
  }

  categoryNumberOf(id: number): number | undefined {
    return this.categoryNumber.get(id);
  }

  brandNumberOf(id: number): number | undefined {
    return this.brandNumber.get(id);
  }

  /** The stock column of a pharmacy; undefined when it stocks nothing indexed. */
  stockedAt(pharmacyId: number): Uint8Array | undefined {
    return this.stockBySlot.get(pharmacyId);
  }

  /** The number of an indexed word, or undefined for a word no document ever held. */
  termNumberOf(term: string): number | undefined {
    return this.termNumber.get(term);
  }

  /** The indexed copy of a document, to tell what an update changes; never to be modified. */
  document(id: number): SearchDocument | undefined {
    const slot = this.slotOfId.get(id);
    return slot === undefined ? undefined : (this.docs[slot] ?? undefined);
  }

  slotOfCode(code: string): number | undefined {
    return this.slotOfSku.get(code);
  }

  clear(): void {
    this.slots = 0;
    this.categoryPoolUsed = 0;
    // Fresh columns rather than zeroing: a rebuild after many removals may need far fewer slots.
    this.ids = i32(0);
    this.alive = u8(0);
    this.price = f64(0);
    this.sold = f64(0);
    this.created = f64(0);
    this.brand = i32(0);
    this.drugClass = u8(0);
    this.band = u8(0);
    this.categoryStart = i32(0);
    this.categoryCount = u8(0);
    this.categoryPool = i32(0);
    this.stockBySlot.clear();
    this.nameStart = i32(0);
    this.nameLength = u8(0);
    this.namePool = i32(0);
    this.namePoolUsed = 0;
    this.termText.length = 0;
    this.termNumber.clear();
    this.docs.length = 0;
    this.postings.clear();
    this.phrasePostings.clear();
    this.dict.clear();
    this.slotOfId.clear();
    this.slotOfSku.clear();
    this.keywordWords.clear();
    this.categoryKeys.length = 0;
    this.brandKeys.length = 0;
    this.categoryNumber.clear();
    this.brandNumber.clear();
    this.dead = 0;
  }

  upsert(source: SearchDocument): void {
    const doc = copy(source);
    const slot = this.slotOfId.get(doc.id);
    if (slot !== undefined) {
      const old = this.docs[slot]!;
      // A price, stock or sales change (the common write) keeps the words: update the columns in place.
      if (sameText(old, doc)) {
        this.docs[slot] = doc;
        this.setColumns(slot, doc, old);
        if (old.sku !== doc.sku) this.moveSku(slot, old.sku, doc.sku);
        return;
      }
      this.remove(doc.id);
    }
    this.append(doc);
  }

  remove(id: number): void {
    const slot = this.slotOfId.get(id);
    if (slot === undefined) return;
    const doc = this.docs[slot]!;
    for (const term of this.documentTerms(doc).terms.keys()) this.dict.add(term, -1);
    const code = compactCode(doc.sku);
    if (this.slotOfSku.get(code) === slot) this.slotOfSku.delete(code);
    for (const pharmacy of doc.in_stock_at) {
      const column = this.stockBySlot.get(pharmacy);
      if (column !== undefined && slot < column.length) column[slot] = 0;
    }
    this.slotOfId.delete(id);
    this.alive[slot] = 0;
    this.docs[slot] = null;
    this.dead++;
  }

  /** Worth rebuilding: dead slots cost every posting scan that meets them. */
  get needsCompaction(): boolean {
    return this.dead > 1_000 && this.dead > this.slotOfId.size;
  }

  compact(): void {
    const live = this.docs.filter((d): d is SearchDocument => d !== null);
    this.clear();
    for (const doc of live) this.append(doc);
  }

  private append(doc: SearchDocument): void {
    const slot = this.slots++;
    this.ensureCapacity(this.slots);
    this.ids[slot] = doc.id;
    this.alive[slot] = 1;
    this.docs.push(doc);
    this.setColumns(slot, doc, null);
    const { terms, phrases, nameId, nameEn } = this.documentTerms(doc);
    this.storeName(2 * slot, nameId);
    this.storeName(2 * slot + 1, nameEn);
    for (const [term, fields] of terms) {
      addPosting(this.postings, term, (slot << FIELD_BITS) | fields);
      this.dict.add(term, 1);
    }
    for (const [phrase, fields] of phrases) addPosting(this.phrasePostings, phrase, (slot << FIELD_BITS) | fields);
    this.slotOfId.set(doc.id, slot);
    const code = compactCode(doc.sku);
    if (code !== '') this.slotOfSku.set(code, slot);
  }

  private ensureCapacity(slots: number): void {
    if (this.ids.length >= slots) return;
    this.ids = grow(this.ids, slots, i32);
    this.alive = grow(this.alive, slots, u8);
    this.price = grow(this.price, slots, f64);
    this.sold = grow(this.sold, slots, f64);
    this.created = grow(this.created, slots, f64);
    this.brand = grow(this.brand, slots, i32);
    this.drugClass = grow(this.drugClass, slots, u8);
    this.band = grow(this.band, slots, u8);
    this.categoryStart = grow(this.categoryStart, slots, i32);
    this.categoryCount = grow(this.categoryCount, slots, u8);
    this.nameStart = grow(this.nameStart, 2 * slots, i32);
    this.nameLength = grow(this.nameLength, 2 * slots, u8);
  }

  private storeName(at: number, words: readonly string[]): void {
    const length = Math.min(words.length, 255);
    this.namePool = grow(this.namePool, this.namePoolUsed + length, i32);
    this.nameStart[at] = this.namePoolUsed;
    this.nameLength[at] = length;
    for (let i = 0; i < length; i++) this.namePool[this.namePoolUsed + i] = this.numberTerm(words[i]!);
    this.namePoolUsed += length;
  }

  private numberTerm(term: string): number {
    let n = this.termNumber.get(term);
    if (n === undefined) {
      n = this.termText.length;
      this.termText.push(term);
      this.termNumber.set(term, n);
    }
    return n;
  }

  private setColumns(slot: number, doc: SearchDocument, old: SearchDocument | null): void {
    const price = finiteOr(doc.price, 0);
    this.price[slot] = price;
    this.sold[slot] = finiteOr(doc.sold, 0);
    this.created[slot] = finiteOr(Date.parse(doc.created_at), 0);
    this.brand[slot] = typeof doc.brand_id === 'number' ? this.numberBrand(doc.brand_id) : -1;
    this.drugClass[slot] = drugClassIndex(doc.drug_class);
    this.band[slot] = priceBand(price);
    // Categories: an update that fits overwrites its own range (the usual case: unchanged); one that
    // grows moves to the end of the pool, leaving a few ints behind until the next rebuild.
    const categories = [...new Set(doc.category_ids)].slice(0, 255).map((id) => this.numberCategory(id));
    if (old === null || categories.length > this.categoryCount[slot]!) {
      this.categoryPool = grow(this.categoryPool, this.categoryPoolUsed + categories.length, i32);
      this.categoryStart[slot] = this.categoryPoolUsed;
      this.categoryPoolUsed += categories.length;
    }
    this.categoryCount[slot] = categories.length;
    this.categoryPool.set(categories, this.categoryStart[slot]!);
    if (old !== null) {
      for (const pharmacy of old.in_stock_at) {
        const column = this.stockBySlot.get(pharmacy);
        if (column !== undefined && slot < column.length) column[slot] = 0;
      }
    }
    for (const pharmacy of doc.in_stock_at) {
      const column = grow(this.stockBySlot.get(pharmacy) ?? u8(0), this.ids.length, u8);
      column[slot] = 1;
      this.stockBySlot.set(pharmacy, column);
    }
  }

  private moveSku(slot: number, from: string, to: string): void {
    const old = compactCode(from);
    if (this.slotOfSku.get(old) === slot) this.slotOfSku.delete(old);
    const code = compactCode(to);
    if (code !== '') this.slotOfSku.set(code, slot);
  }

  private numberCategory(id: number): number {
    let n = this.categoryNumber.get(id);
    if (n === undefined) {
      n = this.categoryKeys.length;
      this.categoryKeys.push(id);
      this.categoryNumber.set(id, n);
    }
    return n;
  }

  private numberBrand(id: number): number {
    let n = this.brandNumber.get(id);
    if (n === undefined) {
      n = this.brandKeys.length;
      this.brandKeys.push(id);
      this.brandNumber.set(id, n);
    }
    return n;
  }

  /**
   * Each distinct word of a document with the fields it occurs in, the synonym phrases standing in a row
   * in one name or one keyword, and the words of both names.
   */
  private documentTerms(doc: SearchDocument): { terms: Map<string, number>; phrases: Map<string, number>; nameId: string[]; nameEn: string[] } {
    const terms = new Map<string, number>();
    const phrases = new Map<string, number>();
    const put = (words: readonly string[], field: number) => {
      for (const term of words) terms.set(term, (terms.get(term) ?? 0) | field);
      for (let i = 0; i + 1 < words.length; i++) {
        if (!this.phraseStarts.has(words[i]!)) continue;
        let phrase = words[i]!;
        for (let j = i + 1; j < words.length && j - i < this.longestPhrase; j++) {
          phrase += ` ${words[j]!}`;
          if (this.phrases.has(phrase)) phrases.set(phrase, (phrases.get(phrase) ?? 0) | field);
        }
      }
    };
    const nameId = tokenize(doc.name_id);
    const nameEn = tokenize(doc.name_en);
    put(nameId, FIELD.name);
    put(nameEn, FIELD.name);
    for (const keyword of doc.keywords) put(this.keywordTokens(keyword), FIELD.keyword);
    return { terms, phrases, nameId, nameEn };
  }

  private keywordTokens(keyword: string): string[] {
    let words = this.keywordWords.get(keyword);
    if (words === undefined) {
      words = tokenize(keyword);
      if (this.keywordWords.size >= KEYWORD_CACHE_LIMIT) this.keywordWords.clear();
      this.keywordWords.set(keyword, words);
    }
    return words;
  }
}

function addPosting(postings: Map<string, number[]>, key: string, posting: number): void {
  const list = postings.get(key);
  if (list === undefined) postings.set(key, [posting]);
  else list.push(posting);
}

function sameText(a: SearchDocument, b: SearchDocument): boolean {
  return (
    a.name_id === b.name_id &&
    a.name_en === b.name_en &&
    a.keywords.length === b.keywords.length &&
    a.keywords.every((k, i) => k === b.keywords[i])
  );
}

/** The engine keeps its own copy: a caller mutating its object later must not change the index under it. */
function copy(doc: SearchDocument): SearchDocument {
  return {
    ...doc,
    name_id: String(doc.name_id ?? ''),
    name_en: String(doc.name_en ?? ''),
    sku: String(doc.sku ?? ''),
    keywords: [...(doc.keywords ?? [])].map(String),
    category_ids: [...(doc.category_ids ?? [])].filter(Number.isFinite),
    in_stock_at: [...new Set(doc.in_stock_at ?? [])].filter(Number.isFinite),
  };
}

function finiteOr(value: number, fallback: number): number {
  return Number.isFinite(value) ? value : fallback;
}
