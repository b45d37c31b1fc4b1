import type { DrugClass } from '@apotek/contract';
import { FONT_FAMILY } from './svg-text.ts';

/** The mark printed on a pack: the class's, except that a narcotic carries the red cross instead. */
export type PackMark = Exclude<DrugClass, 'dilarang_online'> | 'narkotika';

/**
 * What the law prints on a pack of this class. `dilarang_online` is this shop's class, not BPOM's: its
 * psychotropics and precursors are obat keras on the pack, its narcotics (NIE letter N, as in "GNL…")
 * wear the narcotics cross (the letter after D, branded, or G, generic).
 */
export function packMarkOf(drugClass: DrugClass, bpomNumber: string): PackMark {
  if (drugClass !== 'dilarang_online') return drugClass;
  return /^[DG]N/.test(bpomNumber) ? 'narkotika' : 'keras';
}

/**
 * The marks BPOM puts on every pack: obat bebas a green circle, bebas terbatas a blue one, keras a red
 * one with a black K, each with a black border; narcotics the red cross in a red ring. Drawn centred on
 * (cx, cy) with radius r.
 */
export function drugClassMark(mark: PackMark, cx: number, cy: number, r: number): string {
  const border = Math.max(1.5, r * 0.16);
  switch (mark) {
    case 'bebas':
      return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#1f9a48" stroke="#000" stroke-width="${border}"/>`;
    case 'bebas_terbatas':
      return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#1b5fd0" stroke="#000" stroke-width="${border}"/>`;
    case 'keras':
      return (
        `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#d7261e" stroke="#000" stroke-width="${border}"/>` +
        `<text x="${cx}" y="${cy + r * 0.42}" font-family="${FONT_FAMILY}" font-size="${r * 1.25}" font-weight="700" fill="#000" text-anchor="middle">K</text>`
      );
    case 'narkotika': {
      const arm = r * 0.62;
      const w = r * 0.34;
      return (
        `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#fff" stroke="#d7261e" stroke-width="${border * 1.3}"/>` +
        `<rect x="${cx - w / 2}" y="${cy - arm}" width="${w}" height="${arm * 2}" fill="#d7261e"/>` +
        `<rect x="${cx - arm}" y="${cy - w / 2}" width="${arm * 2}" height="${w}" fill="#d7261e"/>`
      );
    }
  }
}
