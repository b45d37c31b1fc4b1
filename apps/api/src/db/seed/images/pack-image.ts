import type { DrugClass } from '@apotek/contract';
import { brandColours } from './brand-colour.ts';
import { packMarkOf } from './drug-class-mark.ts';
import type { PackText } from './pack-label.ts';
import { type PackShape, type PillKind, SHAPE_DEFS, SHAPES } from './pack-shapes.ts';

/** What a pack shot is drawn from: the seed product as it is stored. */
export interface PackProduct {
  name: string;
  brand: { slug: string; name: string };
  form: string;
  /** Indonesian pack size, e.g. "Strip @ 10 kaplet"; its first word says the kind of pack. */
  packaging: string;
  composition: string;
  drugClass: DrugClass;
  /** The NIE, whose letter tells a narcotic from the other classes sold only with a prescription. */
  bpomNumber: string;
}

/** Pixels of a pack shot: square, as the product card and the gallery show it. */
export const PACK_SIZE = 1024;

/** The container the pack size names, refined by the dosage form (a bottle of drops has a dropper). */
export function packShape(form: string, packaging: string): PackShape {
  const container = packaging.split(/\s+/)[0]?.toLowerCase() ?? '';
  if (container === 'strip') return 'blister';
  if (container === 'sachet') return 'sachet';
  if (container === 'kaleng') return 'tin';
  if (container === 'tube') return form === 'effervescent' ? 'cylinder' : 'tube';
  if (container === 'botol') {
    if (form === 'drops') return 'dropper';
    if (form === 'spray') return 'spray';
    if (form === 'kapsul') return 'pillBottle';
    return 'bottle';
  }
  return 'box';
}

const pillOf = (form: string): PillKind => (form === 'kaplet' ? 'caplet' : form === 'kapsul' ? 'capsule' : 'tablet');

/** The name as printed under the brand band: the brand is not repeated when the name starts with it. */
function titleOf(name: string, brand: string): string {
  const rest = name.toLowerCase().startsWith(`${brand.toLowerCase()} `) ? name.slice(brand.length + 1) : name;
  return rest || name;
}

/**
 * A product's pack shot as SVG: its pack drawn in its brand's colour on a soft backdrop of the same hue.
 * The same product always gives the same bytes, so seeding twice stores one image.
 */
export function packImageSvg(product: PackProduct): string {
  const colours = brandColours(product.brand.slug);
  const text: PackText = {
    brand: product.brand.name,
    title: titleOf(product.name, product.brand.name),
    strength: product.composition,
    pack: product.packaging,
    mark: packMarkOf(product.drugClass, product.bpomNumber),
  };
  const shape = SHAPES[packShape(product.form, product.packaging)]({ text, colours, pill: pillOf(product.form) });
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${PACK_SIZE}" height="${PACK_SIZE}" viewBox="0 0 512 512">`,
    `<defs>${SHAPE_DEFS}<linearGradient id="backdrop" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="${colours.tint}"/></linearGradient></defs>`,
    '<rect width="512" height="512" fill="url(#backdrop)"/>',
    `<circle cx="256" cy="250" r="206" fill="${colours.light}" fill-opacity=".35"/>`,
    '<ellipse cx="262" cy="462" rx="150" ry="14" fill="#0f172a" fill-opacity=".12"/>',
    shape,
    '</svg>',
  ].join('');
}
