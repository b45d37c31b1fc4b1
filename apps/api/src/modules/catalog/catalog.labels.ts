import { type DrugClass, formatRupiah, type Locale } from '@apotek/contract';
import { PRICE_BANDS } from '../../platform/search/search-engine.ts';

const DRUG_CLASS_LABELS: Record<Locale, Record<DrugClass, string>> = {
  id: { bebas: 'Obat Bebas', bebas_terbatas: 'Obat Bebas Terbatas', keras: 'Obat Keras (Resep)', dilarang_online: 'Tidak Dijual Online' },
  en: { bebas: 'Over-the-counter', bebas_terbatas: 'Limited over-the-counter', keras: 'Prescription only', dilarang_online: 'Not sold online' },
};

export function drugClassLabel(value: DrugClass, locale: Locale): string {
  return DRUG_CLASS_LABELS[locale][value];
}

/** Labels by locale and band: formatting rupiah through Intl took 2% of an uncached list's CPU. */
const bandLabels = new Map<string, string>();

/** "Di bawah Rp 25.000", "Rp 25.000 – Rp 50.000", "Rp 250.000 ke atas" (and the English words). */
export function priceBandLabel(key: string, locale: Locale): string {
  const cacheKey = `${locale}|${key}`;
  let label = bandLabels.get(cacheKey);
  if (label === undefined) {
    label = formatBandLabel(key, locale);
    // Keys come from PRICE_BANDS (a handful); the bound only guards against a caller passing anything.
    if (bandLabels.size < 1_000) bandLabels.set(cacheKey, label);
  }
  return label;
}

function formatBandLabel(key: string, locale: Locale): string {
  const band = PRICE_BANDS.find(([k]) => k === key);
  if (!band) return key;
  const [, min, max] = band;
  if (min === 0) return `${locale === 'en' ? 'Under' : 'Di bawah'} ${formatRupiah(max)}`;
  if (max >= Number.MAX_SAFE_INTEGER) return locale === 'en' ? `${formatRupiah(min)} and above` : `${formatRupiah(min)} ke atas`;
  return `${formatRupiah(min)} – ${formatRupiah(max)}`;
}
