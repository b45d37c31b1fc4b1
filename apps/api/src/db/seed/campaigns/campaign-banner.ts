import { escapeXml, FONT_FAMILY, fontSizeToFit } from '../images/svg-text.ts';

export const BANNER = { width: 1200, height: 400 } as const;

/** A campaign's banner: its title on a two-colour band with a few drawn pills and drops. */
export function campaignBannerSvg(input: { title: string; colours: [string, string] }): string {
  const { width, height } = BANNER;
  const [from, to] = input.colours;
  const size = fontSizeToFit(input.title, 700, 64, 28);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="band" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${from}"/>
      <stop offset="1" stop-color="${to}"/>
    </linearGradient>
  </defs>
  <rect width="100%" height="100%" fill="url(#band)"/>
  <circle cx="1040" cy="90" r="150" fill="#ffffff" fill-opacity="0.12"/>
  <circle cx="940" cy="330" r="90" fill="#ffffff" fill-opacity="0.10"/>
  <g transform="translate(930 150) rotate(-30)">
    <rect x="0" y="0" width="200" height="80" rx="40" fill="#ffffff"/>
    <rect x="100" y="0" width="100" height="80" rx="40" fill="#ffffff" fill-opacity="0.75"/>
    <rect x="100" y="0" width="40" height="80" fill="#ffffff" fill-opacity="0.75"/>
  </g>
  <path d="M1110 250 q25 40 0 60 q-25 -20 0 -60z" fill="#ffffff" fill-opacity="0.85"/>
  <text x="80" y="120" font-size="28" font-family="${FONT_FAMILY}" fill="#ffffff" fill-opacity="0.9" font-weight="bold" letter-spacing="4">PROMO APOTEK</text>
  <text x="80" y="${200 + size / 3}" font-size="${size}" font-family="${FONT_FAMILY}" fill="#ffffff" font-weight="bold">${escapeXml(input.title)}</text>
  <rect x="80" y="290" width="220" height="56" rx="28" fill="#ffffff"/>
  <text x="190" y="326" font-size="24" font-family="${FONT_FAMILY}" fill="${from}" font-weight="bold" text-anchor="middle">Belanja sekarang</text>
</svg>`;
}
