import { hashOf } from '../../../modules/catalog/catalog.random.ts';

/** A brand's colours for its pack shots and logo tile, derived from its slug so every seed draws the same. */
export interface BrandColours {
  /** Bands, caps and the logo tile; dark enough for white text on it (contrast over 4.5:1). */
  base: string;
  /** Shaded faces. */
  dark: string;
  /** Lit faces and soft fills. */
  light: string;
  /** The backdrop behind the pack. */
  tint: string;
}

function hslToHex(h: number, s: number, l: number): string {
  const sat = s / 100;
  const light = l / 100;
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    const c = light - sat * Math.min(light, 1 - light) * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(c * 255).toString(16).padStart(2, '0');
  };
  return `#${f(0)}${f(8)}${f(4)}`;
}

/**
 * Hue from the slug's hash; saturation and lightness from two more of its bits, within a range where
 * white text stays readable. Yellows and greens are darkened further, since they look pale at the same lightness.
 */
export function brandColours(slug: string): BrandColours {
  const hash = hashOf(`brand-colour:${slug}`);
  const hue = hash % 360;
  const saturation = 55 + ((hash >>> 9) % 25);
  const paleHue = hue >= 40 && hue <= 190;
  const lightness = (paleHue ? 28 : 36) + ((hash >>> 17) % 8);
  return {
    base: hslToHex(hue, saturation, lightness),
    dark: hslToHex(hue, saturation, lightness - 12),
    light: hslToHex(hue, Math.min(90, saturation + 5), 86),
    tint: hslToHex(hue, 40, 95),
  };
}
