// Lint rules, including the layer rules of ARCHITECTURE.md: apps → packages/api → packages/db,
// modules of packages/api reach each other only through their index.ts, and no import cycles.
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import noTypeImportCycle from './eslint-rules/no-type-import-cycle.js';

export default tseslint.config(
  { ignores: ['packages/client/src/api.ts', '**/dist/**', '**/release/**', '**/node_modules/**', '**/.data/**', '**/drizzle/**', '.turbo/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
    },
  },
  {
    // No import cycles (ARCHITECTURE.md, Modules). import-x/no-cycle follows value imports, resolved
    // as TypeScript resolves them (@stockroom/* to their sources, by the condition tsconfig.base.json
    // sets), and not into node_modules; a type-only import on a cycle, which it skips, is
    // no-type-import-cycle's.
    files: ['**/*.{ts,tsx,mts,cts}'],
    plugins: { 'import-x': importX, stockroom: { rules: { 'no-type-import-cycle': noTypeImportCycle } } },
    settings: {
      // The files import-x reads for their imports (its default is .js only).
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.cts', '.js', '.mjs', '.cjs'],
      // Each file is read and resolved once per run (its default forgets after 30 s; lint runs once).
      'import-x/cache': { lifetime: Infinity },
      'import-x/resolver-next': [createTypeScriptImportResolver({ conditionNames: ['@stockroom/source', 'types', 'import', 'node', 'require', 'default'] })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'stockroom/no-type-import-cycle': 'error',
    },
  },
  {
    files: ['bench/**/*.js'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['apps/desktop/src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'electron', message: 'The renderer runs sandboxed: reach Electron only through the preload bridge.' }],
          patterns: [
            // Besides types, only @stockroom/api/event-types, which imports nothing but the status lists.
            {
              regex: '^@stockroom/(db|api(?!/event-types$))(/|$)',
              allowTypeImports: true,
              message: 'The renderer imports only types from the server packages (the AppRouter type), and the event types from @stockroom/api/event-types.',
            },
            { group: ['node:*'], message: 'The renderer runs sandboxed: no Node modules.' },
          ],
        },
      ],
    },
  },
  {
    // A sandboxed preload is a CommonJS script that may only require('electron').
    files: ['apps/desktop/electron/preload.cts'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['packages/db/src/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@trpc/*', 'fastify', '@fastify/*', '@stockroom/api', '@stockroom/server', 'zod'], message: 'packages/db knows nothing of HTTP, tRPC or validation.' }] }],
    },
  },
  {
    files: ['packages/api/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['fastify', '@fastify/*', '@stockroom/server'], message: 'packages/api knows nothing of Fastify.' },
            { group: ['../*/*', '!../*/index.js', '!../auth/permissions.js', '!../auth/identity.js'], message: "Reach another module only through its index.ts (auth/permissions.ts and auth/identity.ts are shared leaves)." },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/api/src/*/*.repository.ts'],
    rules: {
      'no-restricted-syntax': ['error', { selector: "CallExpression[callee.property.name='transaction']", message: 'Only services open transactions.' }],
    },
  },
);
