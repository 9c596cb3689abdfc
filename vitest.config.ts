import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// Tests import workspace packages from their TypeScript sources (the "@stockroom/source" export condition).
const conditions = ['@stockroom/source', ...defaultServerConditions];

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  test: {
    include: ['packages/*/test/**/*.test.ts', 'apps/*/test/**/*.test.ts'],
    globalSetup: ['./apps/server/test/support/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
