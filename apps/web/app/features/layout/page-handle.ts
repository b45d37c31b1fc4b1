/** What a route module may put in its `handle` export to shape its layout. */
export interface PageHandle {
  /** The home page's dark top bar (SPEC §2). */
  navStyle?: 'dark';
}

export function wantsDarkNav(matches: readonly { handle?: unknown }[]): boolean {
  return matches.some((m) => (m.handle as PageHandle | undefined)?.navStyle === 'dark');
}
