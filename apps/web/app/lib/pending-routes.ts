import { matchPath } from 'react-router';
import type id from '~/i18n/id.json';

type PageTitleKey = keyof (typeof id)['pages'];

/**
 * Routes whose page has not landed yet (they render the "Segera hadir" PendingPage), by their pattern in
 * routes.ts, with the page titles they may show. Links in the top bar, on the home page and in the footer
 * read this list to hide or mark themselves, and PendingPage only accepts these titles, so the issue that
 * builds a page removes its route here and every link to it becomes a plain link again.
 * pending-routes.test.ts holds the list and the route modules to each other.
 */
export const PENDING_ROUTES = {
} as const satisfies Record<string, readonly PageTitleKey[]>;

export type PendingRoute = keyof typeof PENDING_ROUTES;
/** A title PendingPage may show: only pending routes' pages can render it. */
export type PendingPageKey = (typeof PENDING_ROUTES)[PendingRoute][number];

const PATTERNS = Object.keys(PENDING_ROUTES) as PendingRoute[];

/**
 * Answers by path, kept: the top bar and the footer ask about the same few dozen links on every server
 * render, and matchPath compiles each pattern anew per call (1–2% of a page's CPU, ADR 021). Capped, as
 * links with ids in them are asked about too.
 */
const known = new Map<string, PendingRoute | null>();
const KNOWN_MAX = 1000;

/** The pending route an in-site link (path, with or without query or hash) opens, or null for a live page. */
export function pendingRouteOf(to: string): PendingRoute | null {
  if (!to.startsWith('/') || to.startsWith('//')) return null;
  const pathname = to.split(/[?#]/, 1)[0]!;
  const seen = known.get(pathname);
  if (seen !== undefined) return seen;
  const route = PATTERNS.find((pattern) => matchPath(pattern, pathname) !== null) ?? null;
  if (known.size < KNOWN_MAX) known.set(pathname, route);
  return route;
}

export function isPendingPath(to: string): boolean {
  return pendingRouteOf(to) !== null;
}
