import { describe, expect, it } from 'vitest';
import { DRUG_CLASS_RULES, DRUG_CLASSES, isSellableOnline, mayBePromoted, needsPrescriptionByClass, PROMOTABLE_DRUG_CLASSES } from './catalog.ts';

// ARCHITECTURE §4: what the law lets an online pharmacy do with each BPOM class, spelled out here as the oracle.
describe('DRUG_CLASS_RULES', () => {
  it('has one row per drug class and no other', () => {
    expect(Object.keys(DRUG_CLASS_RULES).sort()).toEqual([...DRUG_CLASSES].sort());
  });

  it('sells everything online except dilarang_online', () => {
    expect(DRUG_CLASSES.filter(isSellableOnline)).toEqual(['bebas', 'bebas_terbatas', 'keras']);
  });

  it('asks a prescription for obat keras and for what is not sold online', () => {
    expect(DRUG_CLASSES.filter(needsPrescriptionByClass)).toEqual(['keras', 'dilarang_online']);
  });

  it('promotes only over-the-counter classes', () => {
    expect(DRUG_CLASSES.filter(mayBePromoted)).toEqual(['bebas', 'bebas_terbatas']);
    expect(PROMOTABLE_DRUG_CLASSES).toEqual(['bebas', 'bebas_terbatas']);
  });

  it('never promotes a class that needs a prescription', () => {
    for (const cls of DRUG_CLASSES) if (DRUG_CLASS_RULES[cls].needsPrescription) expect(DRUG_CLASS_RULES[cls].mayBePromoted).toBe(false);
  });
});
