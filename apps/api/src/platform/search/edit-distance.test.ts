import { describe, expect, it } from 'vitest';
import { allowedTypos, boundedEditDistance } from './edit-distance.ts';

describe('boundedEditDistance', () => {
  it('counts insertions, deletions, substitutions and adjacent swaps as one edit each', () => {
    expect(boundedEditDistance('paracetmol', 'paracetamol', 2)).toBe(1);
    expect(boundedEditDistance('parasetamol', 'paracetamol', 2)).toBe(1);
    expect(boundedEditDistance('ibuprofn', 'ibuprofen', 2)).toBe(1);
    expect(boundedEditDistance('promagg', 'promag', 2)).toBe(1);
    expect(boundedEditDistance('amoxcilin', 'amoxicillin', 2)).toBe(2);
    expect(boundedEditDistance('vitmain', 'vitamin', 2)).toBe(1);
  });

  it('stops at the bound', () => {
    expect(boundedEditDistance('paracetamol', 'ibuprofen', 2)).toBe(3);
    expect(boundedEditDistance('a', 'abcdef', 1)).toBe(2);
    expect(boundedEditDistance('same', 'same', 0)).toBe(0);
  });
});

describe('allowedTypos', () => {
  it('allows none below 4 letters, 1 up to 7 and 2 from 8', () => {
    expect(allowedTypos('flu')).toBe(0);
    expect(allowedTypos('maag')).toBe(1);
    expect(allowedTypos('promagg')).toBe(1);
    expect(allowedTypos('ibuprofn')).toBe(2);
  });
});
