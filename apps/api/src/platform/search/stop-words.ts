/**
 * Word lists the tokenizer consults. Kept light on purpose: a pharmacy query is short, and dropping a
 * word that matters ("a" in "vitamin a", "c" in "vitamin c") costs more than keeping a filler.
 */

/** Fillers dropped from documents and queries alike, Indonesian and English. */
export const STOP_WORDS: ReadonlySet<string> = new Set([
  // Indonesian
  'yang', 'dan', 'di', 'ke', 'dari', 'untuk', 'utk', 'dengan', 'dgn', 'atau', 'pada', 'ini', 'itu', 'buat', 'juga', 'serta', 'per',
  // English
  'the', 'and', 'or', 'for', 'of', 'with', 'to', 'in', 'on', 'by', 'an',
]);

/**
 * Words a query may carry without the shopper meaning them as a requirement: "obat sakit kepala" must
 * find a headache tablet whose name lacks "obat", and "1000mg" must not demand the bare unit. They still
 * add to the score when present; a query made only of them (just "obat") requires them.
 */
export const WEAK_WORDS: ReadonlySet<string> = new Set(['obat', 'medicine', 'medication', 'mg', 'ml', 'g', 'mcg', 'iu', 'kg', 'l']);

/** Spellings of a unit that should meet each other ("500 gram" ≡ "500 g", "10 mililiter" ≡ "10 ml"). */
export const UNIT_ALIASES: ReadonlyMap<string, string> = new Map([
  ['gram', 'g'],
  ['gr', 'g'],
  ['grams', 'g'],
  ['gm', 'g'],
  ['miligram', 'mg'],
  ['milligram', 'mg'],
  ['milligrams', 'mg'],
  ['mililiter', 'ml'],
  ['milliliter', 'ml'],
  ['millilitre', 'ml'],
  ['liter', 'l'],
  ['litre', 'l'],
  ['ug', 'mcg'],
  ['mikrogram', 'mcg'],
  ['microgram', 'mcg'],
]);
