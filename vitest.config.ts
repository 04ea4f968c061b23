import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/*
 * Tests that close the shop (business-settings) or change its order-ahead schedule run on their
 * own, in a group of their own, so a checkout test running alongside never meets a shop that was
 * closed, or a window that was full, for a few milliseconds (the others run under the roomy
 * schedule of scripts/lib/roomy-schedule.mjs).
 * (Dishes the menu editor's tests add are told apart by the menu tests: support/seeded-menu.ts.)
 */
const SHOP_STATE_TESTS = [
  'tests/integration/business-settings.test.ts',
  'tests/integration/fulfilment-windows.test.ts',
  'tests/integration/window-holds.test.ts',
  'tests/integration/fulfilment-settings.test.ts',
];

export default defineConfig({
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  test: {
    // One in-memory database per run, migrated once; see tests/integration/global-setup.ts.
    globalSetup: ['tests/integration/global-setup.ts'],
    environment: 'node',
    // Worker threads start and import faster than child processes: 39 s instead of 47 s here.
    pool: 'threads',
    // `npm test` builds the site alongside these tests, so the two cores are shared: a test that
    // hashes passwords (bcrypt) can take a few seconds there. Timing is never what a test checks.
    testTimeout: 20_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'tests',
          include: ['tests/unit/**/*.test.ts', 'tests/integration/**/*.test.ts'],
          exclude: SHOP_STATE_TESTS,
        },
      },
      {
        extends: true,
        // One file at a time: each sets the shop's state and puts it back afterwards.
        test: { name: 'shop-state', include: SHOP_STATE_TESTS, sequence: { groupOrder: 1 }, fileParallelism: false },
      },
    ],
  },
});
