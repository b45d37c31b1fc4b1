import { DRUG_CLASS_RULES, type DrugClass } from '@apotek/contract';
import { nieNumber } from '../../../modules/catalog/catalog.nie.ts';
import { hashOf, slugify } from '../../../modules/catalog/catalog.random.ts';
import { productName } from '../../../modules/catalog/catalog.text.ts';
import { type Family, FAMILIES } from './catalog.seed-families.ts';
import { LEAFLET_EN } from './catalog.seed-leaflet-en.ts';
import type { Form } from './catalog.seed-forms.ts';
import type { Variant } from './catalog.seed-variants.ts';

/** A demo product ready to insert, with the slugs of its brand and categories. */
export interface SeedProduct {
  sku: string;
  slug: string;
  name: string;
  name_en: string;
  brand: string;
  category: string;
  sub_category: string;
  form: Form;
  drug_class: DrugClass;
  requires_prescription: boolean;
  price: number;
  promo_price: number | null;
  unit: string;
  manufacturer: string;
  description: string;
  description_en: string;
  composition: string;
  indications: string;
  dosage: string;
  contraindications: string;
  side_effects: string;
  storage: string;
  packaging: string;
  composition_en: string;
  indications_en: string;
  dosage_en: string;
  contraindications_en: string;
  side_effects_en: string;
  storage_en: string;
  packaging_en: string;
  bpom_number: string;
  weight_grams: number;
  sold_count: number;
  /** Hours before the seed time, so "newest" has an order. */
  age_hours: number;
}

const DEFAULT_STORAGE = 'Simpan di tempat sejuk dan kering, di bawah 30 °C, terlindung dari cahaya. Jauhkan dari jangkauan anak-anak.';

const UNITS: Record<Form, string> = {
  tablet: 'strip', kaplet: 'strip', kapsul: 'strip', effervescent: 'tube', hisap: 'sachet', sirup: 'botol', drops: 'botol',
  suspensi: 'botol', sachet: 'dus', cair: 'botol', krim: 'tube', gel: 'tube', koyo: 'sachet', spray: 'botol', inhaler: 'pcs',
  minyak: 'botol', bubuk: 'kaleng', popok: 'pak', alat: 'unit', habis_pakai: 'pak',
};

/**
 * Pharmacies sell tablets per strip and per box: a family sold in strips gets a box of ten strips too,
 * unless it already comes in a large pack. This is how the ~250 hand-written variants reach 300+.
 */
/** English for one leaflet text; '' where none is written, so the product page marks the Indonesian lang="id". */
const en = (id: string): string => LEAFLET_EN.get(id) ?? '';

/** The leaflet text a product inherits from its family, with the usual wording where the family has none, in both languages. */
export function leafletOf(family: Family) {
  const id = {
    composition: family.comp,
    indications: family.ind,
    dosage: family.dose,
    contraindications: family.contra ?? 'Hipersensitif terhadap salah satu komponen obat.',
    side_effects: family.side ?? 'Jarang terjadi. Hentikan pemakaian bila timbul reaksi alergi.',
    storage: family.store ?? DEFAULT_STORAGE,
  };
  return {
    manufacturer: family.mfr,
    description: family.desc[0],
    description_en: family.desc[1],
    ...id,
    composition_en: en(id.composition),
    indications_en: en(id.indications),
    dosage_en: en(id.dosage),
    contraindications_en: en(id.contraindications),
    side_effects_en: en(id.side_effects),
    storage_en: en(id.storage),
  };
}

function withBoxes(family: Family): Variant[] {
  const strip = family.v.find((v) => v.packaging.startsWith('Strip'));
  if (!strip || family.v.some((v) => /\b(100|50)\b/.test(v.id))) return family.v;
  const perStrip = Number(/^\d+/.exec(strip.id)?.[0] ?? 10);
  const unitWord = strip.id.replace(/^\d+\s*/, '');
  const unitWordEn = strip.en.replace(/^\d+\s*/, '');
  const box: Variant = {
    id: `Box 10 Strip x ${perStrip} ${unitWord}`,
    en: `Box of 10 Strips x ${perStrip} ${unitWordEn}`,
    price: Math.round((strip.price * 9.5) / 100) * 100,
    form: strip.form,
    packaging: `Dus isi 10 strip @ ${perStrip} ${unitWord.toLowerCase()}`,
    packaging_en: `Box of 10 Strips x ${perStrip} ${unitWordEn}`,
    grams: strip.grams * 10 + 20,
  };
  return [...family.v, box];
}

/** Promotions on about one in five OTC items (never keras / dilarang_online): 10–25 % off, to the hundred. */
function promoFor(cls: DrugClass, price: number, hash: number): number | null {
  if (!DRUG_CLASS_RULES[cls].mayBePromoted || hash % 5 !== 0) return null;
  const off = 0.1 + ((hash >>> 8) % 16) / 100;
  const promo = Math.floor((price * (1 - off)) / 100) * 100;
  return promo > 0 && promo < price ? promo : null;
}

export function buildSeedProducts(categoryOf: (sub: string) => string): SeedProduct[] {
  const out: SeedProduct[] = [];
  const slugs = new Set<string>();
  let index = 0;
  for (const family of FAMILIES) {
    for (const variant of withBoxes(family)) {
      index += 1;
      const sku = `APT-${String(index).padStart(5, '0')}`;
      const name = productName(family.name, variant.id);
      let slug = slugify(name);
      if (slugs.has(slug)) slug = `${slug}-${index}`;
      slugs.add(slug);
      const hash = hashOf(sku);
      const rx = DRUG_CLASS_RULES[family.cls].needsPrescription;
      out.push({
        sku,
        slug,
        name,
        name_en: productName(family.en ?? family.name, variant.en),
        brand: family.brand,
        category: categoryOf(family.sub),
        sub_category: family.sub,
        form: variant.form,
        drug_class: family.cls,
        requires_prescription: rx,
        price: variant.price,
        promo_price: promoFor(family.cls, variant.price, hash),
        unit: UNITS[variant.form],
        ...leafletOf(family),
        packaging: variant.packaging,
        packaging_en: variant.packaging_en,
        bpom_number: nieNumber({ brand: family.brand, cls: family.cls, reg: family.reg, narc: family.narc, hash }),
        weight_grams: variant.grams,
        sold_count: Math.floor(((hash >>> 4) % 1000) ** 2 / 250),
        age_hours: (hash >>> 12) % (24 * 180),
      });
    }
  }
  return out;
}
