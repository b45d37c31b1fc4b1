import { brandColours } from './brand-colour.ts';

/** Pixels of a category icon tile: square; shown at 40 CSS px, so even 160 px is sharp on a 3x screen. */
export const ICON_SIZE = 256;

/** A simple glyph per top-level category, drawn in a 128-unit box with white strokes. */
const GLYPHS: Record<string, string> = {
  // A thermometer.
  'demam-nyeri': '<path d="M56 30a8 8 0 0 1 16 0v48a16 16 0 1 1-16 0Z" fill="none"/><circle cx="64" cy="92" r="8" fill="#fff" stroke="none"/><path d="M64 86V52"/>',
  // A medicine spoon and a drop.
  'batuk-flu': '<path d="M36 92c14-2 24-10 30-22l20-30"/><ellipse cx="34" cy="94" rx="14" ry="9"/><path d="M92 62c-6 8-9 13-9 18a9 9 0 0 0 18 0c0-5-3-10-9-18Z"/>',
  // A stomach.
  pencernaan: '<path d="M54 26v18c0 10-18 14-18 34c0 16 12 26 28 26c24 0 32-18 32-34c0-14-10-20-18-16c-8 4-6 14-16 14c-6 0-8-6-8-12V26"/>',
  // A two-tone capsule.
  'vitamin-suplemen': '<g transform="rotate(-45 64 64)"><rect x="44" y="24" width="40" height="80" rx="20"/><path d="M44 64h40"/><path d="M44 64v20a20 20 0 0 0 40 0V64Z" fill="#fff" stroke="none"/></g>',
  // A baby bottle.
  'ibu-anak': '<path d="M58 22h12v10H58Z"/><path d="M52 32h24v10H52Z"/><rect x="44" y="42" width="40" height="64" rx="12"/><path d="M54 62h10M54 76h10M54 90h10"/>',
  // A cream tube.
  'perawatan-kulit': '<path d="M40 24h48l-8 72H48Z"/><rect x="52" y="96" width="24" height="12" rx="3"/><path d="M46 44h36"/>',
  // A stethoscope.
  'alat-kesehatan': '<path d="M40 24v26a18 18 0 0 0 36 0V24"/><path d="M58 68v12a18 18 0 0 0 36 0v-8"/><circle cx="94" cy="64" r="8"/>',
  // Rx.
  'obat-resep': '<path d="M40 100V28h22a16 16 0 0 1 0 32H40M58 60l34 40M92 70 66 100"/>',
  // A leaf.
  'herbal-jamu': '<path d="M30 98C30 50 58 30 100 28c0 46-24 70-70 70Z"/><path d="M30 98 76 52"/>',
};

/** The glyph for a category, or a plus in a circle for one without a drawing of its own. */
const FALLBACK = '<circle cx="64" cy="64" r="36"/><path d="M64 46v36M46 64h36"/>';

/** A square tile in a colour of the category's own with a white glyph. */
export function categoryIconSvg(category: { slug: string }): string {
  const c = brandColours(`category:${category.slug}`);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${ICON_SIZE}" height="${ICON_SIZE}" viewBox="0 0 128 128">`,
    `<rect width="128" height="128" fill="${c.base}"/>`,
    `<circle cx="112" cy="16" r="44" fill="${c.light}" fill-opacity=".16"/>`,
    `<g fill="none" stroke="#fff" stroke-width="7" stroke-linecap="round" stroke-linejoin="round">${GLYPHS[category.slug] ?? FALLBACK}</g>`,
    '</svg>',
  ].join('');
}
