import type { Form } from './catalog.seed-forms.ts';

/** One sellable variant of a family: name suffixes (id, en), price in rupiah, form, pack size (id, en) and weight. */
export interface Variant {
  id: string;
  en: string;
  price: number;
  form: Form;
  packaging: string;
  packaging_en: string;
  grams: number;
}

const v = (id: string, en: string, price: number, form: Form, packaging: string, grams: number, packaging_en: string): Variant => ({
  id,
  en,
  price,
  form,
  packaging,
  packaging_en,
  grams: Math.round(grams),
});
/** "1 tablet", "10 tablets". */
const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
/** Indonesian writes a decimal comma: 7,5 ml. */
const idNum = (n: number) => String(n).replace('.', ',');

// Shorthands so a family lists its packs in one line each; weights include the box.
export const tab = (n: number, price: number) => v(`${n} Tablet`, `${n} Tablets`, price, 'tablet', `Strip @ ${n} tablet`, 5 + n, `Strip of ${count(n, 'tablet')}`);
export const kap = (n: number, price: number) => v(`${n} Kaplet`, `${n} Caplets`, price, 'kaplet', `Strip @ ${n} kaplet`, 5 + n, `Strip of ${count(n, 'caplet')}`);
export const cap = (n: number, price: number) => v(`${n} Kapsul`, `${n} Capsules`, price, 'kapsul', n > 20 ? `Botol @ ${n} kapsul` : `Strip @ ${n} kapsul`, 5 + n, n > 20 ? `Bottle of ${count(n, 'capsule')}` : `Strip of ${count(n, 'capsule')}`);
export const eff = (n: number, price: number) => v(`${n} Tablet Effervescent`, `${n} Effervescent Tablets`, price, 'effervescent', `Tube @ ${n} tablet`, 20 + 4 * n, `Tube of ${count(n, 'tablet')}`);
export const loz = (n: number, price: number) => v(`${n} Tablet Hisap`, `${n} Lozenges`, price, 'hisap', `Sachet @ ${n} tablet`, 5 + 3 * n, `Sachet of ${count(n, 'lozenge')}`);
export const syr = (ml: number, price: number) => v(`Sirup ${ml} ml`, `Syrup ${ml} ml`, price, 'sirup', `Botol ${ml} ml`, 60 + ml, `Bottle of ${ml} ml`);
export const drp = (ml: number, price: number) => v(`Drops ${idNum(ml)} ml`, `Drops ${ml} ml`, price, 'drops', `Botol tetes ${idNum(ml)} ml`, 30 + ml, `Dropper bottle of ${ml} ml`);
export const sus = (ml: number, price: number) => v(`Suspensi ${ml} ml`, `Suspension ${ml} ml`, price, 'suspensi', `Botol ${ml} ml`, 60 + ml, `Bottle of ${ml} ml`);
export const sac = (n: number, price: number, each = '') =>
  v(`${n} Sachet${each ? ` ${each}` : ''}`, `${n} Sachets${each ? ` ${each}` : ''}`, price, 'sachet', `Dus isi ${n} sachet`, 10 + 8 * n, `Box of ${count(n, 'sachet')}`);
export const liq = (ml: number, price: number) => v(`${ml} ml`, `${ml} ml`, price, 'cair', `Botol ${ml} ml`, 40 + ml, `Bottle of ${ml} ml`);
export const crm = (g: number, price: number) => v(`Krim ${g} g`, `Cream ${g} g`, price, 'krim', `Tube ${g} g`, 15 + g, `Tube of ${g} g`);
export const oin = (g: number, price: number) => v(`Salep ${idNum(g)} g`, `Ointment ${g} g`, price, 'krim', `Tube ${idNum(g)} g`, 15 + g, `Tube of ${g} g`);
export const gel = (g: number, price: number) => v(`Gel ${g} g`, `Gel ${g} g`, price, 'gel', `Tube ${g} g`, 15 + g, `Tube of ${g} g`);
export const koy = (n: number, price: number) => v(`${n} Lembar`, `${n} Patches`, price, 'koyo', `Sachet isi ${n} lembar`, 10 + 2 * n, `Sachet of ${count(n, 'patch', 'patches')}`);
export const spr = (ml: number, price: number) => v(`Spray ${ml} ml`, `Spray ${ml} ml`, price, 'spray', `Botol semprot ${ml} ml`, 50 + ml, `Spray bottle of ${ml} ml`);
export const inh = (doses: number, price: number) => v(`Inhaler ${doses} Dosis`, `Inhaler ${doses} Doses`, price, 'inhaler', `Inhaler ${doses} dosis`, 60, `Inhaler of ${count(doses, 'dose')}`);
export const oil = (ml: number, price: number) => v(`${ml} ml`, `${ml} ml`, price, 'minyak', `Botol ${ml} ml`, 40 + ml, `Bottle of ${ml} ml`);
export const pwd = (g: number, price: number) => v(`${g} g`, `${g} g`, price, 'bubuk', `Kaleng ${g} g`, 60 + g, `Tin of ${g} g`);
export const dia = (size: string, n: number, price: number) => v(`Ukuran ${size} ${n} Pcs`, `Size ${size} ${n} Pcs`, price, 'popok', `Pak isi ${n}`, 30 * n, `Pack of ${n}`);
export const dev = (id: string, en: string, price: number, grams = 300) => v(id, en, price, 'alat', 'Dus 1 unit', grams, 'Box of 1 unit');
const CONTAINERS_EN: Record<string, string> = { Dus: 'Box', Box: 'Box', Pak: 'Pack', Botol: 'Bottle' };
/** "Dus isi 10" → "Box of 10". */
const packOfEn = (packaging: string) => packaging.replace(/^(\w+) isi (\d+)$/, (whole, container: string, n: string) => (CONTAINERS_EN[container] ? `${CONTAINERS_EN[container]} of ${n}` : whole));
export const use = (id: string, en: string, price: number, packaging: string, grams = 100) =>
  v(id, en, price, 'habis_pakai', packaging, grams, packOfEn(packaging));
