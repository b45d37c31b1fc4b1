import { describe, expect, it } from 'vitest';
import { CardPrints, FacetPrints } from './catalog.printed.ts';
import type { CatalogRow } from './catalog.summary-rows.ts';

const row = { id: 7 } as CatalogRow;

describe('CardPrints', () => {
  it('prints a card once per row and locale, and closes it with the asked in_stock', () => {
    const cards = new CardPrints();
    let printed = 0;
    const print = () => {
      printed++;
      return '{"id":7,"name":"Obat","in_stock":null}';
    };
    expect(cards.card(row, 'id', null, print)).toBe('{"id":7,"name":"Obat","in_stock":null}');
    expect(cards.card(row, 'id', true, print)).toBe('{"id":7,"name":"Obat","in_stock":true}');
    expect(cards.card(row, 'id', false, print)).toBe('{"id":7,"name":"Obat","in_stock":false}');
    expect(printed).toBe(1);
    cards.card(row, 'en', null, print);
    expect(printed).toBe(2);
    // A new row object (the row cache dropped and re-read it) is printed again.
    cards.card({ id: 7 } as CatalogRow, 'id', null, print);
    expect(printed).toBe(3);
  });

  it('refuses a print whose last field is not in_stock: null', () => {
    expect(() => new CardPrints().card(row, 'id', null, () => '{"in_stock":null,"id":7}')).toThrow(/in_stock/);
  });
});

describe('FacetPrints', () => {
  it('labels and prints an engine facet object once per key', () => {
    const prints = new FacetPrints();
    const raw = {};
    let labelled = 0;
    const label = () => {
      labelled++;
      return { category: [], brand: [{ key: 'b', label: 'B', count: 2 }], drug_class: [], price_band: [] };
    };
    const first = prints.get(raw, 'id|', label);
    expect(first.json).toBe(JSON.stringify(first.facets));
    expect(prints.get(raw, 'id|', label)).toBe(first);
    expect(labelled).toBe(1);
    prints.get(raw, 'en|', label);
    prints.get({}, 'id|', label);
    expect(labelled).toBe(3);
  });
});
