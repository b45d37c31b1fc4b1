import { createElement, createContext, useContext, useId, useState, type ReactNode } from 'react';

/**
 * Ids that tie a label, hint or list to its control (`htmlFor`, `aria-describedby`, `form`, …) and come out
 * the same on the server and in the browser.
 *
 * React's `useId` derives an id from the component's place in React's own tree, and Preact's from Preact's:
 * with React rendering the HTML and Preact hydrating it (docs/decisions/026-preact-in-the-browser.md) they
 * differ. Preact leaves the server's attributes in place while it hydrates, so the page first looks right,
 * but the first re-render that writes an id-bearing attribute (an error's `aria-describedby`, a radio
 * added to a form by `form=`) writes the browser's id next to elements that still carry the server's.
 *
 * So builds count instead: the n-th id asked for in a page's render is `uid-n`, on the server and in the
 * browser alike. Hydration renders the components in the server's order (depth first, the same tree, no
 * Suspense boundary suspending on the server), so the counts line up; ids asked for after hydration
 * continue the count and stay unique. `IdScope` (root.tsx) starts one count per page render, so the
 * server's concurrent requests do not share one. `react-router dev` runs React on both sides and keeps
 * React's `useId`.
 */

interface IdCount {
  next(): string;
}

const IdContext = createContext<IdCount | null>(null);

function newCount(): IdCount {
  let n = 0;
  return { next: () => `uid-${n++}` };
}

/** Outside any IdScope (a component rendered alone, in a test): one count for the process. */
const unscoped = newCount();

/** One count of ids for everything below it: a page render on the server, the page's life in the browser. */
export function IdScope({ children }: { children?: ReactNode }) {
  const [count] = useState(newCount);
  return createElement(IdContext.Provider, { value: count }, children);
}

/** What `useHydratedId` is in builds; exported for its tests, which run in development mode. */
export function useCountedId(): string {
  const count = useContext(IdContext) ?? unscoped;
  const [id] = useState(() => count.next());
  return id;
}

/** An id for this component, the same in the server's HTML and in the hydrated page. Use it instead of `useId`. */
export const useHydratedId: () => string = import.meta.env.DEV ? useId : useCountedId;
