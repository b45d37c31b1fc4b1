import { readdirSync, readFileSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// `npm install --omit=dev && npm start` builds the web app on first start and serves its server build,
// which imports packages at run time: everything the web app's code and build config import has to be a
// production dependency of apps/web. (The API bundle checks the same for the API when it is built.)
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const web = join(root, 'apps/web');

/** Package names a source file imports as values (type-only imports vanish at build time). */
function importedPackages(source: string): string[] {
  const specifiers = [
    ...source.matchAll(/^\s*(?:import|export)\s+(?!type\s)[^'";]*?\bfrom\s*'([^']+)'/gm),
    ...source.matchAll(/^\s*import\s*'([^']+)'/gm),
    ...source.matchAll(/\bimport\(\s*'([^']+)'\s*\)/g),
  ].map((m) => m[1] ?? '');
  const bare = specifiers.filter((s) => /^[^./~]/.test(s) && !s.startsWith('virtual:') && !isBuiltin(s));
  return [...new Set(bare.map((s) => s.split('/').slice(0, s.startsWith('@') ? 2 : 1).join('/')))];
}

function sourcesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.(?:ts|tsx)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) && !e.name.endsWith('.d.ts'))
    .map((e) => join(e.parentPath, e.name));
}

describe('production dependencies of the web app', () => {
  it('tells value imports from type-only ones', () => {
    const sample = [
      "import type { z } from 'zod';",
      "import { config } from 'zod';",
      "import { type Foo, bar } from '@scope/pkg/sub';",
      "import './local.ts';",
      "import 'leaflet/dist/leaflet.css';",
      "import { readFile } from 'node:fs';",
      "const lazy = () => import('lazy-pkg');",
      "import {\n  a,\n  b,\n} from 'multi-line';",
    ].join('\n');
    expect(importedPackages(sample).sort()).toEqual(['@scope/pkg', 'lazy-pkg', 'leaflet', 'multi-line', 'zod']);
    expect(importedPackages("import type { Config } from '@react-router/dev/config';")).toEqual([]);
  });

  it('lists every package the app code and its build config import in "dependencies"', () => {
    const pkg = JSON.parse(readFileSync(join(web, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> };
    const declared = new Set(Object.keys(pkg.dependencies ?? {}));
    const files = [...sourcesUnder(join(web, 'app')), join(web, 'vite.config.ts'), join(web, 'react-router.config.ts')];
    const missing = files.flatMap((file) =>
      importedPackages(readFileSync(file, 'utf8'))
        .filter((name) => !declared.has(name))
        .map((name) => `${name} (${file.slice(root.length + 1)})`),
    );
    expect(missing).toEqual([]);
  });
});
