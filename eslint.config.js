// Lint rules, including the layer rules of ARCHITECTURE.md: apps → packages/api → packages/db, and
// modules of packages/api reach each other only through their index.ts. Import cycles are
// dependency-cruiser's (.dependency-cruiser.mjs), which `npm run lint` runs after ESLint.
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Values reach SQL as parameters or Drizzle's own chunks, never as text spliced into it. */
const noRawSql = { selector: "CallExpression[callee.object.name='sql'][callee.property.name='raw']", message: 'No sql.raw: bind the value, or build the fragment with sql`` and sql.identifier.' };

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
    files: ['bench/**/*.js', 'apps/desktop/start.mjs'],
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
  // A module's files, and the files of its capability folders one level down (inventory/ledger/…),
  // reach another module only through its index.ts.
  ...[
    { files: ['packages/api/src/**/*.ts'], up: '../' },
    { files: ['packages/api/src/*/*/**/*.ts'], up: '../../' },
  ].map(({ files, up }) => ({
    files,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['fastify', '@fastify/*', '@stockroom/server'], message: 'packages/api knows nothing of Fastify.' },
            {
              group: [`${up}*/*`, `!${up}*/index.js`, `!${up}auth/permissions.js`, `!${up}auth/identity.js`],
              message: 'Reach another module only through its index.ts (auth/permissions.ts and auth/identity.ts are shared leaves).',
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['packages/*/src/**/*.ts', 'apps/*/src/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', noRawSql] },
  },
  {
    // Sources stay readable in one sitting: a file holds one capability, a function one step.
    files: ['packages/*/src/**/*.{ts,tsx}', 'apps/*/src/**/*.{ts,tsx}', 'apps/*/electron/**/*.{ts,cts}'],
    ignores: ['packages/db/src/schema.ts'],
    rules: {
      'max-lines': ['error', { max: 500 }],
      'max-lines-per-function': ['error', { max: 100, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    files: ['packages/api/src/**/*.repository.ts'],
    rules: {
      'no-restricted-syntax': ['error', noRawSql, { selector: "CallExpression[callee.property.name='transaction']", message: 'Only services open transactions.' }],
    },
  },
);
