import { describe, expect, it } from 'vitest';
import { PRESCRIPTION_STATUSES } from '@apotek/contract/prescriptions';
import id from '~/i18n/id.json';
import en from '~/i18n/en.json';
import { listHref, parseStatusFilter, STATUS_FILTERS } from './prescription-status';
import { widthClass } from './upload/file-picker';

describe('the status filter', () => {
  it('offers every status of the contract, each named in both languages', () => {
    expect(STATUS_FILTERS.filter((s) => s !== 'all')).toEqual([...PRESCRIPTION_STATUSES]);
    for (const status of PRESCRIPTION_STATUSES) {
      expect(id.prescriptions.status[status]).toBeTruthy();
      expect(en.prescriptions.status[status]).toBeTruthy();
    }
  });

  it('reads ?status= and writes addresses without the defaults', () => {
    expect(parseStatusFilter('approved')).toBe('approved');
    expect(parseStatusFilter('approved,rejected')).toBe('all');
    expect(parseStatusFilter(null)).toBe('all');
    expect(listHref('all')).toBe('/prescription');
    expect(listHref('all', 2)).toBe('/prescription?page=2');
    expect(listHref('needs_clarification', 3)).toBe('/prescription?status=needs_clarification&page=3');
  });
});

describe('the progress bar', () => {
  it('steps in 5 % and stays within 0..100 %', () => {
    expect(widthClass(0)).toBe('w-0');
    expect(widthClass(0.5)).toBe('w-[50%]');
    expect(widthClass(0.51)).toBe('w-[50%]');
    expect(widthClass(1.4)).toBe('w-full');
    expect(widthClass(-1)).toBe('w-0');
  });
});

describe('licence numbers', () => {
  it('say their kind once', async () => {
    const { licence } = await import('./prescription-detail');
    expect(licence('SIP', '503/0456/SIP-DU/2023')).toBe('SIP 503/0456/SIP-DU/2023');
    expect(licence('SIP', 'SIP 503/0456/SIP-DU/2023')).toBe('SIP 503/0456/SIP-DU/2023');
    expect(licence('SIPA', '19880512/SIPA_31.71/2024/1023')).toBe('SIPA 19880512/SIPA_31.71/2024/1023');
    expect(licence('SIP', 'sipa-like')).toBe('SIP sipa-like');
  });
});
