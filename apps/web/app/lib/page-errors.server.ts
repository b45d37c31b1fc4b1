import { data } from 'react-router';

/** Status of the page when the API could not be reached at all (status 0). */
const UNREACHABLE = 503;

/**
 * Turns a failed API answer into the page's error: an unreachable API is 503, 404 stays 404,
 * anything else is the API being unwell (502).
 */
export function failPage(result: { status: number }): never {
  throw data(null, { status: result.status === 0 ? UNREACHABLE : result.status === 404 ? 404 : 502 });
}

/** Like failPage, but keeps the API's own status (401, 403, 404…) for pages that pass it on; unreachable is 503. */
export function failPageWithStatus(result: { status: number }): never {
  throw data(null, { status: result.status === 0 ? UNREACHABLE : result.status });
}
