import { beforeAll, describe, expect, it } from 'vitest';
import { MemorySearchEngine } from './memory-search-engine.ts';
import type { SearchRequest } from './search-engine.ts';
import { FIXTURE } from './search.fixture.ts';

const engine = new MemorySearchEngine();
beforeAll(() => engine.replaceAll(FIXTURE));

const nameOf = (id: number) => FIXTURE.find((d) => d.id === id)!.name_id;
function search(q: string, extra: Partial<SearchRequest> = {}) {
  const result = engine.search({ q, filters: {}, sort: 'relevance', page: 1, perPage: 50, ...extra });
  return { ...result, names: result.ids.map(nameOf) };
}

describe('typo tolerance', () => {
  it.each([
    ['paracetmol', 'paracetamol', 'Paracetamol 500 mg 10 Tablet'],
    ['ibuprofn', 'ibuprofen', 'Ibuprofen 400 mg 10 Tablet'],
    ['promagg', 'promag', 'Promag 10 Tablet Kunyah'],
    ['termomter digital', 'termometer digital', 'Termometer Digital'],
  ])('%s finds what was meant and says how it read it', (q, corrected, first) => {
    const r = search(q);
    expect(r.names[0]).toBe(first);
    expect(r.corrected_query).toBe(corrected);
  });

  it('amoxcilin (two typos) finds both amoxicillin products, under either spelling', () => {
    const r = search('amoxcilin');
    expect(new Set(r.names)).toEqual(new Set(['Amoksisilin 500 mg 10 Kapsul', 'Amoxicillin Sirup Kering 125 mg/5 ml 60 ml']));
    expect(r.corrected_query).not.toBeNull();
  });

  it('parasetamol (the Indonesian spelling) finds every paracetamol product', () => {
    const r = search('parasetamol');
    expect(r.names.slice(0, 3)).toEqual(
      expect.arrayContaining(['Paracetamol 500 mg 10 Tablet', 'Panadol Paracetamol 500 mg 10 Kaplet', 'Sanmol Sirup Paracetamol Anak 60 ml']),
    );
    expect(r.total).toBe(search('paracetamol').total);
  });

  it('vitamin c 1000mg puts the 1000 mg vitamin C first and does not correct anything', () => {
    const r = search('vitamin c 1000mg');
    expect(r.names[0]).toBe('Vitamin C 1000 mg 10 Tablet Effervescent');
    expect(r.corrected_query).toBeNull();
    expect(search('Vitamin C 1.000 mg').names[0]).toBe('Vitamin C 1000 mg 10 Tablet Effervescent');
    expect(search('vitamin c 1000 mg').ids).toEqual(r.ids);
  });

  it('does not correct a word that exists, nor a number', () => {
    expect(search('promag').corrected_query).toBeNull();
    // "5000" is no typo of "500": nothing holds it, so no document covers both words.
    expect(search('paracetamol 5000').corrected_query).toBeNull();
    expect(search('vitamin c 500').names[0]).toBe('Vitamin C 500 mg 30 Tablet');
    // A number alone still finds what holds it.
    expect(search('500').names).toContain('Paracetamol 500 mg 10 Tablet');
  });

  it('leaves words under four letters alone rather than guess', () => {
    expect(search('fli').total).toBe(0);
    expect(search('zzz').total).toBe(0);
  });

  it('when no document has every word, shows the ones with the most', () => {
    const r = search('paracetamol xylophone');
    expect(r.names).toContain('Paracetamol 500 mg 10 Tablet');
  });
});

describe('synonyms, both directions and both languages', () => {
  const finds = (q: string, name: string) => expect(search(q).names, `"${q}" should find ${name}`).toContain(name);

  it('paracetamol / parasetamol / acetaminophen / asetaminofen', () => {
    for (const q of ['acetaminophen', 'asetaminofen', 'parasetamol', 'paracetamol']) finds(q, 'Panadol Paracetamol 500 mg 10 Kaplet');
  });

  it('amoxicillin / amoksisilin', () => {
    finds('amoxicillin', 'Amoksisilin 500 mg 10 Kapsul');
    finds('amoksisilin', 'Amoxicillin Sirup Kering 125 mg/5 ml 60 ml');
  });

  it('obat batuk / batuk / cough / antitusif', () => {
    finds('obat batuk', 'Cough Drops Madu Lemon 8 Butir');
    finds('obat batuk', 'Dextromethorphan 15 mg 10 Tablet');
    finds('cough', 'OBH Combi Batuk Berdahak 100 ml');
    finds('batuk', 'Cough Drops Madu Lemon 8 Butir');
    finds('antitusif', 'OBH Combi Batuk Berdahak 100 ml');
  });

  it('obat flu / flu / cold / pilek', () => {
    finds('cold', 'Obat Flu dan Pilek 4 Tablet');
    finds('pilek', 'Obat Flu dan Pilek 4 Tablet');
  });

  it('sakit kepala / headache / pusing', () => {
    for (const q of ['sakit kepala', 'headache', 'pusing', 'obat sakit kepala']) finds(q, 'Sakit Kepala Tablet Paramex 4 Tablet');
  });

  it('maag / lambung / antasida / antacid', () => {
    finds('maag', 'Promag 10 Tablet Kunyah');
    finds('antacid', 'Promag 10 Tablet Kunyah');
    finds('obat maag', 'Omeprazole 20 mg 10 Kapsul');
  });

  it('vitamin c / asam askorbat / ascorbic acid', () => {
    finds('ascorbic acid', 'Vitamin C 500 mg 30 Tablet');
    finds('vitamin c', 'Enervon-C 30 Tablet');
  });

  it('diare / diarrhea, alergi / allergy / antihistamin', () => {
    finds('diarrhea', 'Oralit 200 ml 5 Sachet');
    finds('diare', 'Oralit 200 ml 5 Sachet');
    finds('allergy', 'Setirizin 10 mg 10 Tablet');
    finds('alergi', 'Setirizin 10 mg 10 Tablet');
  });

  it('ibu hamil / pregnancy, bayi / baby, termometer / thermometer, masker / mask', () => {
    finds('pregnancy', 'Susu Ibu Hamil Rasa Cokelat 400 g');
    finds('ibu hamil', 'Susu Ibu Hamil Rasa Cokelat 400 g');
    finds('baby', 'Popok Bayi Celana Ukuran M 34 Pcs');
    finds('bayi', 'Minyak Telon Bayi 100 ml');
    finds('thermometer', 'Termometer Digital');
    finds('termometer', 'Termometer Digital');
    finds('mask', 'Masker Medis 3 Lapis 50 Pcs');
    finds('face mask', 'Masker Medis 3 Lapis 50 Pcs');
  });

  it('a synonym does not leak into unrelated products', () => {
    expect(search('headache').names).not.toContain('Promag 10 Tablet Kunyah');
    expect(search('thermometer').total).toBe(1);
  });
});

describe('English names are searchable', () => {
  it('finds products by their English name and keywords', () => {
    expect(search('blood pressure monitor').names[0]).toBe('Tensimeter Digital Lengan');
    expect(search('chewable').names).toEqual(['Promag 10 Tablet Kunyah']);
    expect(search('sunscreen').names[0]).toBe('Tabir Surya SPF 50 PA++++ 50 ml');
  });
});

describe('ranking', () => {
  it('puts a name match above a keyword-only match', () => {
    // "paracetamol" is in these names, and only in the keywords of the flu and headache tablets.
    const r = search('paracetamol');
    const keywordOnly = r.names.indexOf('Obat Flu dan Pilek 4 Tablet');
    for (const name of ['Paracetamol 500 mg 10 Tablet', 'Panadol Paracetamol 500 mg 10 Kaplet', 'Sanmol Sirup Paracetamol Anak 60 ml']) {
      expect(r.names.indexOf(name)).toBeLessThan(keywordOnly);
    }
  });

  it('puts a name that starts with the query above one that only holds it, whatever sells more', () => {
    const r = search('paracetamol 500');
    expect(r.names[0]).toBe('Paracetamol 500 mg 10 Tablet');
    expect(r.names[1]).toBe('Panadol Paracetamol 500 mg 10 Kaplet');
  });

  it('puts documents matching every word above those matching some', () => {
    const r = search('sirup paracetamol anak');
    expect(r.names[0]).toBe('Sanmol Sirup Paracetamol Anak 60 ml');
  });

  it('puts the exact word above a typo correction of another', () => {
    // "promag" exists; "promosi"-like neighbours must not outrank it.
    expect(search('promag').names.slice(0, 2)).toEqual(['Promag 10 Tablet Kunyah', 'Promag Gazero Sirup 150 ml']);
  });

  it('breaks ties by units sold', () => {
    const r = search('promag');
    // Both start with "promag" and match it in the name; the tablet sells 3000, the syrup 500.
    expect(r.names[0]).toBe('Promag 10 Tablet Kunyah');
    const vit = search('vitamin c');
    const sold = vit.ids.slice(0, 2).map((id) => FIXTURE.find((d) => d.id === id)!.sold);
    expect(sold[0]).toBeGreaterThanOrEqual(sold[1]!);
  });

  it('finds a product by its SKU, typed any way', () => {
    expect(search('APT-0003').names[0]).toBe('Paracetamol 500 mg 10 Tablet');
    expect(search('apt 0003').names[0]).toBe('Paracetamol 500 mg 10 Tablet');
  });
});

describe('abbreviations, single letters and model numbers', () => {
  const NEBULIZER = 'Omron Nebulizer NE-C28 1 Unit';

  it('"vit c" reads as "vitamin c": a vitamin C first, never a model number with a C in it', () => {
    const r = search('vit c');
    expect(r.names[0]).toMatch(/^Vitamin C /);
    expect(r.names).not.toContain(NEBULIZER);
    expect(r.ids).toEqual(search('vitamin c').ids);
    expect(r.corrected_query).toBeNull();
    expect(search('Vit. C 1000mg').names[0]).toBe('Vitamin C 1000 mg 10 Tablet Effervescent');
  });

  it('"vit d" puts the product named vitamin D first, then the one that holds it', () => {
    const r = search('vit d');
    expect(r.names.slice(0, 2)).toEqual(['Vitamin D3 1000 IU 30 Kapsul Lunak', 'Osteo Kalsium + Vitamin D3 30 Tablet']);
  });

  it('a phrase with a letter in it counts only in a row: "Vitamin" in a name and a "C" brand are no vitamin C', () => {
    const r = search('vitamin c');
    expect(r.names).not.toContain('Osteo Kalsium + Vitamin D3 30 Tablet');
    expect(r.names).not.toContain(NEBULIZER);
    expect(r.names).toContain('Enervon-C 30 Tablet');
  });

  it('a single letter qualifies what a word found but finds nothing on its own', () => {
    // A brand the shop does not carry: "c" alone must not fill the page with whatever holds one.
    expect(search('redoxon c').total).toBe(0);
    expect(search('enervon c').names[0]).toBe('Enervon-C 30 Tablet');
    expect(search('popok ukuran m').names[0]).toBe('Popok Bayi Celana Ukuran M 34 Pcs');
    // A letter alone is still a search, and the model number typed whole finds its product.
    expect(search('c').names).toContain(NEBULIZER);
    expect(search('NE-C28').names[0]).toBe(NEBULIZER);
  });

  it('suggestions read them the same way, and a letter being typed still completes', () => {
    const suggested = engine.suggest('vit c', 5).map((h) => nameOf(h.id));
    expect(suggested[0]).toMatch(/^Vitamin C /);
    expect(suggested).not.toContain(NEBULIZER);
    expect(engine.suggest('vitamin c', 5).map((h) => h.id)).toEqual(engine.suggest('vit c', 5).map((h) => h.id));
    expect(engine.suggest('promag g', 3).map((h) => nameOf(h.id))[0]).toBe('Promag Gazero Sirup 150 ml');
  });
});

describe('suggest', () => {
  const suggestNames = (prefix: string, limit = 5) => engine.suggest(prefix, limit).map((h) => nameOf(h.id));

  it('completes the word being typed', () => {
    expect(suggestNames('para').slice(0, 4)).toEqual(
      expect.arrayContaining(['Paracetamol 500 mg 10 Tablet', 'Panadol Paracetamol 500 mg 10 Kaplet']),
    );
    expect(suggestNames('amox')).toEqual(expect.arrayContaining(['Amoksisilin 500 mg 10 Kapsul', 'Amoxicillin Sirup Kering 125 mg/5 ml 60 ml']));
    expect(suggestNames('term')[0]).toBe('Termometer Digital');
    expect(suggestNames('prom', 2)).toEqual(['Promag 10 Tablet Kunyah', 'Promag Gazero Sirup 150 ml']);
  });

  it('completes only the last word; earlier ones must match whole', () => {
    expect(suggestNames('vitamin c 10')[0]).toBe('Vitamin C 1000 mg 10 Tablet Effervescent');
    expect(suggestNames('masker med')[0]).toBe('Masker Medis 3 Lapis 50 Pcs');
    // A number being typed completes too ("100" on the way to 1000), in suggestions only.
    expect(suggestNames('vitamin c 100')[0]).toBe('Vitamin C 1000 mg 10 Tablet Effervescent');
    expect(search('vitamin c 100').total).toBe(search('vitamin c').total);
  });

  it('completes through synonyms and typos', () => {
    expect(suggestNames('parase')).toContain('Paracetamol 500 mg 10 Tablet');
    expect(suggestNames('paracetmol')).toContain('Paracetamol 500 mg 10 Tablet');
  });

  it('respects the limit and answers nothing for nothing', () => {
    expect(engine.suggest('a', 3).length).toBeLessThanOrEqual(3);
    expect(engine.suggest('', 5)).toEqual([]);
    expect(engine.suggest('   ', 5)).toEqual([]);
    expect(engine.suggest('🙂', 5)).toEqual([]);
  });

  it('scores best first', () => {
    const hits = engine.suggest('para', 5);
    for (let i = 1; i < hits.length; i++) expect(hits[i - 1]!.score).toBeGreaterThanOrEqual(hits[i]!.score);
  });
});
