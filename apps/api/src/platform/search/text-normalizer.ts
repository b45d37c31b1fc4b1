import { STOP_WORDS, UNIT_ALIASES, WEAK_WORDS } from './stop-words.ts';

/** Longer input is cut before any work: no product name or query needs more, and it bounds the cost. */
export const MAX_INPUT_CHARS = 512;
/** A query of more words than this is a paste, not a search; the rest is ignored. */
export const MAX_QUERY_TOKENS = 12;

const COMBINING_MARKS = /[\u0300-\u036f]/g;
const MICRO_SIGNS = /[\u00b5\u03bc]/g;
// "1.000" and "1,000" are one thousand in Indonesian and English writing; join them before the
// punctuation is dropped, so "1.000mg" meets "1000 mg".
const THOUSANDS_SEPARATOR = /(?<=\d)[.,](?=\d{3}(?!\d))/g;
const NOT_ALPHANUMERIC = /[^a-z0-9]+/g;
const LETTER_DIGIT = /([a-z])(\d)/g;
const DIGIT_LETTER = /(\d)([a-z])/g;

/**
 * Lower-case ASCII words and numbers separated by single spaces: accents stripped, punctuation and any
 * other script dropped, and digits split from letters so "1000mg", "1000 mg" and "1.000 mg" are the same.
 */
export function normalizeText(input: string): string {
  const cut = input.length > MAX_INPUT_CHARS ? input.slice(0, MAX_INPUT_CHARS) : input;
  return cut
    .normalize('NFKD')
    .replace(COMBINING_MARKS, '')
    .replace(MICRO_SIGNS, 'mc')
    .toLowerCase()
    .replace(THOUSANDS_SEPARATOR, '')
    .replace(NOT_ALPHANUMERIC, ' ')
    .replace(LETTER_DIGIT, '$1 $2')
    .replace(DIGIT_LETTER, '$1 $2')
    .trim();
}

function canonical(word: string): string {
  return UNIT_ALIASES.get(word) ?? word;
}

/** The words a document is indexed under: normalised, units unified, stop-words out. */
export function tokenize(input: string): string[] {
  const text = normalizeText(input);
  if (text === '') return [];
  const out: string[] = [];
  for (const word of text.split(' ')) {
    if (STOP_WORDS.has(word)) continue;
    out.push(canonical(word));
  }
  return out;
}

export interface QueryToken {
  text: string;
  /** Scores when present but is not required (see WEAK_WORDS). */
  weak: boolean;
}

/**
 * The words of a query. Stop-words go unless nothing else is left ("the" alone is still a search), and
 * weak words are only required when the query has nothing stronger.
 */
export function tokenizeQuery(input: string): QueryToken[] {
  const text = normalizeText(input);
  if (text === '') return [];
  const words = text.split(' ').map(canonical);
  const kept = words.filter((w) => !STOP_WORDS.has(w));
  const chosen = (kept.length > 0 ? kept : words).slice(0, MAX_QUERY_TOKENS);
  const allWeak = chosen.every((w) => WEAK_WORDS.has(w));
  return chosen.map((w) => ({ text: w, weak: !allWeak && WEAK_WORDS.has(w) }));
}

export function isNumeric(word: string): boolean {
  const first = word.charCodeAt(0);
  return first >= 48 && first <= 57;
}

/** SKUs are matched whole, letters and digits only, so "APT-0001", "apt 0001" and "apt0001" meet. */
export function compactCode(input: string): string {
  const cut = input.length > MAX_INPUT_CHARS ? input.slice(0, MAX_INPUT_CHARS) : input;
  return cut.toLowerCase().replace(/[^a-z0-9]+/g, '');
}
