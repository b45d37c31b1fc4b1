import { describe, expect, it } from 'vitest';
import { stockHref, type StockFilters } from './stock-filters';

const none: StockFilters = { pharmacy: undefined, q: '', low: false, sort: 'name', dir: 'asc', product: undefined };

describe('stockHref', () => {
  it('keeps only what differs from the defaults', () => {
    expect(stockHref(none)).toBe('/console/stock');
    expect(stockHref({ ...none, pharmacy: 2, q: 'para', low: true, sort: 'on_hand', dir: 'desc' }, { page: 3 })).toBe('/console/stock?pharmacy=2&q=para&low=1&sort=on_hand&dir=desc&page=3');
  });

  it('picks a product on the same page, and drops page 1', () => {
    expect(stockHref({ ...none, q: 'x' }, { product: 7, page: 2 })).toBe('/console/stock?q=x&page=2&product=7');
    expect(stockHref(none, { page: 1, low: true })).toBe('/console/stock?low=1');
  });
});
