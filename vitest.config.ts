import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const STATEFUL_UNIT_TESTS = [
  'tests/unit/stores/**/*.test.ts',
  'tests/unit/lib/**/*.test.ts',
  'tests/unit/server/**/*.test.ts',
];

export default defineConfig({
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  test: {
    environment: 'node',
    // Worker threads start and import faster than child processes: 39 s instead of 47 s here.
    pool: 'threads',
    // One worker per core, where vitest's default leaves a core to its main thread: here that thread
    // also serves each integration file's database (tests/integration/support/database-host.ts).
    // On two shared cores (load 10-14) two workers ran the whole suite in 200 s, one in 235 s.
    maxWorkers: availableParallelism(),
    // `npm test` builds the site alongside these tests, so the two cores are shared: a test that
    // hashes passwords (bcrypt) can take a few seconds there. Timing is never what a test checks.
    testTimeout: 20_000,
    projects: [
      {
        extends: true,
        // Rules and pure functions: one module graph per worker, not one per file. Importing each
        // file's graph afresh was most of their time (the unit tests took 29 s of CPU, 14 s so);
        // none of these files changes a global, the environment or a module's state.
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          exclude: STATEFUL_UNIT_TESTS,
          isolate: false,
        },
      },
      // The stores, the API client and the server's settings stub globals (fetch, window, storage),
      // the environment or a module's state, which must not reach another file: each file on its own.
      { extends: true, test: { name: 'unit-isolated', include: STATEFUL_UNIT_TESTS } },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          // One database per test file, copied from a template migrated once per run.
          globalSetup: ['tests/integration/global-setup.ts'],
          setupFiles: ['tests/integration/own-database.ts', 'tests/integration/quick-password-hashes.ts'],
        },
      },
      {
        extends: true,
        // Screens' states (empty, loading, failing, paging) rendered from a store or a stubbed fetch:
        // React Testing Library in happy-dom, no server (tests/README.md).
        test: {
          name: 'component',
          include: ['tests/component/**/*.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['tests/component/support/setup.ts'],
          // A file's first test imports its island's whole module graph: seconds when CI builds alongside.
          testTimeout: 60_000,
        },
      },
    ],
  },
});
