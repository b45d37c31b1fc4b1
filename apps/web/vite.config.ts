import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';

/**
 * The contract validates phones with libphonenumber's full metadata (`max`, 52 KB gzip), which the API
 * needs to tell a real Indonesian number from a well-shaped one. The browser never decides that: it only
 * re-reads numbers the server has already checked. Its bundle takes the `min` set (ADR 020).
 */
function browserPhoneMetadata(): Plugin {
  return {
    name: 'apotek:browser-phone-metadata',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    resolveId(source, importer) {
      if (source !== 'libphonenumber-js/max') return null;
      return this.resolve('libphonenumber-js/min', importer, { skipSelf: true });
    },
  };
}

type ModuleGraph = { getModuleIds(): IterableIterator<string>; getModuleInfo(id: string): { isEntry: boolean; importedIds: readonly string[] } | null };

/** The modules every hydrated page runs: the client entry's and the root route's static imports. */
const SHELL_STARTS = /\/app\/(?:entry\.client\.tsx|root\.tsx\?__react-router-build-client-route)$/;
/** The shop's layout (top bar, footer, cart and chat badges): nearly every page runs it too. */
const LAYOUT_STARTS = /\/app\/routes\/layouts\/default\.tsx\?__react-router-build-client-route$/;

/** The catalogue's pages, the ones a visitor lands on from a search engine or a link. */
const CATALOGUE_PAGES = ['_index', 'product.$slug', 'search', 'brand.$id', 'pharmacy.$slug'].map(
  (page) => new RegExp(`/app/routes/${page.replace(/[.$]/g, (c) => `\\${c}`)}\\.tsx\\?__react-router-build-client-route$`),
);

/** Modules that at least two of the pages import statically (and not already taken). */
function sharedByPages(graph: ModuleGraph, pages: readonly RegExp[], taken: ReadonlySet<string>): Set<string> {
  const seen = new Map<string, number>();
  for (const page of pages) for (const m of staticImports(graph, page, taken)) seen.set(m, (seen.get(m) ?? 0) + 1);
  return new Set([...seen].filter(([, count]) => count >= 2).map(([m]) => m));
}

/** Every module the starts import statically, transitively, except entries and those already in `taken`. */
function staticImports(graph: ModuleGraph, starts: RegExp, taken: ReadonlySet<string>): Set<string> {
  const found = new Set<string>();
  const stack = [...graph.getModuleIds()].filter((m) => starts.test(m)).flatMap((m) => graph.getModuleInfo(m)?.importedIds ?? []);
  for (let m = stack.pop(); m !== undefined; m = stack.pop()) {
    const info = graph.getModuleInfo(m);
    if (found.has(m) || taken.has(m) || !info || info.isEntry) continue;
    found.add(m);
    stack.push(...info.importedIds);
  }
  return found;
}

/**
 * One chunk for what every page loads before hydrating (ADR 026): the framework (React Router, Preact),
 * the client entry and the root route with everything they import statically. Left to itself Rollup
 * makes a chunk for every set of route modules that shares a module, so these came as thirty-odd files
 * of a few hundred bytes, each compressed alone (or sent plain under 1 KB): about 8 KB more per page
 * than the same code in this one chunk. Route modules stay their own chunks, and what only some pages
 * import stays out of the shell.
 *
 * Two more (ADR 038): `layout`, what the shop's default layout imports, and `catalogue`, what two or more
 * of the catalogue's landing pages import: those were thirty-odd more files of under 2 KB, and on a
 * phone's connection (six connections to one host on HTTP/1.1) every request in the head delays the
 * page's main image behind it.
 */
function shellChunk() {
  let shell: Set<string> | undefined;
  let layout: Set<string> | undefined;
  let shared: Set<string> | undefined;
  return (id: string, graph: ModuleGraph): string | undefined => {
    shell ??= staticImports(graph, SHELL_STARTS, new Set());
    layout ??= staticImports(graph, LAYOUT_STARTS, shell);
    if (shell.has(id)) return 'shell';
    if (layout.has(id)) return 'layout';
    shared ??= sharedByPages(graph, CATALOGUE_PAGES, new Set([...shell, ...layout]));
    return shared.has(id) ? 'catalogue' : undefined;
  };
}

/**
 * The messages the browser fetches before hydrating (app/i18n/*.json?url, ADR 020) go out without the
 * source's indentation: 0.8 KB less gzip on every page's first load. The file keeps the name (and hash)
 * of its source, which is what the server's pages link to.
 */
function minifiedJsonAssets(): Plugin {
  return {
    name: 'apotek:minified-json-assets',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle(_, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type === 'asset' && file.fileName.endsWith('.json')) file.source = JSON.stringify(JSON.parse(String(file.source)));
      }
    },
  };
}

/** What the browser bundle takes instead of React (docs/decisions/026-preact-in-the-browser.md). */
const PREACT_FOR: Readonly<Record<string, string>> = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/compat/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/compat/jsx-dev-runtime',
};

/**
 * The browser renders with Preact's React compatibility layer: React 19's client (react-dom, 66 KB gzip)
 * alone was two thirds of the first-load budget of 100 KB (ADR 020). The server keeps React 19
 * (react-dom/server renders the HTML, with streaming); its bundle is untouched, as are the sources, which
 * import `react` and are typed against it. Builds only: `react-router dev` stays on React, whose Fast
 * Refresh and pre-bundled dependencies it is made for, and lib/renderer.ts tells the code which it has.
 */
function preactInTheBrowser(): Plugin {
  return {
    name: 'apotek:preact-in-the-browser',
    enforce: 'pre',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    configEnvironment(name) {
      if (name === 'client') return { build: { rollupOptions: { output: { manualChunks: shellChunk() } } } };
    },
    resolveId(source, importer) {
      const target = PREACT_FOR[source];
      return target ? this.resolve(target, importer, { skipSelf: true }) : null;
    },
  };
}

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), browserPhoneMetadata(), preactInTheBrowser(), minifiedJsonAssets()],
  // Message files stay files: a small one inlined as a data: URL would be fetched against the CSP's
  // connect-src (refused) and would travel inside the shell chunk on every page (ADR 038).
  build: { assetsInlineLimit: (file) => (file.endsWith('.json') ? false : undefined) },
  resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
});
