import { describe, expect, it } from 'vitest';
import { CONSULTATION_ROOM_STATUSES, CONSULTATION_STATUSES, consultationRoomStatus } from '@apotek/contract/consultations';
import { CONSULTATION_TABS, DEFAULT_TAB, consultationHref, parseTab, startHref, tabHref, tabOf } from './consultation-tabs';

describe('consultation tabs', () => {
  it('are the contract’s room statuses, in the order the page shows them', () => {
    expect([...CONSULTATION_TABS].sort()).toEqual([...consultationRoomStatus.options].sort());
    expect(CONSULTATION_TABS).toEqual(['pending', 'active', 'done', 'closed']);
  });

  it('file every state under the tab whose room_status the API filters it by', () => {
    for (const status of CONSULTATION_STATUSES) {
      const holder = (Object.keys(CONSULTATION_ROOM_STATUSES) as (keyof typeof CONSULTATION_ROOM_STATUSES)[]).find((tab) => (CONSULTATION_ROOM_STATUSES[tab] as readonly string[]).includes(status));
      expect(tabOf(status), status).toBe(holder);
    }
  });

  it('open on the ongoing ones and fall back to them for an unknown tab', () => {
    expect(DEFAULT_TAB).toBe('active');
    expect(parseTab(null)).toBe('active');
    expect(parseTab('bogus')).toBe('active');
    expect(parseTab('closed')).toBe('closed');
  });

  it('link tabs, pages, one consultation and the start form', () => {
    expect(tabHref('done')).toBe('/doctor/consultation?tab=done');
    expect(tabHref('done', 3)).toBe('/doctor/consultation?tab=done&page=3');
    expect(consultationHref('KNS-7K3M9Q2XH4')).toBe('/doctor/consultation?id=KNS-7K3M9Q2XH4');
    expect(consultationHref('KNS-7K3M9Q2XH4', 'review')).toBe('/doctor/consultation?id=KNS-7K3M9Q2XH4#review');
    expect(startHref('dr-andi pratama')).toBe('/doctor/consultation?doctor=dr-andi%20pratama');
  });
});
