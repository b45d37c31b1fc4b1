import { CURRENCY } from '../constants.ts';

/** Rupiah as SPEC §9 writes it: `Rp 1.250.000` or, with fraction digits, `Rp 1.250,50`. */
export function formatRupiah(amount: number, fractionDigits = 0): string {
  const negative = amount < 0;
  const fixed = Math.abs(amount).toFixed(fractionDigits);
  const [int = '0', frac] = fixed.split('.');
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, CURRENCY.thousands);
  return `${negative ? '-' : ''}${CURRENCY.prefix}${grouped}${frac ? CURRENCY.decimal + frac : ''}`;
}
