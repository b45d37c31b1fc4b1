/**
 * Which library renders here. The server always renders with React 19; the browser bundle of a build
 * renders with Preact (apps/web/vite.config.ts, docs/decisions/026-preact-in-the-browser.md), which cannot
 * hydrate <html> and does not lift <title> and <meta> into <head>. `react-router dev` keeps React in the
 * browser too. Both values are constants the bundler folds, so each build keeps only its own branch.
 */
export const PREACT = !import.meta.env.SSR && import.meta.env.PROD;
