import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/integration/**/*.test.ts'],
    // One in-memory database per run, migrated once; see tests/integration/global-setup.ts.
    globalSetup: ['tests/integration/global-setup.ts'],
    environment: 'node',
  },
});
