import { resolve } from 'node:path';

/**
 * Where Netlify looks for SQL migrations (it applies them on deploy; the tests apply them at start).
 * Resolved from the working directory, the project root for vitest and the scripts.
 */
export const MIGRATIONS_DIR = resolve(process.cwd(), 'netlify/database/migrations');
