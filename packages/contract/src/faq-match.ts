/**
 * Matching a question to the help centre's entries, shared by GET /api/faq?q= and the chat assistant
 * (apps/web/app/features/chatbot), so both find the same answer. Plain functions, no schema: the
 * assistant's chunk stays small.
 */

/** Lower case, no accents, only letters and digits between single spaces: "Ongkir?!" and "ongkir" are one. */
export function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

const PARTICLES = ['nya', 'lah', 'kah', 'pun'];
const SUFFIXES = ['kan', 'an', 'i'];
/** Prefixes, longest first; a nasal one may have swallowed the root's first letter (meng+kirim → mengirim). */
const PREFIXES: readonly (readonly [string, string[]])[] = [
  ['meng', ['', 'k']],
  ['peng', ['', 'k']],
  ['meny', ['s']],
  ['peny', ['s']],
  ['mem', ['', 'p']],
  ['pem', ['', 'p']],
  ['men', ['', 't']],
  ['pen', ['', 't']],
  ['ber', ['']],
  ['ter', ['']],
  ['per', ['']],
  ['me', ['']],
  ['pe', ['']],
  ['di', ['']],
  ['ke', ['']],
  ['se', ['']],
];
const VOWEL = /^[aiueo]/;

/**
 * A word and what it may be built on: Indonesian particles (-nya, -lah), suffixes (-kan, -an, -i) and
 * prefixes (di-, ber-, meng-/peng- with the root's lost first letter) taken off. Rough on purpose: it only
 * has to bring "pengirimannya" to "kirim" and "dikembalikan" to "kembali".
 */
export function stems(word: string): Set<string> {
  const out = new Set([word]);
  const bases = new Set([word]);
  for (const p of PARTICLES) if (word.endsWith(p) && word.length - p.length >= 3) bases.add(word.slice(0, -p.length));
  for (const base of [...bases]) for (const s of SUFFIXES) if (base.endsWith(s) && base.length - s.length >= 4) bases.add(base.slice(0, -s.length));
  for (const base of bases) {
    out.add(base);
    for (const [prefix, restore] of PREFIXES) {
      if (!base.startsWith(prefix) || base.length - prefix.length < 3) continue;
      const rest = base.slice(prefix.length);
      for (const letter of restore) if (letter === '' || VOWEL.test(rest)) out.add(letter + rest);
    }
  }
  return out;
}

/**
 * How well a question points at an entry: a keyword phrase found whole counts 3, a word said exactly (or
 * its stem) 2, and a word that carries a keyword of five letters or more, or starts like one, 1. Each
 * keyword counts once.
 */
export function scoreEntry(question: string, entry: { keywords: readonly string[] }): number {
  const text = normalize(question);
  if (!text) return 0;
  const padded = ` ${text} `;
  const words = text.split(' ');
  const forms = new Set(words.flatMap((w) => [...stems(w)]));
  let score = 0;
  for (const raw of entry.keywords) {
    const keyword = normalize(raw);
    if (!keyword) continue;
    if (keyword.includes(' ')) {
      if (padded.includes(` ${keyword} `)) score += 3;
      continue;
    }
    if (forms.has(keyword)) score += 2;
    else if (keyword.length >= 5 && words.some((w) => w.includes(keyword))) score += 1;
    else if (keyword.length >= 4 && words.some((w) => w.length >= 4 && keyword.startsWith(w))) score += 1;
  }
  return score;
}

/** The least score that counts as an answer. */
export const FAQ_MIN_SCORE = 2;

/** The entry that answers a question best, or null when none is close enough (then: a pharmacist). */
export function matchFaq<T extends { keywords: readonly string[] }>(question: string, entries: readonly T[], minScore = FAQ_MIN_SCORE): T | null {
  let best: T | null = null;
  let bestScore = 0;
  for (const entry of entries) {
    const score = scoreEntry(question, entry);
    if (score > bestScore) {
      best = entry;
      bestScore = score;
    }
  }
  return bestScore >= minScore ? best : null;
}

/** Words too common to search by. */
const STOP_WORDS = new Set(['yang', 'dan', 'atau', 'apa', 'apakah', 'bagaimana', 'cara', 'berapa', 'saya', 'bisa', 'untuk', 'dengan', 'ini', 'itu', 'ada', 'kah', 'the', 'how', 'what', 'can', 'and', 'for', 'with', 'you', 'your', 'does', 'are', 'which', 'when', 'where']);

/**
 * The help centre's search: an entry's keywords as the assistant scores them, plus 2 for every word of
 * the question (common words left out) found at a word's start in its question or answer text, either
 * language. Entries scoring at least the assistant's threshold, best first; ties keep their order.
 */
export function searchFaq<T extends { keywords: readonly string[]; question: Record<string, string>; answer: Record<string, string> }>(query: string, entries: readonly T[]): T[] {
  const words = normalize(query)
    .split(' ')
    .filter((w) => w.length >= 3 && !STOP_WORDS.has(w));
  if (words.length === 0) return [];
  const scored = entries.map((entry, index) => {
    const text = ` ${normalize([...Object.values(entry.question), ...Object.values(entry.answer)].join(' '))} `;
    const inText = words.filter((w) => text.includes(` ${w}`) || [...stems(w)].some((s) => s.length >= 4 && text.includes(` ${s}`))).length;
    return { entry, index, score: scoreEntry(query, entry) + 2 * inText };
  });
  return scored
    .filter((s) => s.score >= FAQ_MIN_SCORE)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map((s) => s.entry);
}
