export const ARTICLE_SLUG = /^[a-z0-9-]{1,80}$/;

/** What /articles reads from its address: a search, one category, one tag, and how many pages are shown. */
export interface ArticleListFilters {
  q: string;
  category: string;
  tag: string;
  page: number;
}

export function articleFilters(url: URL): ArticleListFilters {
  const slug = (name: string) => {
    const v = url.searchParams.get(name)?.trim().toLowerCase() ?? '';
    return ARTICLE_SLUG.test(v) ? v : '';
  };
  const page = Number(url.searchParams.get('page') ?? '1');
  return {
    q: (url.searchParams.get('q') ?? '').trim().slice(0, 100),
    category: slug('category'),
    tag: slug('tag'),
    page: Number.isInteger(page) && page >= 1 && page <= 1000 ? page : 1,
  };
}

/** The address of a list with these filters (page 1 unless given). */
export function articleListHref(filters: Partial<ArticleListFilters>): string {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.category) params.set('category', filters.category);
  if (filters.tag) params.set('tag', filters.tag);
  if (filters.page && filters.page > 1) params.set('page', String(filters.page));
  const text = params.toString();
  return text ? `/articles?${text}` : '/articles';
}

