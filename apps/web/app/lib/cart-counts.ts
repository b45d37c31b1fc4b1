import type { CartItem } from '@apotek/contract/cart';

export interface CartCounts {
  /** Cart lines ("produk"): what the top-bar counter shows (SPEC §9). */
  lines: number;
  /** Units over those lines ("barang"). */
  units: number;
}

/** Lines and units of some cart lines, the one way carts are counted in words (issue 8, point 9). */
export function countLines(items: ReadonlyArray<Pick<CartItem, 'quantity'>>): CartCounts {
  return { lines: items.length, units: items.reduce((n, item) => n + item.quantity, 0) };
}

type Translate = (key: `cart.${'lines' | 'units'}.${'one' | 'other'}`, options: { count: number }) => string;

/**
 * "3 produk · 5 barang" / "3 products · 5 items": the cart page, its pharmacy blocks and checkout say it
 * alike. Singular and plural are picked here (Intl.PluralRules) and named in the key (`cart.lines.one`),
 * which keeps the typed key a plain literal.
 */
export function countsText(t: Translate, counts: CartCounts, locale: string): string {
  const form = (n: number) => (new Intl.PluralRules(locale).select(n) === 'one' ? 'one' : 'other');
  return `${t(`cart.lines.${form(counts.lines)}`, { count: counts.lines })} · ${t(`cart.units.${form(counts.units)}`, { count: counts.units })}`;
}
