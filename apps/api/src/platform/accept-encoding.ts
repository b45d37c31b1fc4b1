export type Encoding = 'br' | 'gzip';

/** The q-value Accept-Encoding gives a coding (`*` counts for any not named); 0 when absent. */
function quality(header: string, coding: Encoding): number {
  let star = 0;
  for (const part of header.split(',')) {
    const [rawName, ...params] = part.split(';');
    const name = rawName!.trim().toLowerCase();
    if (name !== coding && name !== '*') continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = q === undefined ? 1 : Number(q.slice(2));
    const safe = Number.isFinite(value) ? value : 0;
    if (name === coding) return safe;
    star = safe;
  }
  return star;
}

/** brotli when the client takes it at least as gladly as gzip, else gzip, else nothing. */
export function preferredEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  const br = quality(header, 'br');
  const gzip = quality(header, 'gzip');
  if (br > 0 && br >= gzip) return 'br';
  return gzip > 0 ? 'gzip' : null;
}
