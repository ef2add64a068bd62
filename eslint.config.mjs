import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const appImport = { regex: '^(\\.\\./)+(services|gateway|shell|mfe-[a-z]+)/', message: 'An app imports packages, never another app.' };
const oneRouter = 'React Router is imported from @cricket/shell-sdk/router: the one copy the shell shares, holding only what the apps use.';
const routerImports = ['react-router', 'react-router-dom'].map((name) => ({ name, message: oneRouter }));
// By path, the SDK's router module is not the shared one: a remote would bundle a router of its own.
const routerByPath = { regex: '^\\.{1,2}/(.*/)?router(/index)?$', message: oneRouter };
const oneValidation = 'A request is read with ValidBody / ValidQuery (@cricket/service-kit): checked by its schema from contracts and documented in OpenAPI.';

// Every entity with a workspaceId column, read from the entity files, so a new one is covered the
// day it is written: its rows are reached only through WorkspaceRepository, which names the workspace.
const workspaceOwned = readdirSync('services', { recursive: true })
  .filter((file) => file.endsWith('.entity.ts') && file.includes('/src/'))
  .map((file) => readFileSync(join('services', file), 'utf8'))
  .filter((source) => /\bworkspaceId\b/.test(source))
  .flatMap((source) => [...source.matchAll(/export class (\w+)/g)].map(([, name]) => name));
const ownedNames = `/^(${[...new Set(workspaceOwned)].join('|')})$/`;
const oneScope = 'A workspace-owned table is read and written through its WorkspaceRepository (@cricket/service-kit), which takes the workspace.';
const noIntl = "Numbers and dates are shown through contracts' formatters (groupDigits, formatDate, formatMonth...): a page's first Intl call loads the browser's locale data, 0.1-0.3 s of a phone's main thread.";
const intlCalls = [
  { selector: 'CallExpression[callee.property.name=/^toLocale(String|DateString|TimeString)$/]', message: noIntl },
  { selector: "MemberExpression[object.name='Intl']", message: noIntl },
];
const tableCalls = '/^(find|findOne|findBy|findOneBy|findOneOrFail|findOneByOrFail|findAndCount|count|countBy|exists|existsBy|sum|average|minimum|maximum|insert|upsert|update|delete|softDelete|restore|increment|decrement|createQueryBuilder|getRepository|from|into)$/';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '.data/**', '.test-artifacts/**', '**/@mf-types/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { process: 'readonly', console: 'readonly', setTimeout: 'readonly', clearTimeout: 'readonly', setInterval: 'readonly', clearInterval: 'readonly', setImmediate: 'readonly', URL: 'readonly', fetch: 'readonly', __dirname: 'readonly', require: 'readonly', module: 'writable', Buffer: 'readonly', window: 'readonly', document: 'readonly', localStorage: 'readonly', navigator: 'readonly', WebSocket: 'readonly', AbortController: 'readonly', TextEncoder: 'readonly' },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error', 'debug'] }],
    },
  },
  {
    files: ['shell/**/*.tsx', 'shell/**/*.ts', 'mfe-*/**/*.tsx', 'mfe-*/**/*.ts', 'packages/shell-sdk/**/*.tsx', 'packages/shell-sdk/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // Apps depend on packages, never on each other: what two apps share lives in packages/. React
    // Router comes through the SDK's shared list of it; only tests make their own MemoryRouter.
    files: ['shell/**/*.{ts,tsx}', 'mfe-*/**/*.{ts,tsx}', 'packages/shell-sdk/src/**/*.{ts,tsx}', 'e2e/fixtures/**/*.{ts,tsx}'],
    ignores: ['packages/shell-sdk/src/router/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [appImport, routerByPath], paths: routerImports }] },
  },
  {
    files: ['shell/src/**/*.{ts,tsx}', 'mfe-*/src/**/*.{ts,tsx}', 'packages/shell-sdk/src/**/*.{ts,tsx}', 'packages/contracts/src/**/*.ts'],
    ignores: ['**/*.spec.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...intlCalls] },
  },
  {
    files: ['**/*.spec.{ts,tsx}', 'shell/src/test/**', 'packages/shell-sdk/src/testing/**'],
    ignores: ['packages/shell-sdk/src/router/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [appImport, routerByPath], paths: routerImports.map((path) => ({ ...path, allowImportNames: ['MemoryRouter'] })) }] },
  },
  {
    files: ['services/**/*.ts', 'gateway/**/*.ts', 'packages/service-kit/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [appImport],
          paths: [
            { name: '@nestjs/common', importNames: ['Body', 'Query'], message: oneValidation },
            { name: 'class-validator', message: oneValidation },
            { name: 'class-transformer', message: oneValidation },
          ],
        },
      ],
    },
  },
  {
    files: ['services/*/src/**/*.ts'],
    ignores: ['services/*/src/migrations/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: `CallExpression[callee.property.name=${tableCalls}][arguments.0.name=${ownedNames}]`, message: oneScope },
        { selector: `CallExpression[callee.name='InjectRepository'][arguments.0.name=${ownedNames}]`, message: oneScope },
      ],
    },
  },
  {
    files: ['scripts/**/*.mjs', '**/*.config.js', 'jest.config.js', 'packages/shell-sdk/*.js', '{shell,mfe-*}/*.js', 'bench/**'],
    rules: { 'no-console': 'off', '@typescript-eslint/no-require-imports': 'off' },
  },
);
