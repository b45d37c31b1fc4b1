import { isRouteErrorResponse, type ClientOnErrorFunction } from 'react-router';
import { fetchActivity } from '~/lib/fetch-activity';

/**
 * Whether an error React Router reports for a navigation or fetcher means its data request failed: a 5xx
 * from a loader or action, or no answer at all (network down, aborted by a proxy). A 4xx is a page the
 * server chose to show (not found, sign in first), and a render error has nothing to do with the request.
 */
export function isFailedDataRequest(error: unknown, info: { errorInfo?: unknown } = {}): boolean {
  if (info.errorInfo !== undefined) return false;
  if (isRouteErrorResponse(error)) return error.status >= 500;
  return true;
}

/** HydratedRouter's onError: turns the loading bar red when a page's data request failed (SPEC §9). */
export const markFailedNavigation: ClientOnErrorFunction = (error, info) => {
  if (isFailedDataRequest(error, info)) fetchActivity.fail();
};
