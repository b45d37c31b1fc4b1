// @ts-check
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import tseslint from 'typescript-eslint';

/**
 * Import boundaries (ARCHITECTURE §1, ADR 014): the contract depends on nothing of ours; an API module touches
 * only its own folder plus platform, db and the contract, and never a workflow or a route; writes across
 * modules go through workflows; workflows and the HTTP layer (apps/api/src/routes) reach a module only
 * through its entry file `index.ts`; the web never imports the API and vice versa (the API loads the web
 * build at run time only).
 */
const elements = [
  // Tests beside the code may use the API's shared test helpers; listed first so they win.
  { type: 'api-spec', pattern: 'apps/api/src/**/*.test.ts', mode: 'full' },
  { type: 'contract', pattern: 'packages/contract/src', mode: 'folder' },
  // A module's entry file, before api-module so it wins: the only file of a module other layers may name.
  { type: 'api-module-entry', pattern: 'apps/api/src/modules/*/index.ts', mode: 'file', capture: ['domain'] },
  { type: 'api-module', pattern: 'apps/api/src/modules/*', mode: 'folder', capture: ['domain'] },
  { type: 'api-workflow', pattern: 'apps/api/src/workflows', mode: 'folder' },
  { type: 'api-routes', pattern: 'apps/api/src/routes', mode: 'folder' },
  { type: 'api-platform', pattern: 'apps/api/src/platform', mode: 'folder' },
  { type: 'api-db', pattern: 'apps/api/src/db', mode: 'folder' },
  { type: 'api-web', pattern: 'apps/api/src/web', mode: 'folder' },
  { type: 'api-test', pattern: 'apps/api/test', mode: 'folder' },
  { type: 'api-root', pattern: 'apps/api/src/*.ts', mode: 'file' },
  { type: 'web-route', pattern: 'apps/web/app/routes', mode: 'folder' },
  { type: 'web-feature', pattern: 'apps/web/app/features/*', mode: 'folder', capture: ['domain'] },
  { type: 'web-console', pattern: 'apps/web/app/console', mode: 'folder' },
  { type: 'web-ui', pattern: 'apps/web/app/components', mode: 'folder' },
  { type: 'web-shared', pattern: 'apps/web/app/(lib|i18n)', mode: 'folder' },
  { type: 'web-root', pattern: 'apps/web/app/*.{ts,tsx}', mode: 'file' },
];

const web = ['contract', 'web-ui', 'web-shared'];
const rules = [
  { from: 'contract', allow: ['contract'] },
  { from: 'api-module', allow: ['contract', 'api-platform', 'api-db', ['api-module', { domain: '${from.domain}' }]] },
  { from: 'api-module-entry', allow: [['api-module', { domain: '${from.domain}' }]] },
  // Workflows and routes see a module's index.ts only (api-module-entry), never a file behind it.
  { from: 'api-workflow', allow: ['contract', 'api-platform', 'api-db', 'api-module-entry', 'api-workflow'] },
  { from: 'api-routes', allow: ['contract', 'api-platform', 'api-db', 'api-module-entry', 'api-workflow', 'api-routes'] },
  { from: 'api-platform', allow: ['contract', 'api-platform', 'api-db'] },
  // db assembles the Database type from each module's tables and runs the seeds.
  { from: 'api-db', allow: ['contract', 'api-db', 'api-platform', 'api-module', 'api-module-entry'] },
  { from: 'api-web', allow: ['contract', 'api-web', 'api-platform'] },
  { from: 'api-root', allow: ['contract', 'api-root', 'api-platform', 'api-db', 'api-module-entry', 'api-workflow', 'api-routes', 'api-web'] },
  // Tests may reach inside what they test.
  { from: 'api-spec', allow: ['contract', 'api-spec', 'api-test', 'api-root', 'api-platform', 'api-db', 'api-module', 'api-module-entry', 'api-workflow', 'api-routes', 'api-web'] },
  { from: 'api-test', allow: ['contract', 'api-test', 'api-root', 'api-platform', 'api-db', 'api-module', 'api-module-entry', 'api-workflow', 'api-routes'] },
  { from: 'web-ui', allow: web },
  { from: 'web-shared', allow: web },
  { from: 'web-feature', allow: [...web, ['web-feature', { domain: '${from.domain}' }]] },
  { from: 'web-console', allow: [...web, 'web-feature', 'web-console'] },
  { from: 'web-route', allow: [...web, 'web-feature', 'web-console', 'web-route'] },
  { from: 'web-root', allow: [...web, 'web-feature', 'web-route', 'web-root'] },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/build/**',
      '**/dist/**',
      '**/.react-router/**',
      'data/**',
      'bench/results/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['packages/**/*.ts', 'apps/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': elements,
      'boundaries/include': ['packages/contract/src/**/*', 'apps/**/*'],
      // The typescript resolver follows the web's `~/` alias and workspace packages; without it those
      // imports would be unresolved and silently pass the boundary check.
      'import/resolver': {
        typescript: { noWarnOnMultipleProjects: true, project: ['apps/web/tsconfig.json', 'apps/api/tsconfig.json', 'packages/contract/tsconfig.json'] },
        node: { extensions: ['.ts', '.tsx', '.js'] },
      },
    },
    rules: {
      'boundaries/element-types': [2, { default: 'disallow', rules }],
    },
  },
  {
    files: ['scripts/**', 'bench/**', 'e2e/**', '.ci/**'],
    rules: { 'no-console': 'off' },
  },
);
