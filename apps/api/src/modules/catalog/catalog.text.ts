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
