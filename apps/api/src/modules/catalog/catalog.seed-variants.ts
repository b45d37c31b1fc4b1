import type { Form } from './catalog.seed-forms.ts';

/** One sellable variant of a family: name suffixes (id, en), price in rupiah, form, packaging and weight. */
export interface Variant {
  id: string;
  en: string;
  price: number;
  form: Form;
  packaging: string;
  grams: number;
}

const v = (id: string, en: string, price: number, form: Form, packaging: string, grams: number): Variant => ({ id, en, price, form, packaging, grams: Math.round(grams) });
/** Indonesian writes a decimal comma: 7,5 ml. */
const idNum = (n: number) => String(n).replace('.', ',');

// Shorthands so a family lists its packs in one line each; weights include the box.
export const tab = (n: number, price: number) => v(`${n} Tablet`, `${n} Tablets`, price, 'tablet', `Strip @ ${n} tablet`, 5 + n);
export const kap = (n: number, price: number) => v(`${n} Kaplet`, `${n} Caplets`, price, 'kaplet', `Strip @ ${n} kaplet`, 5 + n);
export const cap = (n: number, price: number) => v(`${n} Kapsul`, `${n} Capsules`, price, 'kapsul', n > 20 ? `Botol @ ${n} kapsul` : `Strip @ ${n} kapsul`, 5 + n);
export const eff = (n: number, price: number) => v(`${n} Tablet Effervescent`, `${n} Effervescent Tablets`, price, 'effervescent', `Tube @ ${n} tablet`, 20 + 4 * n);
export const loz = (n: number, price: number) => v(`${n} Tablet Hisap`, `${n} Lozenges`, price, 'hisap', `Sachet @ ${n} tablet`, 5 + 3 * n);
export const syr = (ml: number, price: number) => v(`Sirup ${ml} ml`, `Syrup ${ml} ml`, price, 'sirup', `Botol ${ml} ml`, 60 + ml);
export const drp = (ml: number, price: number) => v(`Drops ${idNum(ml)} ml`, `Drops ${ml} ml`, price, 'drops', `Botol tetes ${idNum(ml)} ml`, 30 + ml);
export const sus = (ml: number, price: number) => v(`Suspensi ${ml} ml`, `Suspension ${ml} ml`, price, 'suspensi', `Botol ${ml} ml`, 60 + ml);
export const sac = (n: number, price: number, each = '') =>
  v(`${n} Sachet${each ? ` ${each}` : ''}`, `${n} Sachets${each ? ` ${each}` : ''}`, price, 'sachet', `Dus isi ${n} sachet`, 10 + 8 * n);
export const liq = (ml: number, price: number) => v(`${ml} ml`, `${ml} ml`, price, 'cair', `Botol ${ml} ml`, 40 + ml);
export const crm = (g: number, price: number) => v(`Krim ${g} g`, `Cream ${g} g`, price, 'krim', `Tube ${g} g`, 15 + g);
export const oin = (g: number, price: number) => v(`Salep ${idNum(g)} g`, `Ointment ${g} g`, price, 'krim', `Tube ${idNum(g)} g`, 15 + g);
export const gel = (g: number, price: number) => v(`Gel ${g} g`, `Gel ${g} g`, price, 'gel', `Tube ${g} g`, 15 + g);
export const koy = (n: number, price: number) => v(`${n} Lembar`, `${n} Patches`, price, 'koyo', `Sachet isi ${n} lembar`, 10 + 2 * n);
export const spr = (ml: number, price: number) => v(`Spray ${ml} ml`, `Spray ${ml} ml`, price, 'spray', `Botol semprot ${ml} ml`, 50 + ml);
export const inh = (doses: number, price: number) => v(`Inhaler ${doses} Dosis`, `Inhaler ${doses} Doses`, price, 'inhaler', `Inhaler ${doses} dosis`, 60);
export const oil = (ml: number, price: number) => v(`${ml} ml`, `${ml} ml`, price, 'minyak', `Botol ${ml} ml`, 40 + ml);
export const pwd = (g: number, price: number) => v(`${g} g`, `${g} g`, price, 'bubuk', `Kaleng ${g} g`, 60 + g);
export const dia = (size: string, n: number, price: number) => v(`Ukuran ${size} ${n} Pcs`, `Size ${size} ${n} Pcs`, price, 'popok', `Pak isi ${n}`, 30 * n);
export const dev = (id: string, en: string, price: number, grams = 300) => v(id, en, price, 'alat', 'Dus 1 unit', grams);
export const use = (id: string, en: string, price: number, packaging: string, grams = 100) => v(id, en, price, 'habis_pakai', packaging, grams);
