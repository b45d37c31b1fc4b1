import { escapeXml, FONT_FAMILY, fontSizeToFit, wrapText } from '../images/svg-text.ts';

/** The home carousel's banner size (3:1, as the page reserves it) and an article cover's (16:9). */
export const BANNER_IMAGE = { width: 1200, height: 400 } as const;
export const COVER_IMAGE = { width: 1200, height: 675 } as const;

/** A large white glyph per article category, in a 128-unit box. */
const GLYPHS: Record<string, string> = {
  // A teddy bear's head.
  anak: '<circle cx="40" cy="38" r="14"/><circle cx="88" cy="38" r="14"/><circle cx="64" cy="70" r="36"/><circle cx="52" cy="64" r="3" fill="#fff"/><circle cx="76" cy="64" r="3" fill="#fff"/><path d="M56 84q8 8 16 0"/>',
  // A heart with a pulse line.
  penyakit: '<path d="M64 108 24 66a22 22 0 0 1 40-28 22 22 0 0 1 40 28Z"/><path d="M28 70h22l8-16 10 30 8-14h24"/>',
  // An apple.
  gizi: '<path d="M64 40c-12-10-40-6-40 24 0 30 22 48 40 40 18 8 40-10 40-40 0-30-28-34-40-24Z"/><path d="M64 40c0-10 4-18 14-22"/>',
  // A capsule and a tablet.
  obat: '<g transform="rotate(-40 50 64)"><rect x="30" y="30" width="36" height="72" rx="18"/><path d="M30 66h36"/></g><circle cx="90" cy="86" r="18"/><path d="M78 86h24"/>',
  // A running figure's sun and path.
  'gaya-hidup': '<circle cx="64" cy="40" r="16"/><path d="M20 100c20-20 40-20 44-8s24 12 44-8"/><path d="M64 12v8M64 60v8M36 40h8M84 40h8"/>',
  // A flower.
  wanita: '<circle cx="64" cy="52" r="12"/><circle cx="64" cy="28" r="12"/><circle cx="88" cy="52" r="12"/><circle cx="40" cy="52" r="12"/><circle cx="64" cy="76" r="12"/><path d="M64 88v28M64 104l-14-8"/>',
};

/** An article's cover: no words (the page prints the title in either language), the category's glyph on its colours. */
export function articleCoverSvg(input: { category: string; colours: [string, string]; seed: number }): string {
  const { width, height } = COVER_IMAGE;
  // Variations per article so a list of the same category is not one picture repeated: the colours' order,
  // the gradient's direction, where the circles and the wave sit, and where the glyph stands.
  const [from, to] = input.seed % 2 === 0 ? input.colours : [input.colours[1], input.colours[0]];
  const glyph = GLYPHS[input.category] ?? GLYPHS.obat!;
  const dx = (input.seed * 37) % 160;
  const dy = (input.seed * 53) % 120;
  const gx = [0, 1, 0, 1][input.seed % 4]!;
  const gy = [0, 0, 1, 1][input.seed % 4]!;
  const shift = [-260, 0, 260][input.seed % 3]!;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="bg" x1="${gx}" y1="${gy}" x2="${1 - gx}" y2="${1 - gy}">
      <stop offset="0" stop-color="${from}"/>
      <stop offset="1" stop-color="${to}"/>
    </linearGradient>
  </defs>
  <rect width="100%" height="100%" fill="url(#bg)"/>
  <circle cx="${160 + dx}" cy="${140 + dy}" r="170" fill="#ffffff" fill-opacity="0.10"/>
  <circle cx="${1040 - dx}" cy="${560 - dy}" r="220" fill="#ffffff" fill-opacity="0.08"/>
  <circle cx="${980 - dy}" cy="${110 + dx / 2}" r="60" fill="#ffffff" fill-opacity="0.12"/>
  <path d="M0 ${560 - dy / 2} C300 ${480 + dx / 3} 700 ${660 - dy / 2} 1200 ${520 + dy / 3} V675 H0Z" fill="#ffffff" fill-opacity="0.10"/>
  <g transform="translate(${width / 2 - 150 + shift} ${height / 2 - 150}) scale(2.35)" fill="none" stroke="#ffffff" stroke-width="5" stroke-linecap="round" stroke-linejoin="round">${glyph}</g>
</svg>`;
}

/** A home banner: a short line above, the title (wrapped to two lines), and a button-like call to action. */
export function homeBannerSvg(input: { eyebrow: string; title: string; cta: string; colours: [string, string]; glyph: string }): string {
  const { width, height } = BANNER_IMAGE;
  const [from, to] = input.colours;
  const size = 52;
  const lines = wrapText(input.title, size, 640, 2);
  const ctaSize = fontSizeToFit(input.cta, 220, 24, 16);
  const ctaWidth = Math.max(200, Math.round(input.cta.length * ctaSize * 0.6) + 56);
  const glyph = GLYPHS[input.glyph] ?? GLYPHS.obat!;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="band" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${from}"/>
      <stop offset="1" stop-color="${to}"/>
    </linearGradient>
  </defs>
  <rect width="100%" height="100%" fill="url(#band)"/>
  <circle cx="1010" cy="200" r="170" fill="#ffffff" fill-opacity="0.14"/>
  <circle cx="860" cy="360" r="70" fill="#ffffff" fill-opacity="0.10"/>
  <circle cx="1140" cy="40" r="60" fill="#ffffff" fill-opacity="0.10"/>
  <g transform="translate(890 80) scale(1.9)" fill="none" stroke="#ffffff" stroke-width="6" stroke-linecap="round" stroke-linejoin="round">${glyph}</g>
  <text x="72" y="96" font-size="24" font-family="${FONT_FAMILY}" fill="#ffffff" fill-opacity="0.92" font-weight="bold" letter-spacing="3">${escapeXml(input.eyebrow.toUpperCase())}</text>
  ${lines.map((line, i) => `<text x="72" y="${170 + i * 62}" font-size="${size}" font-family="${FONT_FAMILY}" fill="#ffffff" font-weight="bold">${escapeXml(line)}</text>`).join('\n  ')}
  <rect x="72" y="${lines.length > 1 ? 284 : 230}" width="${ctaWidth}" height="58" rx="29" fill="#ffffff"/>
  <text x="${72 + ctaWidth / 2}" y="${(lines.length > 1 ? 284 : 230) + 37}" font-size="${ctaSize}" font-family="${FONT_FAMILY}" fill="${from}" font-weight="bold" text-anchor="middle">${escapeXml(input.cta)}</text>
</svg>`;
}
