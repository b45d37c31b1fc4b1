/**
 * Optimal-string-alignment distance (Levenshtein plus adjacent transposition, each costing 1), giving up
 * as soon as it must exceed `max`: typo tolerance only ever asks "within 1 or 2?", so a full table is
 * wasted work. Returns max + 1 when the distance is larger than max.
 */
export function boundedEditDistance(a: string, b: string, max: number): number {
  if (a === b) return 0;
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > max) return max + 1;
  // Three rolling rows: the transposition step looks two rows back.
  let prevPrev = new Array<number>(lb + 1).fill(0);
  let prev = new Array<number>(lb + 1);
  let curr = new Array<number>(lb + 1).fill(0);
  for (let j = 0; j <= lb; j++) prev[j] = j;
  for (let i = 1; i <= la; i++) {
    curr[0] = i;
    let rowMin = i;
    const ca = a.charCodeAt(i - 1);
    for (let j = 1; j <= lb; j++) {
      const cb = b.charCodeAt(j - 1);
      const cost = ca === cb ? 0 : 1;
      let d = Math.min(prev[j]! + 1, curr[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && ca === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === cb) {
        d = Math.min(d, prevPrev[j - 2]! + 1);
      }
      curr[j] = d;
      if (d < rowMin) rowMin = d;
    }
    if (rowMin > max) return max + 1;
    const spare = prevPrev;
    prevPrev = prev;
    prev = curr;
    curr = spare;
  }
  const result = prev[lb]!;
  return result > max ? max + 1 : result;
}

/** Typos allowed in a query word: none below 4 letters, 1 up to 7, 2 from 8 (the brief's rule). */
export function allowedTypos(word: string): number {
  if (word.length < 4) return 0;
  return word.length <= 7 ? 1 : 2;
}
