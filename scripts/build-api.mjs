// Bundles the API (our TypeScript and the contract's) into one plain ES module, so production runs it with
// `node` alone: no TypeScript loader (tsx is a devDependency) and nothing compiled at run time.
// Run directly (`node scripts/build-api.mjs`) it builds apps/api/dist/server.js; `npm start` imports it and
// builds only when the bundle is missing or older than one of its inputs.
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { isBuiltin } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, formatMessages, stop } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

export const API_ENTRY = join(root, 'apps/api/src/server.ts');
export const API_BUNDLE = join(root, 'apps/api/dist/server.js');

/** Where the bundle lists the files it was built from (esbuild's metafile), for the staleness check. */
const metaFileOf = (outfile) => outfile.replace(/\.js$/, '.meta.json');

/** The workspace package.json that governs a source file: the nearest one above it. */
function packageJsonOf(file) {
  for (let dir = dirname(file); ; dir = dirname(dir)) {
    const candidate = join(dir, 'package.json');
    if (existsSync(candidate)) return candidate;
    if (dirname(dir) === dir) return undefined;
  }
}

const packageNameOf = (specifier) => specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');
const RESOLVING = Symbol('resolving from the bundle');

/**
 * Packages from node_modules stay `import`s resolved at run time: native ones (better-sqlite3, argon2)
 * cannot be bundled, pino starts its transports by package name, and they are installed anyway. Our own
 * workspace packages are TypeScript sources (`@apotek/contract` exports `.ts` files), so they are bundled.
 *
 * Two mistakes would only show in production, so they fail the build instead: a package the importing
 * workspace lists only in devDependencies (`npm install --omit=dev` leaves it out), and a package the
 * bundle would find in another copy than its source does (a workspace's own nested node_modules).
 */
const externalPackages = (outfile) => ({
  name: 'external-packages',
  setup(b) {
    const declared = new Map();
    const dependenciesOf = (pkgFile) => {
      if (!declared.has(pkgFile)) {
        const pkg = JSON.parse(readFileSync(pkgFile, 'utf8'));
        declared.set(pkgFile, new Set(Object.keys({ ...pkg.dependencies, ...pkg.optionalDependencies, ...pkg.peerDependencies })));
      }
      return declared.get(pkgFile);
    };
    b.onResolve({ filter: /^[^./]/ }, async (args) => {
      if (args.pluginData === RESOLVING || args.path.startsWith('@apotek/')) return undefined;
      if (isBuiltin(args.path)) return { path: args.path, external: true };
      const name = packageNameOf(args.path);
      const pkgFile = packageJsonOf(args.importer);
      if (pkgFile && !dependenciesOf(pkgFile).has(name)) {
        return { errors: [{ text: `"${name}" is not in the "dependencies" of ${relative(root, pkgFile)}: a production install (npm install --omit=dev) would not have it` }] };
      }
      const [fromSource, fromBundle] = await Promise.all(
        [args.resolveDir, dirname(outfile)].map((resolveDir) => b.resolve(args.path, { kind: args.kind, resolveDir, pluginData: RESOLVING })),
      );
      if (fromSource.errors.length === 0 && fromSource.path !== fromBundle.path) {
        const found = fromBundle.errors.length ? 'cannot find it' : `would load ${relative(root, fromBundle.path)}`;
        return { errors: [{ text: `"${args.path}" resolves to ${relative(root, fromSource.path)} from the source, but the bundle in ${relative(root, dirname(outfile))} ${found}` }] };
      }
      return { path: args.path, external: true };
    });
  },
});

/**
 * `import.meta.url` in a source file means "where this file is" (config.ts finds the repository root,
 * version.ts its package.json). In a bundle it would mean the bundle, so each use is replaced by the
 * source file's address, written relative to the bundle: the built tree can still be moved as a whole.
 */
const sourceFileUrls = (outfile) => ({
  name: 'source-file-urls',
  setup(b) {
    b.onLoad({ filter: /\.ts$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      if (!source.includes('import.meta')) return undefined;
      const fromBundle = relative(dirname(outfile), args.path).split('\\').join('/');
      const url = `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`;
      const contents = source
        .replaceAll(/\bimport\.meta\.url\b/g, url)
        .replaceAll(/\bimport\.meta\.filename\b/g, `__apotekFileURLToPath(${url})`)
        .replaceAll(/\bimport\.meta\.dirname\b/g, `__apotekDirname(__apotekFileURLToPath(${url}))`);
      return { contents, loader: 'ts' };
    });
  },
});

/** Builds the API bundle into `outfile` (default apps/api/dist/server.js); resolves to esbuild's metafile. */
export async function buildApi({ entry = API_ENTRY, outfile = API_BUNDLE } = {}) {
  // Made first: the check that packages resolve from the bundle's folder needs the folder.
  mkdirSync(dirname(outfile), { recursive: true });
  const result = await build({
    absWorkingDir: root,
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    sourcemap: 'linked',
    sourcesContent: false,
    metafile: true,
    write: false,
    // Failures are thrown with their messages (buildApiOrExit prints them); warnings are printed below.
    logLevel: 'silent',
    legalComments: 'none',
    // For import.meta.filename/dirname rewritten above; only referenced when a source uses them.
    banner: {
      js: "import { fileURLToPath as __apotekFileURLToPath } from 'node:url'; import { dirname as __apotekDirname } from 'node:path';",
    },
    plugins: [externalPackages(outfile), sourceFileUrls(outfile)],
  });
  if (result.warnings.length > 0) {
    console.warn((await formatMessages(result.warnings, { kind: 'warning', color: process.stderr.isTTY })).join(''));
  }
  // Each file is written beside and renamed into place, so a server starting meanwhile reads the old or the
  // new one, never half. The bundle goes last: its mtime is what the staleness check compares against.
  const outputs = [
    { path: metaFileOf(outfile), contents: JSON.stringify(result.metafile) },
    ...result.outputFiles.filter((file) => file.path !== outfile),
    ...result.outputFiles.filter((file) => file.path === outfile),
  ];
  for (const file of outputs) {
    const temporary = `${file.path}.${process.pid}.tmp`;
    writeFileSync(temporary, file.contents);
    renameSync(temporary, file.path);
  }
  return result.metafile;
}

/**
 * True when the bundle is missing, or one of the files it was built from (or this script) changed or went
 * away since. A new source file matters only once an existing one imports it, which changes that file.
 */
export function apiBundleIsStale(outfile = API_BUNDLE) {
  const metaFile = metaFileOf(outfile);
  if (!existsSync(outfile) || !existsSync(metaFile)) return true;
  const built = statSync(outfile).mtimeMs;
  let inputs;
  try {
    inputs = Object.keys(JSON.parse(readFileSync(metaFile, 'utf8')).inputs);
  } catch {
    return true;
  }
  return [fileURLToPath(import.meta.url), ...inputs.map((input) => resolve(root, input))].some(
    (file) => !existsSync(file) || statSync(file).mtimeMs > built,
  );
}

/** For the command line: on failure exits 1 after esbuild has printed what failed, with file and line. */
export async function buildApiOrExit(outfile = API_BUNDLE) {
  try {
    return await buildApi({ outfile });
  } catch (error) {
    // esbuild's messages name the file and line; only a different failure (a write refused) needs its stack.
    if (Array.isArray(error?.errors)) {
      const messages = await formatMessages(error.errors, { kind: 'error', color: process.stderr.isTTY });
      console.error(messages.join(''));
    } else console.error(error);
    process.exit(1);
  } finally {
    // esbuild keeps a helper process for the next build; `npm start` builds once, then runs the server for days.
    await stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const started = performance.now();
  await buildApiOrExit();
  console.info(`API dibangun: ${relative(root, API_BUNDLE)} (${Math.round(performance.now() - started)} ms)`);
}
