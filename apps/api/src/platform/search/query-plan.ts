import type { SynonymTable } from './synonyms.ts';
import type { TermDictionary } from './term-dictionary.ts';
import { isNumeric, tokenizeQuery } from './text-normalizer.ts';

/**
 * How much a way of matching a query word is worth, before field and rarity weights. The order is the
 * ranking rule: the word as typed, then a synonym of it, then a completion of a half-typed word, then a
 * typo correction (one edit above two).
 */
export const MATCH_QUALITY = {
  exact: 1,
  synonym: 0.9,
  prefix: 0.75,
  typo1: 0.6,
  typo2: 0.45,
} as const;

/** One way to satisfy a clause: the word of `terms`, or when more than one, those words in a row (a phrase). */
export interface Alternative {
  terms: string[];
  quality: number;
  /**
   * A phrase also counts, for less, with its words apart in the document ("Eye Care" … "Drops"), unless
   * one of them is a qualifier (see Clause): "c" names vitamin C only right after "vitamin", so a
   * "Vitamin" in a name and a "C" in a brand ("Enervon-C") or a model number make no vitamin C.
   */
  scatter?: boolean;
  /** A completion of a one- or two-letter prefix: too loose a guess to widen further with synonyms. */
  loose?: boolean;
}

/** A query word, or a run of words that form a synonym phrase, and the ways a document can satisfy it. */
export interface Clause {
  alternatives: Alternative[];
  /** Scores but is not required (see WEAK_WORDS). */
  weak: boolean;
  /**
   * A number ("500") or a single letter ("c", "m"): qualifies a product a word found but never finds one
   * on its own. A letter alone is rarely a word: it names a vitamin or a size beside the word it
   * qualifies, or is a piece of a model number ("NE-C28" reads "ne c 28").
   */
  qualifier: boolean;
}

export interface QueryPlan {
  clauses: Clause[];
  /** The query words after typo correction, for phrase and exact-name bonuses. */
  words: string[];
  /** The last word is being typed: the name bonus checks it as a prefix. */
  lastIsPartial: boolean;
  /** The corrected query when a typo was corrected, else null. */
  corrected: string | null;
}

export interface PlanOptions {
  /** Complete the last word as a prefix (the shopper may still be typing it). */
  prefixLast: boolean;
  /** Shortest last word that is completed; shorter ones match whole words only. */
  minPrefixLength: number;
  /** Most completions of the last word, the most common kept. */
  prefixLimit: number;
  /**
   * Complete a number too ("vitamin c 10" while typing 1000). Only for suggestions: a search for
   * "500" means 500, not 5000.
   */
  numericPrefix: boolean;
}

/**
 * A last word shorter than this is completed only to a few words and not widened with synonyms: "p"
 * starts hundreds of words, and the union of all their documents is both slow and useless as a list.
 */
const SHORT_PREFIX = 3;
const SHORT_PREFIX_LIMIT = 8;

/** Most typo candidates kept per word: the nearest and most common are enough. */
const TYPO_CANDIDATES = 6;

interface ResolvedWord {
  text: string;
  /** The word as the rest of the plan reads it: itself, or its best typo correction. */
  resolved: string;
  weak: boolean;
  quality: number;
  alternatives: Alternative[];
  corrected: boolean;
  partial: boolean;
  /** Completed as a prefix to some word (`partial` only when it is no word itself). */
  completed: boolean;
}

/**
 * How a typo correction is shown and ranked: a word no document spells, known only as a synonym spelling
 * ("amoxicilin"), reads as its group's leader when documents spell that one ("amoxicillin").
 */
function presentable(term: string, dict: TermDictionary, synonyms: SynonymTable): string {
  if (dict.count(term) > 0) return term;
  const leader = synonyms.leaderOf(term);
  return leader !== undefined && leader.length === 1 && dict.count(leader[0]!) > 0 ? leader[0]! : term;
}

function resolveWord(
  text: string,
  weak: boolean,
  isLast: boolean,
  dict: TermDictionary,
  synonyms: SynonymTable,
  options: PlanOptions,
): ResolvedWord {
  const alternatives: Alternative[] = [];
  const numeric = isNumeric(text);
  // Numbers are matched exactly: "500" is not a typo of "5000", nor its prefix.
  const exact = numeric || dict.isUseful(text);
  if (exact) alternatives.push({ terms: [text], quality: MATCH_QUALITY.exact });
  let partial = false;
  if (isLast && options.prefixLast && (!numeric || options.numericPrefix) && text.length >= options.minPrefixLength) {
    const loose = text.length < SHORT_PREFIX;
    for (const term of dict.prefixed(text, loose ? Math.min(SHORT_PREFIX_LIMIT, options.prefixLimit) : options.prefixLimit)) {
      alternatives.push({ terms: [term], quality: MATCH_QUALITY.prefix, loose });
      partial = true;
    }
  }
  // A synonym spelling no document uses ("parasetamol") ranks names by its leader ("paracetamol").
  let resolved = exact && !numeric ? presentable(text, dict, synonyms) : text;
  let quality: number = exact ? MATCH_QUALITY.exact : MATCH_QUALITY.prefix;
  let corrected = false;
  if (!exact && !partial && !numeric) {
    const candidates = dict.fuzzy(text, TYPO_CANDIDATES);
    for (const { term, distance } of candidates) {
      alternatives.push({ terms: [term], quality: distance === 1 ? MATCH_QUALITY.typo1 : MATCH_QUALITY.typo2 });
    }
    const best = candidates[0];
    if (best !== undefined) {
      resolved = presentable(best.term, dict, synonyms);
      quality = best.distance === 1 ? MATCH_QUALITY.typo1 : MATCH_QUALITY.typo2;
      corrected = true;
    }
  }
  return { text, resolved, weak, quality, alternatives, corrected, partial: partial && !exact, completed: partial };
}

function isQualifier(word: string): boolean {
  return word.length === 1 || isNumeric(word);
}

function phrase(terms: string[], quality: number): Alternative {
  return { terms, quality, scatter: !terms.some(isQualifier) };
}

function addAlternative(list: Alternative[], index: Map<string, number>, alt: Alternative): void {
  const key = alt.terms.join(' ');
  const at = index.get(key);
  if (at === undefined) {
    index.set(key, list.length);
    list.push(alt);
  } else if (list[at]!.quality < alt.quality) {
    list[at] = alt;
  }
}

/**
 * Turns a query into clauses: each word resolved against the dictionary (exact, completed, or corrected),
 * then runs of words that form a synonym phrase ("sakit kepala", "vitamin c") merged into one clause
 * satisfied by any phrase of the group, and single words widened with their synonyms.
 */
export function planQuery(query: string, dict: TermDictionary, synonyms: SynonymTable, options: PlanOptions): QueryPlan {
  const tokens = tokenizeQuery(query);
  const words = tokens.map((t, i) => resolveWord(t.text, t.weak, i === tokens.length - 1, dict, synonyms, options));
  const resolved = words.map((w) => w.resolved);
  const clauses: Clause[] = [];
  // A word repeated adds nothing but work ("tablet tablet tablet…"): it gets one clause.
  const seen = new Set<string>();
  for (let i = 0; i < words.length; ) {
    const match = synonyms.longestAt(resolved, i);
    const alternatives: Alternative[] = [];
    const index = new Map<string, number>();
    if (match !== undefined && match.length > 1) {
      const covered = words.slice(i, i + match.length);
      const quality = Math.min(...covered.map((w) => w.quality));
      match.phrases.forEach((terms, n) => addAlternative(alternatives, index, phrase(terms, n === 0 ? quality : quality * MATCH_QUALITY.synonym)));
      clauses.push({ alternatives, weak: covered.every((w) => w.weak), qualifier: false });
      i += match.length;
      continue;
    }
    const word = words[i]!;
    i += 1;
    if (seen.has(word.text)) continue;
    seen.add(word.text);
    for (const alt of word.alternatives) {
      addAlternative(alternatives, index, alt);
      const phrases = alt.terms.length === 1 && alt.loose !== true ? synonyms.ofWord(alt.terms[0]!) : undefined;
      if (phrases === undefined) continue;
      for (const terms of phrases) addAlternative(alternatives, index, phrase(terms, alt.quality * MATCH_QUALITY.synonym));
    }
    // A letter being typed stands for the words it starts, not for itself.
    clauses.push({ alternatives, weak: word.weak, qualifier: isQualifier(word.text) && (isNumeric(word.text) || !word.completed) });
  }
  const anyCorrected = words.some((w) => w.corrected);
  return {
    clauses,
    words: resolved,
    lastIsPartial: words.length > 0 && words[words.length - 1]!.partial,
    corrected: anyCorrected ? resolved.join(' ') : null,
  };
}
