import { pageParam } from '~/lib/page-param';

/** The /brand page's own query: a letter of the A–Z index ("#" for digits), a name search and the page. */
export interface BrandIndexQuery {
  letter: string;
  q: string;
  page: number;
}

export const BRAND_LETTERS = ['#', ...'abcdefghijklmnopqrstuvwxyz'] as const;
export const BRAND_PAGE_SIZE = 48;

export function parseBrandQuery(params: URLSearchParams): BrandIndexQuery {
  const letter = (params.get('letter') ?? '').toLowerCase();
  return {
    letter: (BRAND_LETTERS as readonly string[]).includes(letter) ? letter : '',
    q: (params.get('q') ?? '').trim().slice(0, 100),
    page: pageParam(params),
  };
}

export function brandIndexHref(query: BrandIndexQuery, change: Partial<BrandIndexQuery>): string {
  const next = { ...query, page: 1, ...change };
  const params = new URLSearchParams();
  if (next.letter) params.set('letter', next.letter);
  if (next.q) params.set('q', next.q);
  if (next.page > 1) params.set('page', String(next.page));
  const text = params.toString();
  return text ? `/brand?${text}` : '/brand';
}
