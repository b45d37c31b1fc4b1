/** The API refuses pages past this one (422). */
export const MAX_PAGE = 100_000;

/** `?page=` of a list (or another name, for a second list on the page): an integer from 1 to MAX_PAGE, anything else is page 1. */
export function pageParam(params: URLSearchParams, name = 'page'): number {
  const page = Number(params.get(name));
  return Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1;
}
