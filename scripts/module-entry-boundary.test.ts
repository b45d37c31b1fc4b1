import { ESLint } from 'eslint';
import { rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// ADR 014: workflows and routes reach a module only through its index.ts, and a module never reaches back
// into a workflow or a route. Real files are linted (the plugin checks only imports it can resolve), so a
// config change that stops catching a deep import fails here.
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const eslint = new ESLint({ cwd: root });

async function boundaryErrorsOf(file: string, code: string) {
  const path = join(root, file);
  writeFileSync(path, code);
  try {
    const [result] = await eslint.lintFiles([path]);
    return (result?.messages ?? []).filter((m) => m.ruleId?.startsWith('boundaries/'));
  } finally {
    rmSync(path, { force: true });
  }
}

describe('module entry points', () => {
  it('refuses a workflow that imports a file behind a module index', async () => {
    const errors = await boundaryErrorsOf(
      `apps/api/src/workflows/probe-deep-${process.pid}.ts`,
      "import { findOrderById } from '../modules/orders/orders.repository.ts';\nexport const probe = findOrderById;\n",
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]!.message).toContain('api-module');
  });

  it('lets a workflow import the same function through the module index', async () => {
    const errors = await boundaryErrorsOf(
      `apps/api/src/workflows/probe-entry-${process.pid}.ts`,
      "import { findOrderById } from '../modules/orders/index.ts';\nexport const probe = findOrderById;\n",
    );
    expect(errors).toEqual([]);
  });

  it('holds the HTTP layer to module indexes too', async () => {
    const deep = await boundaryErrorsOf(
      `apps/api/src/routes/probe-deep-${process.pid}.ts`,
      "import { paymentMethod } from '../modules/payments/payment-methods.ts';\nexport const probe = paymentMethod;\n",
    );
    const entry = await boundaryErrorsOf(
      `apps/api/src/routes/probe-entry-${process.pid}.ts`,
      "import { paymentMethod } from '../modules/payments/index.ts';\nexport const probe = paymentMethod;\n",
    );
    expect(deep).toHaveLength(1);
    expect(entry).toEqual([]);
  });

  it('keeps modules from importing workflows or routes', async () => {
    const workflow = await boundaryErrorsOf(
      `apps/api/src/modules/payments/probe-workflow-${process.pid}.ts`,
      "import { PaymentSync } from '../../workflows/payment-sync.ts';\nexport const probe = PaymentSync;\n",
    );
    const route = await boundaryErrorsOf(
      `apps/api/src/modules/payments/probe-route-${process.pid}.ts`,
      "import { paymentRoutes } from '../../routes/payments.routes.ts';\nexport const probe = paymentRoutes;\n",
    );
    expect(workflow).toHaveLength(1);
    expect(route).toHaveLength(1);
  });
});
