import type { DrugClass } from '@apotek/contract';
import { digitsOf } from './catalog.random.ts';

/** Makers whose medicines are registered as generics (NIE starting with G). */
const GENERIC_BRANDS = new Set(['kimia-farma', 'indofarma', 'hexpharm', 'dexa-medica', 'novell']);

export interface NieInput {
  brand: string;
  cls: DrugClass;
  reg?: 'SD' | 'TR' | 'NA' | 'AKL' | 'AKD' | undefined;
  narc?: 'N' | 'P' | undefined;
  hash: number;
}

/**
 * A plausible registration number. Medicines: D (brand) or G (generic), then the class letter (B bebas,
 * T bebas terbatas, K keras, N narkotika, P psikotropika), L for local, ten digits and a suffix, e.g.
 * DBL7214409204A1. Supplements (SD), traditional medicines (TR), cosmetics (NA) and devices (AKL/AKD,
 * Kemenkes) have their own formats. The numbers are made up.
 */
export function nieNumber({ brand, cls, reg, narc, hash }: NieInput): string {
  if (reg === 'SD') return `SD${digitsOf(hash, 9)}`;
  if (reg === 'TR') return `TR${digitsOf(hash, 9)}`;
  if (reg === 'NA') return `NA${digitsOf(hash, 11)}`;
  if (reg === 'AKL' || reg === 'AKD') return `${reg} ${digitsOf(hash, 11)}`;
  const kind = GENERIC_BRANDS.has(brand) ? 'G' : 'D';
  const letter = narc ?? ({ bebas: 'B', bebas_terbatas: 'T', keras: 'K', dilarang_online: 'K' } as const)[cls];
  return `${kind}${letter}L${digitsOf(hash, 10)}A1`;
}
