import { describe, expect, it } from 'vitest';
import { productName } from './catalog.text.ts';

describe('productName', () => {
  it('joins a family and its variant', () => {
    expect(productName('Panadol Paracetamol 500 mg', '10 Kaplet')).toBe('Panadol Paracetamol 500 mg 10 Kaplet');
    expect(productName('Bodrex', 'Box 10 Strip x 4 Tablet')).toBe('Bodrex Box 10 Strip x 4 Tablet');
  });

  it('does not say a form the family name already says', () => {
    expect(productName('Betadine Salep', 'Salep 10 g')).toBe('Betadine Salep 10 g');
    expect(productName('Betadine Ointment', 'Ointment 10 g')).toBe('Betadine Ointment 10 g');
    expect(productName('Insto Regular Eye Drops', 'Drops 7.5 ml')).toBe('Insto Regular Eye Drops 7.5 ml');
    expect(productName('Kloramfenikol Salep Mata 1%', 'Salep 3,5 g')).toBe('Kloramfenikol Salep Mata 1% 3,5 g');
  });

  it('leaves out a product line the family name already has, and the form after it', () => {
    expect(productName('Panadol Extra', 'Extra', '10 Kaplet')).toBe('Panadol Extra 10 Kaplet');
    expect(productName('Betadine Salep', 'Forte', 'Salep 10 g')).toBe('Betadine Salep Forte 10 g');
  });

  it('keeps the word where leaving it out would run two numbers together', () => {
    expect(productName('Salep 88', 'Salep 6 g')).toBe('Salep 88 Salep 6 g');
  });

  it('keeps counts and units at the end, which say how many rather than what', () => {
    expect(productName('Temulawak Kapsul', '30 Kapsul')).toBe('Temulawak Kapsul 30 Kapsul');
  });
});
