import { describe, expect, it } from 'vitest';
import { fetchActivity } from '~/lib/fetch-activity';
import { isFailedDataRequest, markFailedNavigation } from './navigation-failure';

/** The shape React Router hands onError for a loader's thrown `data(…, { status })` (isRouteErrorResponse). */
const routeError = (status: number) => ({ status, statusText: '', data: null, internal: false });

describe('failed page data requests (loading bar turns red)', () => {
  it('counts a 5xx from a loader and a request that got no answer', () => {
    expect(isFailedDataRequest(routeError(500))).toBe(true);
    expect(isFailedDataRequest(routeError(503))).toBe(true);
    expect(isFailedDataRequest(new TypeError('Failed to fetch'))).toBe(true);
  });

  it('does not count pages the server chose to show, nor render errors', () => {
    expect(isFailedDataRequest(routeError(404))).toBe(false);
    expect(isFailedDataRequest(routeError(401))).toBe(false);
    expect(isFailedDataRequest(new Error('boom'), { errorInfo: { componentStack: '' } })).toBe(false);
  });

  it('bumps the failure count the bar watches, once per failure', () => {
    const before = fetchActivity.get();
    markFailedNavigation(new TypeError('Failed to fetch'), { location: { pathname: '/x' } as never, params: {}, pattern: '/x' });
    markFailedNavigation(routeError(404), { location: { pathname: '/y' } as never, params: {}, pattern: '/y' });
    expect(fetchActivity.get()).toEqual({ pending: before.pending, failures: before.failures + 1 });
  });
});
