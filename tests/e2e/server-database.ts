import { readFileSync } from 'node:fs';
import pg from 'pg';

/*
 * The e2e server's database (in memory; scripts/serve-production.mjs writes where it listens, one
 * file per port). Tests reach it for what a person would get from outside the site (the email in
 * the outbox) and to seed what a test needs but does not check (a paid order to rate).
 */
const port = process.env['E2E_PORT'] ?? '8888';
/** Where the e2e server's database listens. */
export const databaseUrl = () =>
  readFileSync(new URL(`../../node_modules/.cache/serve-production/${port}.database-url`, import.meta.url), 'utf8');

/** Runs `work` with a connection of its own to the e2e server's database, closed afterwards. */
export async function withServerDatabase<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const url = new URL(databaseUrl());
  if (!url.username) url.username = 'postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
