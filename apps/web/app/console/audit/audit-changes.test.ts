import { describe, expect, it } from 'vitest';
import { auditChanges } from './audit-changes';

describe('audit changes', () => {
  it('lists only the fields that differ, set or cleared ones included', () => {
    expect(auditChanges({ status: 'paid', store: 3, note: 'x' }, { status: 'processing', store: 3, reason: 'stok habis' })).toEqual([
      { field: 'status', before: 'paid', after: 'processing' },
      { field: 'note', before: 'x', after: null },
      { field: 'reason', before: null, after: 'stok habis' },
    ]);
  });

  it('shows structured values as JSON and copes with a missing snapshot', () => {
    expect(auditChanges(null, { items: [{ product_id: 1, quantity: 2 }] })).toEqual([{ field: 'items', before: null, after: '[{"product_id":1,"quantity":2}]' }]);
    expect(auditChanges({ status: 'x' }, null)).toEqual([{ field: 'status', before: 'x', after: null }]);
    expect(auditChanges(null, null)).toEqual([]);
  });
});
