import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Tests run the workspace packages from their TypeScript sources, so no build is needed first.
const source = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  resolve: {
    // Each entry names one import exactly (a string would also catch the subpaths below it).
    alias: [
      { find: /^@stockroom\/db$/, replacement: source('./packages/db/src/index.ts') },
      { find: /^@stockroom\/db\/statuses$/, replacement: source('./packages/db/src/statuses.ts') },
      { find: /^@stockroom\/api$/, replacement: source('./packages/api/src/index.ts') },
      { find: /^@stockroom\/api\/event-types$/, replacement: source('./packages/api/src/events/event-types.ts') },
      { find: /^@stockroom\/client$/, replacement: source('./packages/client/src/index.ts') },
    ],
  },
  test: {
    include: ['packages/*/test/**/*.test.ts', 'apps/*/test/**/*.test.ts'],
    globalSetup: ['./apps/server/test/support/global-setup.ts', './apps/desktop/test/support/build-renderer.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
