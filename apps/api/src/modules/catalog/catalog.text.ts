/** Lower-case, accents and punctuation gone, single spaces: how names are compared with what was typed. */
export function normalizeText(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** True when the name starts with the typed text, or one of its words does. */
export function matchesPrefix(name: string, typed: string): boolean {
  const n = normalizeText(name);
  const t = normalizeText(typed);
  if (!t) return false;
  return n.startsWith(t) || n.includes(` ${t}`);
}

const NUMBER = /^\d[\d.,]*$/;

/**
 * A product's name from its family's name and suffixes (a product line, a variant: "Betadine Salep" +
 * "Salep 10 g"). Variants lead with their form so that most names say it, but a name that already says
 * a word does not say it again: "Betadine Salep 10 g", not "Betadine Salep Salep 10 g". The word stays
 * where leaving it out would run two numbers together ("Salep 88 Salep 6 g", not "Salep 88 6 g").
 */
export function productName(family: string, ...suffixes: string[]): string {
  let name = family.trim();
  for (const suffix of suffixes) {
    const [lead = '', ...rest] = suffix.trim().split(/\s+/);
    const said = new Set(normalizeText(name).split(' '));
    const last = name.split(/\s+/).at(-1) ?? '';
    const repeats = lead !== '' && !NUMBER.test(lead) && said.has(normalizeText(lead));
    const joinsNumbers = NUMBER.test(last) && rest.length > 0 && NUMBER.test(rest[0]!);
    const words = repeats && !joinsNumbers ? rest : [lead, ...rest];
    if (words.length > 0 && words[0] !== '') name = `${name} ${words.join(' ')}`;
  }
  return name;
}
