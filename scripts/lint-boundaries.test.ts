import { ESLint } from 'eslint';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The boundaries are only worth having if the linter really refuses a crossing. The plugin checks
// only imports it can resolve, so the probe targets are written for the run and removed after it.
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const eslint = new ESLint({ cwd: root });
const tag = `probe${process.pid}`;
const targets = [
  `apps/api/src/modules/${tag}a/own.ts`,
  `apps/api/src/modules/${tag}b/other.ts`,
  `apps/web/app/features/${tag}b/other.ts`,
];

beforeAll(() => {
  for (const file of targets) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), 'export const x = 1;\n');
  }
});
afterAll(() => {
  for (const file of targets) rmSync(dirname(join(root, file)), { recursive: true, force: true });
});

async function boundaryErrors(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: join(root, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'boundaries/element-types');
}

describe('import boundaries', () => {
  it('refuses one API module importing another', async () => {
    const errors = await boundaryErrors(
      `apps/api/src/modules/${tag}a/probe.ts`,
      `import { x } from '../${tag}b/other.ts';\nexport const y = x;\n`,
    );
    expect(errors).toHaveLength(1);
  });

  it('lets a module use its own files and the contract', async () => {
    const errors = await boundaryErrors(
      `apps/api/src/modules/${tag}a/probe.ts`,
      "import { x } from './own.ts';\nimport { formatRupiah } from '../../../../../packages/contract/src/index.ts';\nexport const y = [x, formatRupiah];\n",
    );
    expect(errors).toEqual([]);
  });

  it('keeps the contract free of app code', async () => {
    const errors = await boundaryErrors(
      'packages/contract/src/probe.ts',
      `import { x } from '../../../apps/api/src/modules/${tag}b/other.ts';\nexport const y = x;\n`,
    );
    expect(errors).toHaveLength(1);
  });

  it('keeps web features apart and away from the API', async () => {
    const feature = await boundaryErrors(
      `apps/web/app/features/${tag}a/probe.ts`,
      `import { x } from '../${tag}b/other.ts';\nexport const y = x;\n`,
    );
    const api = await boundaryErrors(
      `apps/web/app/features/${tag}a/probe.ts`,
      `import { x } from '../../../../api/src/modules/${tag}b/other.ts';\nexport const y = x;\n`,
    );
    const aliased = await boundaryErrors(
      `apps/web/app/features/${tag}a/probe.ts`,
      `import { x } from '~/features/${tag}b/other';\nexport const y = x;\n`,
    );
    expect(feature).toHaveLength(1);
    expect(api).toHaveLength(1);
    expect(aliased).toHaveLength(1);
  });
});
