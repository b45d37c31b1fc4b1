import { brandColours } from './brand-colour.ts';
import { fontSizeToFit, svgText, wrapText } from './svg-text.ts';

/** Pixels of a logo tile: 3:2, as the brand card and the brand page frame it. */
export const LOGO_WIDTH = 960;
export const LOGO_HEIGHT = 640;

/**
 * A wordmark tile: the brand's name in white, bold, on its colour, with a thin underline in its light
 * shade. Long names take two lines rather than shrink out of sight.
 */
export function brandLogoSvg(brand: { slug: string; name: string }): string {
  const c = brandColours(brand.slug);
  const width = 400;
  const oneLine = fontSizeToFit(brand.name, width, 76);
  const lines = oneLine >= 44 ? [brand.name] : wrapText(brand.name, 52, width, 2);
  const size = lines.length === 1 ? oneLine : Math.min(52, ...lines.map((l) => fontSizeToFit(l, width, 52)));
  const lineHeight = size * 1.08;
  const top = 160 - ((lines.length - 1) * lineHeight) / 2 + size * 0.34;
  const text = lines.map((line, i) => svgText(240, top + i * lineHeight, line, { size, fill: '#ffffff', weight: 800, anchor: 'middle', letterSpacing: -0.5 })).join('');
  const underline = top + (lines.length - 1) * lineHeight + size * 0.36;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${LOGO_WIDTH}" height="${LOGO_HEIGHT}" viewBox="0 0 480 320">`,
    `<rect width="480" height="320" fill="${c.base}"/>`,
    `<circle cx="440" cy="40" r="120" fill="${c.light}" fill-opacity=".14"/>`,
    text,
    `<rect x="200" y="${underline}" width="80" height="6" rx="3" fill="${c.light}"/>`,
    '</svg>',
  ].join('');
}
