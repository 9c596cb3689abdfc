import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Tests run the workspace packages from their TypeScript sources, so no build is needed first.
const source = (path: string) => fileURLToPath(new URL(path, import.meta.url));

const E2E = 'apps/desktop/test/e2e/**/*.test.ts';
/** Files that time a recovery ("serves again within a second"): they run with the machine to themselves. */
const ALONE = ['apps/server/test/connection-loss.test.ts'];
/**
 * Files that run the server and the CLI as processes of their own, each on an embedded database it
 * builds: the longest files of the suite (the CLI's alone about 2.5 minutes on PGlite). Started before
 * the other server files (the sequencer orders projects of one group by name) so that no worker is
 * left running one of them after the rest are done; on a clean clone there are no timings from an
 * earlier run to order by, and Vitest would start these small files last.
 */
const PROCESSES = ['apps/server/test/cli.test.ts', 'apps/server/test/startup.test.ts', 'apps/server/test/demo.recipes.test.ts'];
const DATABASE_SETUP = './apps/server/test/support/global-setup.ts';

/**
 * Test files run side by side: each works on its own copy of the migrated template database, so
 * they share nothing but the machine. On PostgreSQL a file mostly waits on the server, so more
 * files than cores keep both busy; embedded PGlite computes in the worker itself, one per core.
 * TEST_WORKERS overrides either.
 */
const workers = Number(process.env.TEST_WORKERS) || (process.env.TEST_DATABASE_URL ? 4 : 2);

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
    testTimeout: 30_000,
    hookTimeout: 60_000,
    maxWorkers: workers,
    // Three groups, run one after the other: a run can leave out the browser tests (`--project
    // processes --project server --project alone`) and with them the renderer build they need;
    // `npm test` runs all.
    projects: [
      {
        extends: true,
        test: {
          name: 'processes',
          sequence: { groupOrder: 0 },
          include: PROCESSES,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          sequence: { groupOrder: 0 },
          include: ['packages/*/test/**/*.test.ts', 'apps/*/test/**/*.test.ts'],
          exclude: [E2E, ...ALONE, ...PROCESSES],
          globalSetup: [DATABASE_SETUP],
          // A worker imports the server's modules once for all its files rather than once per file
          // (about a second a file): each file builds its own app over its own database, and the
          // spies a test sets are restored after it.
          isolate: false,
          restoreMocks: true,
        },
      },
      {
        extends: true,
        test: {
          name: 'alone',
          // After the server tests, one file at a time: a time to recovery measured beside three
          // other test files and a browser on two cores measured their load (1.5 to 1.8 s, where alone
          // it takes 0.3 to 0.7 s, also with both cores otherwise busy).
          sequence: { groupOrder: 1 },
          maxWorkers: 1,
          include: ALONE,
          globalSetup: [DATABASE_SETUP],
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: [E2E],
          // One import of the server, the renderer's client and playwright-core for all the files,
          // as the server tests do: each file starts and closes its own stack.
          isolate: false,
          // After the server tests, one file at a time: each drives Chromium beside a server and a
          // page server, and beside other files on two cores the pages missed their timeouts.
          sequence: { groupOrder: 2 },
          maxWorkers: 1,
          globalSetup: [DATABASE_SETUP, './apps/desktop/test/support/build-renderer.ts'],
        },
      },
    ],
  },
});
