import { DocumentIndex, postingInName, postingSlot } from './document-index.ts';
import { filterAndCount } from './filter-pass.ts';
import { planQuery, type Alternative, type Clause, type PlanOptions, type QueryPlan } from './query-plan.ts';
import type { SearchDocument, SearchEngine, SearchRequest, SearchResult, SuggestHit } from './search-engine.ts';
import { SynonymTable } from './synonyms.ts';
import { compactCode } from './text-normalizer.ts';
import { topK } from './top-k.ts';

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

  constructor(synonyms: SynonymTable = new SynonymTable()) {
    this.synonyms = synonyms;
    this.index = new DocumentIndex(synonyms.words(), synonyms.phrases());
  }

  get size(): number {
    return this.index.size;
  }

  replaceAll(docs: SearchDocument[]): void {
    this.index.clear();
    for (const doc of docs) this.index.upsert(doc);
  }

  upsert(doc: SearchDocument): void {
    this.index.upsert(doc);
    if (this.index.needsCompaction) this.index.compact();
  }

  remove(id: number): void {
    this.index.remove(id);
    if (this.index.needsCompaction) this.index.compact();
  }

  search(request: SearchRequest): SearchResult {
    const index = this.index;
    const perPage = clampInt(request.perPage, 1, MAX_PER_PAGE, 20);
    const page = clampInt(request.page, 1, Number.MAX_SAFE_INTEGER, 1);
    const q = typeof request.q === 'string' ? request.q : '';
    const plan = planQuery(q, index.dict, this.synonyms, SEARCH_PLAN);
    const matches = plan.clauses.length > 0 || q.trim() !== '' ? this.match(plan, q) : null;
    // A query with no searchable words at all (punctuation, emoji, another script) lists everything,
    // as an empty one does, unless it was a SKU (handled in match()).
    const everything = matches === null || (plan.clauses.length === 0 && matches.slots.length === 0);

    const { passing, facets } = filterAndCount(index, request.filters ?? {}, everything ? null : matches.slots);

    const offset = (page - 1) * perPage;
    let ids: number[] = [];
    if (offset < passing.length) {
      const ranked = topK(passing, Math.min(offset + perPage, passing.length), this.comparator(request.sort, !everything));
      ids = ranked.slice(offset).map((slot) => index.ids[slot]!);
    }
    return {
      ids,
      total: passing.length,
      facets: facets.result(index.categoryKeys, index.brandKeys),
      corrected_query: everything ? null : plan.corrected,
    };
  }

  suggest(prefix: string, limit: number): SuggestHit[] {
    const text = typeof prefix === 'string' ? prefix : '';
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
    const { ids, price, sold, created } = this.index;
    const byId = (a: number, b: number) => ids[a]! - ids[b]!;
    const bestSelling = (a: number, b: number) => sold[b]! - sold[a]! || byId(a, b);
    switch (sort) {
      case 'price_asc':
        return (a, b) => price[a]! - price[b]! || bestSelling(a, b);
      case 'price_desc':
        return (a, b) => price[b]! - price[a]! || bestSelling(a, b);
      case 'newest':
        return (a, b) => created[b]! - created[a]! || ids[b]! - ids[a]!;
      case 'best_selling':
        return bestSelling;
      default: {
        if (!ranked) return bestSelling;
        const { coverage, score } = this;
        return (a, b) => coverage[b]! - coverage[a]! || score[b]! - score[a]! || bestSelling(a, b);
      }
    }
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

function clampInt(value: unknown, min: number, max: number, fallback: number): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return fallback;
  return Math.min(max, Math.max(min, Math.floor(value)));
}
