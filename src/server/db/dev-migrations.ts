import { MIGRATIONS_DIR } from './migrations-dir';
import { poolQueryable, withTransaction } from './transaction';

let applying: Promise<void> | undefined;

/**
 * Netlify applies migrations on deploy, but the local database of `astro dev` does not, so a
 * fresh clone would start with no tables. In development only, apply pending migrations once,
 * lazily, with Netlify's own runner and tracking table. The dev package is imported dynamically
 * so it never reaches a production bundle.
 */
export function applyPendingMigrationsInDevelopment(): Promise<void> {
  if (process.env['NODE_ENV'] !== 'development') return Promise.resolve();
  applying ??= applyNow().catch((error: unknown) => {
    applying = undefined; // let the next request retry rather than caching a failure
    throw error;
  });
  return applying;
}

async function applyNow(): Promise<void> {
  const devPackage = '@netlify/database-dev';
  const { applyMigrations } = (await import(/* @vite-ignore */ devPackage)) as typeof import('@netlify/database-dev');
  const pool = poolQueryable();
  const applied = await applyMigrations(
    {
      exec: (sql) => pool.query(sql),
      query: <T>(sql: string, params?: unknown[]) => pool.query(sql, params) as Promise<{ rows: T[] }>,
      transaction: (fn) =>
        withTransaction((tx) =>
          fn({
            exec: (sql) => tx.query(sql),
            query: <T>(sql: string, params?: unknown[]) => tx.query(sql, params) as Promise<{ rows: T[] }>,
          }),
        ),
    },
    MIGRATIONS_DIR,
  );
  if (applied.length > 0) console.info(`[db] applied migrations: ${applied.join(', ')}`);
}
