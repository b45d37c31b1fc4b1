import { DocumentIndex, postingInName, postingSlot } from './document-index.ts';
import { bitsOfSlots, COUNT, countBits, countFacets, FilterBits, hasBit, slotsOf } from './filter-bits.ts';
import { filterAndCount } from './filter-pass.ts';
import { planQuery, type Alternative, type Clause, type PlanOptions, type QueryPlan } from './query-plan.ts';
import type { SearchDocument, SearchEngine, SearchRequest, SearchResult, SuggestHit } from './search-engine.ts';
import { SynonymTable } from './synonyms.ts';
import { compactCode } from './text-normalizer.ts';
import { topK } from './top-k.ts';
import { type Memo, memoKey, ResultMemo } from './result-memo.ts';
import { type FixedSort, fixedComparator, SortOrders } from './sort-orders.ts';

/** A word found in a product's name counts twice what it counts in its keywords (brand, category…). */
const FIELD_WEIGHT = { name: 3, keyword: 1.5 } as const;
/** Name bonuses, on top of the clause scores (a two-word query scores up to about 12 without them). */
const NAME_BONUS = { exact: 4, startsWith: 2, contains: 1.5 } as const;
/** A phrase's words apart in the document count this much of the phrase in a row. */
const SCATTERED_PHRASE = 0.8;
/** A SKU typed whole wins over everything. */
const SKU_BONUS = 100;
const MAX_PER_PAGE = 1_000;
const MAX_SUGGESTIONS = 50;
/** With a query, this many best slots are kept ranked beside the memo: ten pages of 20 without ranking again. */
const RELEVANCE_KEPT = 200;
const SUGGEST_MEMO_LIMIT = 5_000;
/** Without a query, a memo holds its passing slots only up to this many; larger sets are walked. */
const HELD_SLOTS = 4_096;

const SEARCH_PLAN: PlanOptions = { prefixLast: true, minPrefixLength: 3, prefixLimit: 20, numericPrefix: false };
const SUGGEST_PLAN: PlanOptions = { prefixLast: true, minPrefixLength: 1, prefixLimit: 30, numericPrefix: true };

/** The slots a query matched, with the per-slot coverage and score left in the engine's scratch arrays. */
interface Matches {
  slots: number[];
  /** Strong clauses, i.e. what full coverage is. */
  strong: number;
}

/**
 * The embedded search engine of ARCHITECTURE §2: an inverted index in memory with typo-tolerant,
 * synonym-aware, bilingual matching and facet counts. Ranking with a query: more strong clauses
 * matched first, then the score (match quality × field weight × rarity, plus name bonuses for an
 * exact, leading or phrase match), then units sold, then id. Any other sort replaces the ranking.
 */
export class MemorySearchEngine implements SearchEngine {
  private readonly synonyms: SynonymTable;
  private readonly index: DocumentIndex;

  // Scratch arrays reused by every query; a generation stamp says which entries are current, so
  // nothing is cleared between queries.
  private score = new Float64Array(0);
  private coverage = new Int32Array(0);
  /** Strong clauses matched that are words, not qualifiers (bare numbers, single letters). */
  private wordCoverage = new Int32Array(0);
  private seen = new Int32Array(0);
  private clauseBest = new Float64Array(0);
  private clauseSeen = new Int32Array(0);
  private altCount = new Int32Array(0);
  private altSeen = new Int32Array(0);
  private altInName = new Uint8Array(0);
  private generation = 0;

  /**
   * Bumped by every write that changes what a search without a stock filter can answer (text, price,
   * sales, categories, brand, class, which documents live). A stock-only change bumps the stamps of the
   * pharmacies whose in-stock set it changed instead, so it stales only memos filtering on them.
   */
  private version = 0;
  private readonly stockStamps = new Map<number, number>();
  private readonly memo = new ResultMemo();
  private readonly orders = new SortOrders();
  private readonly bits = new FilterBits();
  private suggestMemo = new Map<string, SuggestHit[]>();
  private suggestMemoVersion = 0;

  /** `heldSlots`: see HELD_SLOTS; tests lower it to walk small catalogues the way large ones are. */
  constructor(
    synonyms: SynonymTable = new SynonymTable(),
    private readonly heldSlots = HELD_SLOTS,
  ) {
    this.synonyms = synonyms;
    this.index = new DocumentIndex(synonyms.words(), synonyms.phrases());
  }

  get size(): number {
    return this.index.size;
  }

  replaceAll(docs: SearchDocument[]): void {
    this.changed();
    this.index.clear();
    for (const doc of docs) this.index.upsert(doc);
  }

  upsert(doc: SearchDocument): void {
    const old = this.index.document(doc.id);
    const flipped = old !== undefined ? stockOnlyChange(old, doc) : null;
    if (flipped === null) this.changed();
    else for (const pharmacy of flipped) this.stockStamps.set(pharmacy, this.stockStamp(pharmacy) + 1);
    this.index.upsert(doc);
    if (this.index.needsCompaction) {
      this.changed();
      this.index.compact();
    }
  }

  remove(id: number): void {
    this.changed();
    this.index.remove(id);
    if (this.index.needsCompaction) this.index.compact();
  }

  private changed(): void {
    this.version++;
    this.memo.clear();
  }

  private stockStamp(pharmacy: number): number {
    return this.stockStamps.get(pharmacy) ?? 0;
  }

  private isCurrent(memo: Memo): boolean {
    return memo.version === this.version && (memo.stockAt === undefined || memo.stockStamp === this.stockStamp(memo.stockAt));
  }

  search(request: SearchRequest): SearchResult {
    const index = this.index;
    const perPage = clampInt(request.perPage, 1, MAX_PER_PAGE, 20);
    const page = clampInt(request.page, 1, Number.MAX_SAFE_INTEGER, 1);
    const q = typeof request.q === 'string' ? request.q : '';
    const filters = request.filters ?? {};
    const offset = (page - 1) * perPage;
    const want = offset + perPage;
    const memo = this.memoFor(q, filters, request.sort === 'relevance' ? want : 0);
    const slots = offset < memo.total ? this.pageOf(memo, request.sort, offset, want) : [];
    const ids: number[] = new Array(slots.length);
    for (let i = 0; i < slots.length; i++) ids[i] = index.ids[slots[i]!]!;
    return { ids, total: memo.total, facets: memo.facets, corrected_query: memo.corrected };
  }

  /** The current memo of a query and filters, made when missing or stale; `ranked` relevance-ranked slots at least. */
  private memoFor(q: string, filters: SearchRequest['filters'], ranked: number): Memo {
    const key = memoKey(q, filters);
    let memo = this.memo.get(key);
    if (memo !== undefined && !this.isCurrent(memo)) memo = undefined;
    // A deep page by relevance past the ranked slots kept: rank again, further this time.
    const ranksShort = memo?.relevance && !memo.relevanceComplete && ranked > memo.relevance.length;
    if (memo === undefined || ranksShort) {
      memo = this.evaluate(q, filters, ranked);
      this.memo.set(key, memo);
    }
    return memo;
  }

  /** Matches, filters and counts a query once: what every page and sort of it shares. */
  private evaluate(q: string, filters: SearchRequest['filters'], want: number): Memo {
    const index = this.index;
    const plan = planQuery(q, index.dict, this.synonyms, SEARCH_PLAN);
    const matches = plan.clauses.length > 0 || q.trim() !== '' ? this.match(plan, q) : null;
    // A query with no searchable words at all (punctuation, emoji, another script) lists everything,
    // as an empty one does, unless it was a SKU (handled in match()).
    const everything = matches === null || (plan.clauses.length === 0 && matches.slots.length === 0);
    const stockAt = typeof filters.in_stock_at === 'number' ? filters.in_stock_at : undefined;
    const stockStamp = stockAt === undefined ? 0 : this.stockStamp(stockAt);
    const memo: Memo = {
      total: 0,
      passing: null,
      bits: null,
      facets: { category: [], brand: [], drug_class: [], price_band: [] },
      corrected: everything ? null : plan.corrected,
      relevance: null,
      relevanceComplete: false,
      member: null,
      version: this.version,
      stockAt,
      stockStamp,
    };
    if (everything) {
      // Without a query: the filters as word-wise ANDs of kept per-value bits, and the facets counted over
      // the set bits. Each filtered facet counts what passes every other filter: the memo of the filters
      // without it, so only the unfiltered facets are counted here.
      const bits = this.bits.passing(index, this.version, filters, stockStamp);
      const byCategory = Array.isArray(filters.category_ids) && filters.category_ids.length > 0;
      const byBrand = typeof filters.brand_id === 'number';
      const byClass = Array.isArray(filters.drug_classes) && filters.drug_classes.length > 0;
      const byPrice = Number.isFinite(filters.min_price) || Number.isFinite(filters.max_price);
      const which =
        (byCategory ? 0 : COUNT.category) | (byBrand ? 0 : COUNT.brand) | (byClass ? 0 : COUNT.drugClass) | (byPrice ? 0 : COUNT.priceBand);
      const counted = countFacets(index, bits, which).result(index.categoryKeys, index.brandKeys);
      const without = (drop: Partial<Record<keyof SearchRequest['filters'], undefined>>) => this.memoFor('', { ...filters, ...drop }, 0).facets;
      if (byCategory) counted.category = without({ category_ids: undefined }).category;
      if (byBrand) counted.brand = without({ brand_id: undefined }).brand;
      if (byClass) counted.drug_class = without({ drug_classes: undefined }).drug_class;
      if (byPrice) counted.price_band = without({ min_price: undefined, max_price: undefined }).price_band;
      memo.total = countBits(bits);
      memo.facets = counted;
      if (memo.total <= this.heldSlots) memo.passing = slotsOf(bits, memo.total);
      else memo.bits = bits;
      return memo;
    }
    const { passing, facets } = filterAndCount(index, filters, matches.slots);
    memo.facets = facets.result(index.categoryKeys, index.brandKeys);
    // The scores live in scratch arrays the next query overwrites: rank now, while they are current.
    const k = Math.min(passing.length, Math.max(want, RELEVANCE_KEPT));
    memo.relevance = Int32Array.from(topK(passing, k, this.comparator('relevance', true)));
    memo.relevanceComplete = k === passing.length;
    memo.total = passing.length;
    memo.passing = Int32Array.from(passing);
    return memo;
  }

  /**
   * The slots of one page. By relevance with a query: the ranked slots kept. Otherwise the catalogue's
   * kept order for the sort: taken as it is when nothing is filtered out, walked (skipping slots that do
   * not pass) when the passing slots are many, and the passing slots selected by their place in it when
   * they are few; whichever touches fewer slots.
   */
  private pageOf(memo: Memo, sort: SearchRequest['sort'], offset: number, want: number): ArrayLike<number> {
    if (memo.relevance !== null && sort === 'relevance') return memo.relevance.subarray(offset, want);
    const fixed: FixedSort = sort === 'relevance' ? 'best_selling' : sort;
    const { order, rank } = this.orders.get(this.index, fixed, this.version);
    if (memo.total === order.length) return order.subarray(offset, want);
    const passing = memo.passing;
    if (passing === null || want * order.length < passing.length * passing.length) {
      let member = memo.bits ?? memo.member;
      if (member === null) member = memo.member = bitsOfSlots(passing!, this.index.slotCount);
      const out: number[] = [];
      let seen = 0;
      for (let i = 0; i < order.length && seen < want; i++) {
        const slot = order[i]!;
        if (!hasBit(member, slot)) continue;
        if (seen++ >= offset) out.push(slot);
      }
      return out;
    }
    return topK(Array.from(passing), want, (a, b) => rank[a]! - rank[b]!).slice(offset);
  }

  suggest(prefix: string, limit: number): SuggestHit[] {
    const text = typeof prefix === 'string' ? prefix : '';
    // Suggestions never depend on stock: only a write that bumps the version stales them.
    if (this.suggestMemoVersion !== this.version) {
      this.suggestMemo = new Map();
      this.suggestMemoVersion = this.version;
    }
    const key = `${limit}|${text}`;
    let hits = this.suggestMemo.get(key);
    if (hits === undefined) {
      hits = this.suggestUncached(text, limit);
      if (this.suggestMemo.size >= SUGGEST_MEMO_LIMIT) this.suggestMemo.delete(this.suggestMemo.keys().next().value!);
      this.suggestMemo.set(key, hits);
    }
    return hits.map((h) => ({ ...h }));
  }

  private suggestUncached(text: string, limit: number): SuggestHit[] {
    const plan = planQuery(text, this.index.dict, this.synonyms, SUGGEST_PLAN);
    if (plan.clauses.length === 0 && text.trim() === '') return [];
    const { slots } = this.match(plan, text);
    const ranked = topK(slots, clampInt(limit, 1, MAX_SUGGESTIONS, 8), this.comparator('relevance', true));
    return ranked.map((slot) => ({ id: this.index.ids[slot]!, score: Math.round(this.score[slot]! * 1000) / 1000 }));
  }

  /**
   * Scores every slot some clause matches and keeps those covering enough strong clauses: all of them
   * for one or two, all but one for longer queries (a stray word should not empty the page), and when
   * no document reaches that, the best coverage any reached — but never a slot that matched only
   * qualifiers, when the query has words ("vitamin c 100" must not fall back to every "100 ml", nor
   * "redoxon c" to every model number with a C in it). Weak
   * clauses only add to slots already matched, so "mg" never drags in the whole catalogue.
   */
  private match(plan: QueryPlan, rawQuery: string): Matches {
    const index = this.index;
    this.ensureScratch(index.slotCount);
    const queryGen = this.nextGeneration();
    const touched: number[] = [];
    const ordered = [...plan.clauses.filter((c) => !c.weak), ...plan.clauses.filter((c) => c.weak)];
    const strong = ordered.length - plan.clauses.filter((c) => c.weak).length;
    const live = Math.max(1, index.size);
    for (const clause of ordered) {
      const hits = this.matchClause(clause);
      const weight = 1 + Math.log(live / (1 + hits.length)) / Math.log(live + 1);
      for (const slot of hits) {
        if (this.seen[slot] !== queryGen) {
          if (clause.weak) continue;
          this.seen[slot] = queryGen;
          this.score[slot] = 0;
          this.coverage[slot] = 0;
          this.wordCoverage[slot] = 0;
          touched.push(slot);
        }
        this.score[slot]! += this.clauseBest[slot]! * Math.max(weight, 1);
        if (!clause.weak) this.coverage[slot]!++;
        if (!clause.weak && !clause.qualifier) this.wordCoverage[slot]!++;
      }
    }
    const hasWords = ordered.some((c) => !c.weak && !c.qualifier);

    const skuSlot = index.slotOfCode(compactCode(rawQuery));
    if (skuSlot !== undefined && index.alive[skuSlot] === 1) {
      if (this.seen[skuSlot] !== queryGen) {
        this.seen[skuSlot] = queryGen;
        this.score[skuSlot] = 0;
        touched.push(skuSlot);
      }
      this.coverage[skuSlot] = strong;
      this.wordCoverage[skuSlot] = strong;
      this.score[skuSlot]! += SKU_BONUS;
    }

    const eligible = (slot: number) => !hasWords || this.wordCoverage[slot]! > 0;
    let best = 0;
    for (const slot of touched) if (this.coverage[slot]! > best && eligible(slot)) best = this.coverage[slot]!;
    const required = Math.min(strong <= 2 ? strong : strong - 1, best);
    if (best === 0 && strong > 0) return { slots: [], strong };
    const slots = required === 0 ? touched : touched.filter((slot) => this.coverage[slot]! >= required && eligible(slot));
    this.addNameBonus(plan, slots, strong);
    return { slots, strong };
  }

  /** The slots satisfying a clause, with each one's best alternative score left in clauseBest. */
  private matchClause(clause: Clause): number[] {
    const index = this.index;
    const alive = index.alive;
    const gen = this.nextGeneration();
    const hits: number[] = [];
    const consider = (slot: number, value: number) => {
      if (this.clauseSeen[slot] !== gen) {
        this.clauseSeen[slot] = gen;
        this.clauseBest[slot] = value;
        hits.push(slot);
      } else if (value > this.clauseBest[slot]!) {
        this.clauseBest[slot] = value;
      }
    };
    for (const alt of clause.alternatives) {
      // Every phrase an alternative can name comes from the synonym table, whose phrases the index
      // records where their words stand in a row.
      const list = alt.terms.length === 1 ? index.postings.get(alt.terms[0]!) : index.phrasePostings.get(alt.terms.join(' '));
      if (list !== undefined) {
        const inName = alt.quality * FIELD_WEIGHT.name;
        const inKeyword = alt.quality * FIELD_WEIGHT.keyword;
        for (let i = 0; i < list.length; i++) {
          const posting = list[i]!;
          const slot = postingSlot(posting);
          if (alive[slot] !== 1) continue;
          consider(slot, postingInName(posting) ? inName : inKeyword);
        }
      }
      if (alt.terms.length > 1 && alt.scatter) this.matchScattered(alt, consider);
    }
    return hits;
  }

  /**
   * A phrase whose words are all in the document, though not in a row ("Eye Care" and "Drops" for "eye
   * drops"), counted list by list, rarest first, so the count of a slot reaches the phrase length only
   * when each list held it. Ranks below the phrase in a row.
   */
  private matchScattered(alt: Alternative, consider: (slot: number, value: number) => void): void {
    const index = this.index;
    const lists: number[][] = [];
    for (const term of alt.terms) {
      const list = index.postings.get(term);
      if (list === undefined) return;
      lists.push(list);
    }
    lists.sort((a, b) => a.length - b.length);
    const altGen = this.nextGeneration();
    const first = lists[0]!;
    for (const posting of first) {
      const slot = postingSlot(posting);
      this.altSeen[slot] = altGen;
      this.altCount[slot] = 1;
      this.altInName[slot] = postingInName(posting) ? 1 : 0;
    }
    for (let l = 1; l < lists.length; l++) {
      for (const posting of lists[l]!) {
        const slot = postingSlot(posting);
        if (this.altSeen[slot] !== altGen || this.altCount[slot] !== l) continue;
        this.altCount[slot] = l + 1;
        if (!postingInName(posting)) this.altInName[slot] = 0;
      }
    }
    const quality = alt.quality * SCATTERED_PHRASE;
    for (const posting of first) {
      const slot = postingSlot(posting);
      if (index.alive[slot] !== 1 || this.altCount[slot] !== lists.length || this.altSeen[slot] !== altGen) continue;
      consider(slot, quality * (this.altInName[slot] === 1 ? FIELD_WEIGHT.name : FIELD_WEIGHT.keyword));
    }
  }

  /**
   * Exact and phrase matches above the rest: a name that is the query, starts with it, or holds its
   * words in a row earns a bonus. Only fully covering slots are checked: the bonus orders within them.
   */
  private addNameBonus(plan: QueryPlan, slots: readonly number[], strong: number): void {
    const index = this.index;
    const words = plan.words;
    if (words.length === 0) return;
    // A half-typed last word is compared as a prefix of the name's word at that position.
    const partial = plan.lastIsPartial ? words[words.length - 1]! : null;
    const whole = partial === null ? words : words.slice(0, -1);
    const wanted = new Int32Array(whole.length);
    for (let i = 0; i < whole.length; i++) {
      const n = index.termNumberOf(whole[i]!);
      if (n === undefined) return; // no name holds this word, so none can earn a bonus
      wanted[i] = n;
    }
    const m = words.length;
    const { nameStart, nameLength, namePool, termText } = index;
    // Does the name starting at pool offset `at` continue with the query's words?
    const follows = (at: number): boolean => {
      for (let i = 0; i < wanted.length; i++) if (namePool[at + i] !== wanted[i]) return false;
      return partial === null || termText[namePool[at + wanted.length]!]!.startsWith(partial);
    };
    for (const slot of slots) {
      if (this.coverage[slot]! < strong) continue;
      let bonus = 0;
      for (let name = 2 * slot; name <= 2 * slot + 1; name++) {
        const start = nameStart[name]!;
        const length = nameLength[name]!;
        if (length < m) continue;
        if (follows(start)) {
          bonus = Math.max(bonus, length === m && partial === null ? NAME_BONUS.exact : NAME_BONUS.startsWith);
          continue;
        }
        if (m === 1 || bonus >= NAME_BONUS.contains) continue;
        const first = m === 1 || wanted.length === 0 ? -1 : wanted[0]!;
        for (let at = start + 1; at + m <= start + length; at++) {
          if (namePool[at] === first && follows(at)) {
            bonus = NAME_BONUS.contains;
            break;
          }
        }
      }
      this.score[slot]! += bonus;
    }
  }

  private comparator(sort: SearchRequest['sort'], ranked: boolean): (a: number, b: number) => number {
    if (sort !== 'relevance' || !ranked) return fixedComparator(this.index, sort === 'relevance' ? 'best_selling' : sort);
    const bestSelling = fixedComparator(this.index, 'best_selling');
    const { coverage, score } = this;
    return (a, b) => coverage[b]! - coverage[a]! || score[b]! - score[a]! || bestSelling(a, b);
  }

  private ensureScratch(slots: number): void {
    if (this.score.length >= slots) return;
    const size = Math.max(1024, slots + (slots >> 2));
    this.score = new Float64Array(size);
    this.coverage = new Int32Array(size);
    this.wordCoverage = new Int32Array(size);
    this.seen = new Int32Array(size);
    this.clauseBest = new Float64Array(size);
    this.clauseSeen = new Int32Array(size);
    this.altCount = new Int32Array(size);
    this.altSeen = new Int32Array(size);
    this.altInName = new Uint8Array(size);
  }

  /** A fresh stamp; on the (far) overflow the stamp arrays are wiped so no stale stamp can match. */
  private nextGeneration(): number {
    if (this.generation >= 0x3fffffff) {
      this.generation = 0;
      for (const stamps of [this.seen, this.clauseSeen, this.altSeen]) stamps.fill(0);
    }
    return ++this.generation;
  }
}

/**
 * The pharmacies whose in-stock set changes when `next` replaces `old`, when stock is all that changed;
 * null when anything else a search reads changed too.
 */
function stockOnlyChange(old: SearchDocument, next: SearchDocument): number[] | null {
  const same =
    old.name_id === next.name_id &&
    old.name_en === next.name_en &&
    old.sku === next.sku &&
    old.brand_id === next.brand_id &&
    old.drug_class === next.drug_class &&
    old.price === next.price &&
    old.sold === next.sold &&
    old.created_at === next.created_at &&
    sameList(old.keywords, next.keywords) &&
    sameList(old.category_ids, next.category_ids);
  if (!same) return null;
  const before = new Set(old.in_stock_at);
  const after = new Set(next.in_stock_at);
  return [...[...after].filter((p) => !before.has(p)), ...[...before].filter((p) => !after.has(p))];
}

function sameList<T>(a: readonly T[] | undefined, b: readonly T[] | undefined): boolean {
  if (!a || !b) return a === b;
  return a.length === b.length && a.every((v, i) => v === b[i]);
}

function clampInt(value: unknown, min: number, max: number, fallback: number): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return fallback;
  return Math.min(max, Math.max(min, Math.floor(value)));
}
