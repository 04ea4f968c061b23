import { fileURLToPath } from 'node:url';

/** Where Netlify looks for SQL migrations; applied by Netlify on deploy, by us in dev and tests. */
export const MIGRATIONS_DIR = fileURLToPath(new URL('../../../netlify/database/migrations', import.meta.url));
