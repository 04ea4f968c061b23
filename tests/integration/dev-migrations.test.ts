import { EventEmitter } from 'node:events';
import { readdir } from 'node:fs/promises';
import { NetlifyDB } from '@netlify/database-dev';
import pg from 'pg';
import type { Plugin } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devMigrations } from '../../scripts/lib/dev-migrations.mjs';
import { withDefaultUser } from '@/server/db/connection';
import { MIGRATIONS_DIR } from '@/server/db/migrations-dir';

/**
 * `astro dev` gives functions an empty local database (.netlify/db on a fresh clone). The
 * integration in astro.config.mjs applies the pending migrations to it when the dev server starts,
 * and puts the transaction gate in front of it for the functions; this proves both on a database
 * that has never seen them, as the dev server would run it.
 */
describe('migrations when `astro dev` starts', () => {
  const fresh = new NetlifyDB({ logger: () => {} });
  const savedUrl = process.env['NETLIFY_DB_URL'];
  let databaseUrl = '';
  /** The dev servers' HTTP servers: closing one stops its gate. */
  const httpServers: EventEmitter[] = [];

  beforeAll(async () => {
    // No user name in the URL, as some local setups give: the connection must still work.
    const url = new URL(await fresh.start());
    url.username = '';
    databaseUrl = url.toString();
    // Starting a second database takes seconds, more on a busy 2-core machine.
  }, 60_000);

  afterAll(async () => {
    for (const httpServer of httpServers) httpServer.emit('close');
    process.env['NETLIFY_DB_URL'] = savedUrl;
    await fresh.stop();
  });

  /** The dev server's start as Astro and Vite run it: config setup, then the plugin's configureServer. */
  async function startDevServer(command: 'dev' | 'build'): Promise<Plugin[]> {
    // Where @netlify/dev's emulation puts its database, on every start.
    process.env['NETLIFY_DB_URL'] = databaseUrl;
    const httpServer = new EventEmitter();
    httpServers.push(httpServer);
    const plugins: Plugin[] = [];
    const setup = devMigrations().hooks['astro:config:setup'] as (options: unknown) => void;
    setup({
      command,
      updateConfig: (config: { vite?: { plugins?: Plugin[] } }) => plugins.push(...(config.vite?.plugins ?? [])),
      logger: { info: () => {}, warn: () => {} },
    });
    for (const plugin of plugins) {
      await (plugin.configureServer as (server: { httpServer: EventEmitter }) => Promise<void>)({ httpServer });
    }
    return plugins;
  }

  it('applies every migration once at start, and nothing on a second start', async () => {
    const tables = () =>
      fresh.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = 'public'",
      );
    expect((await tables()).rows[0]?.n).toBe(0);
    expect(await startDevServer('build')).toEqual([]);

    await startDevServer('dev');
    const menu = await fresh.query<{ slug: string }>('SELECT slug FROM products');
    expect(menu.rows.map((row) => row.slug)).toContain('beef-samosa');
    // The functions connect through the gate, to the same database.
    expect(process.env['NETLIFY_DB_URL']).not.toBe(databaseUrl);
    const functions = new pg.Client({ connectionString: withDefaultUser(process.env['NETLIFY_DB_URL'] ?? '') });
    await functions.connect();
    const seen = await functions.query<{ slug: string }>('SELECT slug FROM products');
    await functions.end();
    expect(seen.rows.map((row) => row.slug)).toEqual(menu.rows.map((row) => row.slug));

    await startDevServer('dev');
    const tracked = await fresh.query<{ n: number }>('SELECT count(*)::int AS n FROM netlify.migrations');
    // Every migration in the folder, each once.
    const files = (await readdir(MIGRATIONS_DIR)).filter((name) => name.endsWith('.sql'));
    expect(files.length).toBeGreaterThanOrEqual(13);
    expect(tracked.rows[0]?.n).toBe(files.length);
  });
});
