import { describe, expect, it } from 'vitest';
import { activeDoctorFilterCount, DEFAULT_DOCTOR_FILTERS, doctorFiltersHref, doctorFiltersToParams, parseDoctorFilters, toDoctorsQuery } from './filters';

const parse = (query: string) => parseDoctorFilters(new URLSearchParams(query));

describe('doctor filters in the URL', () => {
  it('reads every filter', () => {
    expect(parse('q=+andi+&specialty=anak&online=1&min_fee=Rp 50.000&max_fee=100000&min_rating=4.5&gender=female&language=en&sort=fee_asc&page=3')).toEqual({
      q: 'andi',
      specialty: 'anak',
      online: true,
      min_fee: 50_000,
      max_fee: 100_000,
      min_rating: 4.5,
      gender: 'female',
      language: 'en',
      sort: 'fee_asc',
      page: 3,
    });
  });

  it('drops what it cannot use instead of failing, and swaps a reversed fee range', () => {
    expect(parse('specialty=bedah&online=maybe&min_rating=3.7&gender=x&language=fr&sort=cheapest&page=-2&min_fee=&max_fee=abc')).toEqual(DEFAULT_DOCTOR_FILTERS);
    expect(parse('min_fee=90000&max_fee=30000')).toMatchObject({ min_fee: 30_000, max_fee: 90_000 });
    expect(parse('min_fee=99999999999').min_fee).toBeNull();
  });

  it('writes one short address per set of filters, starting over at page 1 on a change', () => {
    expect(doctorFiltersToParams(DEFAULT_DOCTOR_FILTERS).toString()).toBe('');
    const current = parse('specialty=anak&online=1&page=2');
    expect(doctorFiltersHref(current, { specialty: 'gizi' })).toBe('/doctor?specialty=gizi&online=1');
    expect(doctorFiltersHref(current, { page: 3 })).toBe('/doctor?specialty=anak&online=1&page=3');
    expect(doctorFiltersHref(DEFAULT_DOCTOR_FILTERS, {})).toBe('/doctor');
    expect(parseDoctorFilters(doctorFiltersToParams(parse('q=kulit&min_rating=4&sort=rating')))).toEqual(parse('q=kulit&min_rating=4&sort=rating'));
  });

  it('asks the API for the same, and counts the filters that narrow the list', () => {
    const f = parse('specialty=anak&online=1&max_fee=80000&language=jv');
    expect(toDoctorsQuery(f)).toEqual({ page: 1, perPage: 12, sort: 'recommended', specialty: 'anak', online: '1', max_fee: 80_000, language: 'jv' });
    expect(activeDoctorFilterCount(f)).toBe(4);
    expect(activeDoctorFilterCount(parse('q=andi&sort=rating'))).toBe(0);
  });
});
