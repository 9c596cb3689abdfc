import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Tests run the workspace packages from their TypeScript sources, so no build is needed first.
const source = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  resolve: {
    alias: {
      '@stockroom/db': source('./packages/db/src/index.ts'),
      '@stockroom/api': source('./packages/api/src/index.ts'),
      '@stockroom/client': source('./packages/client/src/index.ts'),
    },
  },
  test: {
    include: ['packages/*/test/**/*.test.ts', 'apps/*/test/**/*.test.ts'],
    globalSetup: ['./apps/server/test/support/global-setup.ts', './apps/desktop/test/support/build-renderer.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
