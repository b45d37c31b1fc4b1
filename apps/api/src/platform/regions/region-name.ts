/**
 * Names of regions as people write them. idn-area-data ships provinces and regencies in capitals
 * ("KOTA ADMINISTRASI JAKARTA SELATAN") and districts and villages already in mixed case ("Koto XI Tarusan",
 * "STM Hilir"). A name in capitals is title-cased word by word ("Kota Administrasi Jakarta Selatan",
 * "Daerah Istimewa Yogyakarta", "Kepulauan Bangka Belitung"), keeping what is not a word:
 * - abbreviations stay in capitals: DKI, and the few village names that are abbreviations (RD. PJKA, MKCM…);
 * - roman numerals stay in capitals (IV Koto, Koto XI);
 * - "dan" inside a name is lower case, as Indonesian titles write it ("Pangkajene dan Kepulauan").
 * A name that already has lower-case letters was cased by the source on purpose and is kept as it is.
 */
export const REGION_ABBREVIATIONS: ReadonlySet<string> = new Set(['DKI', 'RD', 'PJKA', 'MKCM', 'WKO', 'OP']);

const ROMAN = /^(?=[IVXLC]+$)C{0,3}(XC|XL|L?X{0,3})(IX|IV|V?I{0,3})$/;
const LOWER_INSIDE: ReadonlySet<string> = new Set(['DAN']);

function titleWord(word: string, first: boolean): string {
  const bare = word.replace(/[^A-Z]/g, '');
  if (bare === '') return word;
  if (REGION_ABBREVIATIONS.has(bare) || ROMAN.test(bare)) return word;
  if (!first && LOWER_INSIDE.has(bare)) return word.toLowerCase();
  const lower = word.toLowerCase();
  return lower.replace(/[a-z]/, (c) => c.toUpperCase());
}

export function regionName(name: string): string {
  const trimmed = name.trim().replace(/\s+/g, ' ');
  if (/[a-z]/.test(trimmed)) return trimmed;
  return trimmed
    .split(' ')
    .map((word, i) => titleWord(word, i === 0))
    .join(' ');
}
