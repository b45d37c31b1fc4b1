import { MEDIA_WIDTHS } from '@apotek/contract/media';

/**
 * What a variant may be: the responsive widths the web's srcset asks for (the contract's, shared with the
 * web), and the output formats in the order we prefer them (smallest first). JPEG is the fallback every
 * browser reads.
 */
export const VARIANT_WIDTHS = MEDIA_WIDTHS;

export type VariantFormat = 'avif' | 'webp' | 'jpeg';

export const FORMAT_MIME: Record<VariantFormat, string> = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg' };

/** The allowed width nearest to the asked one (a tie goes to the larger, the sharper picture). */
export function nearestWidth(asked: number): number {
  let best: number = VARIANT_WIDTHS[0];
  for (const width of VARIANT_WIDTHS) {
    if (Math.abs(width - asked) <= Math.abs(best - asked)) best = width;
  }
  return best;
}

/**
 * The best format the client says it takes. Only an explicit `image/avif` or `image/webp` with a
 * non-zero q counts: `image/*` and `*\/*` are sent by browsers that decode neither.
 */
export function negotiateFormat(accept: string | undefined): VariantFormat {
  if (!accept) return 'jpeg';
  const accepted = new Set<string>();
  for (const part of accept.toLowerCase().split(',')) {
    const [type = '', ...params] = part.split(';').map((s) => s.trim());
    const q = params.find((p) => p.startsWith('q='));
    if (q !== undefined && !(Number(q.slice(2)) > 0)) continue;
    accepted.add(type);
  }
  if (accepted.has('image/avif')) return 'avif';
  if (accepted.has('image/webp')) return 'webp';
  return 'jpeg';
}
