import { readdir } from 'node:fs/promises';
import { MIGRATIONS_DIR } from '@/server/db/migrations-dir';
import { NetlifyDB } from '@netlify/database-dev';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

/**
 * `astro dev` gives functions an empty local database. The server applies pending migrations
 * itself, once, in development; this proves it on a database that has never seen them.
 */
describe('migrations in development', () => {
  const fresh = new NetlifyDB({ logger: () => {} });
  const saved = { url: process.env['NETLIFY_DB_URL'], nodeEnv: process.env['NODE_ENV'] };

  beforeAll(async () => {
    // No user name in the URL, as some local setups give: the connection must still work.
    const url = new URL(await fresh.start());
    url.username = '';
    process.env['NETLIFY_DB_URL'] = url.toString();
    process.env['NODE_ENV'] = 'development';
    vi.resetModules(); // a new connection singleton for the fresh database
    // Starting a second database takes seconds, more on a busy 2-core machine.
  }, 60_000);

  afterAll(async () => {
    const { closeDatabaseConnection } = await import('@/server/db/connection');
    await closeDatabaseConnection();
    process.env['NETLIFY_DB_URL'] = saved.url;
    process.env['NODE_ENV'] = saved.nodeEnv;
    vi.resetModules();
    await fresh.stop();
  });

  it('applies every pending migration on first use, and only once', async () => {
    const before = await fresh.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = 'public'",
    );
    expect(before.rows[0]?.n).toBe(0);

    const { listMenuProducts } = await import('@/server/repositories/products-repository');
    const [first, second] = await Promise.all([listMenuProducts(), listMenuProducts()]);
    expect(first.map((p) => p.slug)).toContain('beef-samosa');
    expect(second).toEqual(first);

    const tracked = await fresh.query<{ n: number }>('SELECT count(*)::int AS n FROM netlify.migrations');
    // Every migration in the folder, each once.
    const files = (await readdir(MIGRATIONS_DIR)).filter((name) => name.endsWith('.sql'));
    expect(files.length).toBeGreaterThanOrEqual(13);
    expect(tracked.rows[0]?.n).toBe(files.length);
  });
});
