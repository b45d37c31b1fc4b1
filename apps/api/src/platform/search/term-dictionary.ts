import { allowedTypos, boundedEditDistance } from './edit-distance.ts';

/**
 * Only the first letters of a word feed the deletion neighbourhood (the SymSpell "prefix length"): it
 * keeps the table small while any word within the allowed typos still shares a deletion variant with the
 * query, because a typo past this point leaves the prefixes equal.
 */
const NEIGHBOURHOOD_PREFIX = 7;

export interface TermCandidate {
  term: string;
  distance: number;
}

/**
 * Every word the index knows, with how many live documents hold it, and two fast ways in besides an
 * exact look-up: a deletion neighbourhood for typos (a query word and a dictionary word within N edits
 * share a variant with at most N letters deleted from each, so candidates come from a few map look-ups
 * instead of a scan) and a sorted list for prefixes. Words are never forgotten, only counted down to
 * zero; a word at zero is not offered unless it is a synonym word (`pinned`), which reaches documents
 * through its synonyms.
 */
export class TermDictionary {
  private readonly counts = new Map<string, number>();
  private readonly pinned = new Set<string>();
  private readonly variants = new Map<string, string[]>();
  private sorted: string[] = [];
  private sortedDirty = false;

  /** Live documents holding the word. */
  count(term: string): number {
    return this.counts.get(term) ?? 0;
  }

  /** A word worth offering: some document holds it, or it reaches documents as a synonym. */
  isUseful(term: string): boolean {
    return this.count(term) > 0 || this.pinned.has(term);
  }

  add(term: string, delta: number): void {
    const before = this.counts.get(term);
    if (before === undefined) this.register(term);
    this.counts.set(term, Math.max(0, (before ?? 0) + delta));
  }

  /** A synonym word: known to typo and prefix matching even when no document spells it so. */
  pin(term: string): void {
    if (!this.counts.has(term)) {
      this.register(term);
      this.counts.set(term, 0);
    }
    this.pinned.add(term);
  }

  clear(): void {
    const keep = [...this.pinned];
    this.counts.clear();
    this.pinned.clear();
    this.variants.clear();
    this.sorted = [];
    this.sortedDirty = false;
    for (const term of keep) this.pin(term);
  }

  /** Useful words within the allowed typos of `word`, nearest first, then the most common. */
  fuzzy(word: string, limit: number): TermCandidate[] {
    const max = allowedTypos(word);
    if (max === 0) return [];
    const seen = new Set<string>();
    const found: TermCandidate[] = [];
    for (const variant of deletions(word.slice(0, NEIGHBOURHOOD_PREFIX), max)) {
      const terms = this.variants.get(variant);
      if (terms === undefined) continue;
      for (const term of terms) {
        if (seen.has(term)) continue;
        seen.add(term);
        if (term === word || !this.isUseful(term)) continue;
        const distance = boundedEditDistance(word, term, max);
        if (distance <= max) found.push({ term, distance });
      }
    }
    found.sort((a, b) => a.distance - b.distance || this.count(b.term) - this.count(a.term) || (a.term < b.term ? -1 : 1));
    return found.length > limit ? found.slice(0, limit) : found;
  }

  /** Useful words starting with `prefix` (the word itself excluded), the most common first. */
  prefixed(prefix: string, limit: number): string[] {
    const sorted = this.sortedTerms();
    let lo = 0;
    let hi = sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (sorted[mid]! < prefix) lo = mid + 1;
      else hi = mid;
    }
    const found: string[] = [];
    for (let i = lo; i < sorted.length; i++) {
      const term = sorted[i]!;
      if (!term.startsWith(prefix)) break;
      if (term !== prefix && this.isUseful(term)) found.push(term);
    }
    if (found.length <= limit) return found;
    return found.sort((a, b) => this.count(b) - this.count(a) || (a < b ? -1 : 1)).slice(0, limit);
  }

  private register(term: string): void {
    this.sortedDirty = true;
    // Numbers are never typo-matched ("500" must not find "5000"), so they need no neighbourhood.
    const first = term.charCodeAt(0);
    if (first >= 48 && first <= 57) return;
    // A dictionary word of 6+ letters can be the target of a query word of 8+ letters (2 typos allowed).
    const depth = term.length >= 6 ? 2 : term.length >= 3 ? 1 : 0;
    if (depth === 0) return;
    for (const variant of deletions(term.slice(0, NEIGHBOURHOOD_PREFIX), depth)) {
      const list = this.variants.get(variant);
      if (list === undefined) this.variants.set(variant, [term]);
      else list.push(term);
    }
  }

  private sortedTerms(): string[] {
    if (this.sortedDirty) {
      this.sorted = [...this.counts.keys()].sort();
      this.sortedDirty = false;
    }
    return this.sorted;
  }
}

/** The word and every string made by deleting up to `depth` of its letters. */
function deletions(word: string, depth: number): Set<string> {
  const out = new Set<string>([word]);
  let frontier = [word];
  for (let d = 0; d < depth; d++) {
    const next: string[] = [];
    for (const w of frontier) {
      if (w.length <= 1) continue;
      for (let i = 0; i < w.length; i++) {
        const v = w.slice(0, i) + w.slice(i + 1);
        if (!out.has(v)) {
          out.add(v);
          next.push(v);
        }
      }
    }
    frontier = next;
  }
  return out;
}
