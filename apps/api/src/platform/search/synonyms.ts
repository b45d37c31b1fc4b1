import { SYNONYM_GROUPS } from './synonym-groups.ts';
import { tokenize } from './text-normalizer.ts';

/** The longest synonym phrase, in words; longer runs of query words are never looked up. */
const MAX_PHRASE_WORDS = 5;

export interface SynonymMatch {
  /** Query words the phrase covered. */
  length: number;
  /** Every phrase of every group the match belongs to, as words, the matched one first. */
  phrases: string[][];
}

/**
 * The synonym groups, tokenised the way documents are, keyed by phrase. A phrase belonging to two groups
 * (say "nyeri") finds the union of both.
 */
export class SynonymTable {
  private readonly byPhrase = new Map<string, string[][]>();
  /** Each phrase's group leader (the first phrase of the first group naming it). */
  private readonly leader = new Map<string, string[]>();

  constructor(groups: ReadonlyArray<readonly string[]> = SYNONYM_GROUPS) {
    for (const group of groups) {
      const phrases = group.map((p) => tokenize(p)).filter((words) => words.length > 0);
      for (const words of phrases) {
        const key = words.join(' ');
        if (!this.leader.has(key)) this.leader.set(key, phrases[0]!);
        const existing = this.byPhrase.get(key);
        if (existing === undefined) this.byPhrase.set(key, [...phrases]);
        else for (const p of phrases) if (!existing.some((e) => e.join(' ') === p.join(' '))) existing.push(p);
      }
    }
    // Put the matched phrase first so callers can treat it as the literal, unexpanded reading.
    for (const [key, phrases] of this.byPhrase) {
      phrases.sort((a, b) => (a.join(' ') === key ? -1 : b.join(' ') === key ? 1 : 0));
    }
  }

  /** Every single word that appears in some phrase: the typo and prefix matcher must know them. */
  words(): Set<string> {
    const out = new Set<string>();
    for (const phrases of this.byPhrase.values()) for (const p of phrases) for (const w of p) out.add(w);
    return out;
  }

  /** Every phrase of two or more words, as its words joined by one space: the index records where each stands. */
  phrases(): Set<string> {
    const out = new Set<string>();
    for (const phrases of this.byPhrase.values()) for (const p of phrases) if (p.length > 1) out.add(p.join(' '));
    return out;
  }

  /** The phrases of a single word's groups, or undefined when the word is in none. */
  ofWord(word: string): string[][] | undefined {
    return this.byPhrase.get(word);
  }

  /** The group leader of a word ("amoxicilin" → "amoxicillin"), or undefined when the word is in none. */
  leaderOf(word: string): string[] | undefined {
    return this.leader.get(word);
  }

  /** The longest synonym phrase starting at `start` in `words`, if any. */
  longestAt(words: readonly string[], start: number): SynonymMatch | undefined {
    const maxLength = Math.min(MAX_PHRASE_WORDS, words.length - start);
    for (let length = maxLength; length >= 1; length--) {
      const phrases = this.byPhrase.get(words.slice(start, start + length).join(' '));
      if (phrases !== undefined) return { length, phrases };
    }
    return undefined;
  }
}
