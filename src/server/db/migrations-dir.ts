import { resolve } from 'node:path';

/**
 * Where Netlify looks for SQL migrations; Netlify applies them on deploy, we apply them in dev
 * and tests. Resolved from the working directory (the project root for `astro dev`, vitest and the
 * scripts) because in dev the functions run from a bundled copy under .netlify/, where a path
 * relative to this file would point nowhere.
 */
export const MIGRATIONS_DIR = resolve(process.cwd(), 'netlify/database/migrations');
