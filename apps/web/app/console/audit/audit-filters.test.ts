import { describe, expect, it } from 'vitest';
import { parseAuditFilters } from './audit.server';

describe('audit filters from the address', () => {
  it('keeps what the API takes and drops the rest instead of failing the page', () => {
    expect(parseAuditFilters(new URLSearchParams('entity=prescription&action=prescription.approve&entity_id=RX-1&actor=abc&from=2026-11-01&to=2026-11-24'))).toEqual({
      entity: 'prescription',
      action: 'prescription.approve',
      entity_id: 'RX-1',
      actor: 'abc',
      from: '2026-11-01',
      to: '2026-11-24',
    });
    expect(parseAuditFilters(new URLSearchParams('entity=customer&action=drop.table&from=yesterday&to=2026-13'))).toEqual({ entity: '', action: '', entity_id: '', actor: '', from: '', to: '' });
  });
});
