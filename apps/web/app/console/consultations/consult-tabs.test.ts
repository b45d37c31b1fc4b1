import { describe, expect, it } from 'vitest';
import { CONSULTATION_ROOM_STATUSES } from '@apotek/contract/consultations';
import { consultDetailPath, consultTabHref, parseConsultTab, queryOfTab } from './consult-tabs';

describe('the doctor queue tabs', () => {
  it('falls back to the queue for a missing or unknown tab', () => {
    expect(parseConsultTab(null)).toBe('queue');
    expect(parseConsultTab('awaiting_payment')).toBe('queue');
    expect(parseConsultTab('done')).toBe('done');
    expect(parseConsultTab('schedule')).toBe('schedule');
  });

  it('asks the queue tab for waiting and active ones only, never the unpaid', () => {
    const queue = queryOfTab('queue');
    expect(queue).toEqual({ room_status: 'active' });
    expect(CONSULTATION_ROOM_STATUSES[queue.room_status!]).toEqual(['waiting', 'active']);
    expect(CONSULTATION_ROOM_STATUSES[queryOfTab('done').room_status!]).toEqual(['ended', 'reviewed']);
    expect(queryOfTab('refunded')).toEqual({ status: 'refunded' });
  });

  it('keeps the queue address bare and pages the others', () => {
    expect(consultTabHref('queue')).toBe('/console/consultations');
    expect(consultTabHref('queue', 2)).toBe('/console/consultations?page=2');
    expect(consultTabHref('done', 3)).toBe('/console/consultations?tab=done&page=3');
    expect(consultDetailPath('KNS-7K3M9Q2XH4')).toBe('/console/consultations/KNS-7K3M9Q2XH4');
  });
});
