import type { BrandColours } from './brand-colour.ts';
import { drugClassMark, type PackMark } from './drug-class-mark.ts';
import { fontSizeToFit, svgLines, svgText, wrapText } from './svg-text.ts';

export interface PackText {
  brand: string;
  /** The product's name without the brand in front, which the band already prints. */
  title: string;
  /** The active ingredients and their strength, e.g. "Paracetamol 500 mg". */
  strength: string;
  /** e.g. "Strip @ 10 kaplet". */
  pack: string;
  mark: PackMark;
}

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

const INK = '#17202a';
const MUTED = '#4b5563';

/**
 * The printed front of a pack inside `box`: the brand on a coloured band, the name, the strength, the
 * pack size and the class mark in the corner, as on a real Indonesian carton.
 */
export function packLabel(box: Box, text: PackText, c: BrandColours, options: { paper?: string } = {}): string {
  const scale = box.w / 220;
  const pad = 12 * scale;
  const inner = box.w - pad * 2;
  const band = Math.min(box.h * 0.25, 58 * scale);
  const brandSize = fontSizeToFit(text.brand, inner, 28 * scale);
  const titleSize = Math.round(21 * scale);
  const title = wrapText(text.title, titleSize, inner, 3);
  const strengthSize = Math.round(14.5 * scale);
  const strength = wrapText(text.strength, strengthSize, inner, 2);
  const packSize = Math.min(Math.round(14 * scale), fontSizeToFit(text.pack, inner - 40 * scale, 14 * scale));
  const markR = 16 * scale;
  // A sweep of the brand's light colour across the foot of the label, under the pack size and the mark.
  const footTop = box.y + box.h - 54 * scale;
  const foot = `M${box.x} ${footTop + 10 * scale}C${box.x + box.w * 0.35} ${footTop - 8 * scale} ${box.x + box.w * 0.65} ${footTop + 14 * scale} ${box.x + box.w} ${footTop}V${box.y + box.h}H${box.x}Z`;
  const titleTop = box.y + band + 12 * scale + titleSize;
  const strengthTop = titleTop + title.length * titleSize * 1.15 + 4 * scale;
  return [
    `<rect x="${box.x}" y="${box.y}" width="${box.w}" height="${box.h}" fill="${options.paper ?? '#ffffff'}"/>`,
    `<rect x="${box.x}" y="${box.y}" width="${box.w}" height="${band}" fill="${c.base}"/>`,
    `<rect x="${box.x}" y="${box.y + band}" width="${box.w}" height="${4 * scale}" fill="${c.light}"/>`,
    svgText(box.x + pad, box.y + band / 2 + brandSize * 0.36, text.brand, { size: brandSize, fill: '#ffffff', weight: 800 }),
    svgLines(box.x + pad, titleTop, title, titleSize * 1.15, { size: titleSize, fill: INK, weight: 700 }),
    svgLines(box.x + pad, strengthTop, strength, strengthSize * 1.2, { size: strengthSize, fill: c.dark, weight: 700 }),
    `<path d="${foot}" fill="${c.light}"/>`,
    svgText(box.x + pad, box.y + box.h - pad - 2 * scale, text.pack, { size: packSize, fill: MUTED }),
    drugClassMark(text.mark, box.x + box.w - pad - markR, box.y + box.h - pad - markR, markR),
  ].join('');
}
