import type { Pool, PoolClient } from 'pg';
import { databaseConnection } from './connection';

/**
 * The one way to the database: the pool, or a transaction. Every repository function takes it as
 * its first argument, so the caller decides whether statements share a transaction. Rows come back
 * as unknown: a repository reads them through a schema (./parse-row.ts).
 */
export interface Db {
  query(text: string, params?: readonly unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * The connection's pool. Both drivers (node-postgres locally, Neon's serverless pool on Netlify)
 * expose node-postgres's Pool interface, but TypeScript cannot call a union of their overloads.
 */
const pool = (): Pool => databaseConnection().pool as Pool;

/**
 * A failed statement. The driver's message and PostgreSQL's detail quote the values at fault
 * (someone's e-mail, phone or address), so this message names none; `cause` is the driver's error,
 * whose `code` is the SQLSTATE (src/server/http/loggable-failure.ts logs only its safe fields).
 */
export class QueryError extends Error {
  constructor(cause: unknown) {
    super('Failed query', { cause });
    this.name = 'QueryError';
  }
}

/** The SQLSTATE of a failed statement ('23505' for a unique violation), if it is one. */
/** PostgreSQL's error codes the repositories answer in words of their own. */
export const UNIQUE_VIOLATION = '23505';
export const FOREIGN_KEY_VIOLATION = '23503';

export function sqlState(error: unknown): string | undefined {
  const code = error instanceof QueryError ? (error.cause as { code?: unknown } | undefined)?.code : undefined;
  return typeof code === 'string' ? code : undefined;
}

/** A Db over anything with node-postgres's query method (the pool, or one client). */
const dbOver = (client: Pick<Pool, 'query'>): Db => ({
  query: async (text, params) => {
    try {
      return await client.query(text, params ? [...params] : undefined);
    } catch (error) {
      throw new QueryError(error);
    }
  },
});

/** The pool: each statement on its own, outside any transaction. */
export const database = (): Db => dbOver(pool());

/**
 * The local in-memory Netlify Database (development, and the tests without TEST_DATABASE_URL) runs
 * every connection in one session: two transactions at once would share it, one's COMMIT ending the
 * other's and one's ROLLBACK undoing the other's writes, and its row locks make nobody wait. Where
 * it is in use (NETLIFY_DB_ONE_SESSION=true) this process's transactions take turns. On PostgreSQL
 * (production, `npm run test:postgres`, the CI's end-to-end server) nothing queues: its own locks decide.
 */
const oneSession = () => process.env['NETLIFY_DB_ONE_SESSION'] === 'true';
let turn: Promise<unknown> = Promise.resolve();

function inTurn<T>(work: () => Promise<T>): Promise<T> {
  const mine = turn.then(work);
  turn = mine.catch(() => undefined);
  return mine;
}

/**
 * Runs `work` inside BEGIN/COMMIT on one pooled client, rolling back if it throws. Services open
 * it where several statements must succeed or fail together (a status change with its history and
 * its e-mail) and hand `tx` to each repository function. `work` must not open another transaction.
 */
export function withTransaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
  return oneSession() ? inTurn(() => transaction(work)) : transaction(work);
}

async function transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
  const client: PoolClient = await pool().connect();
  try {
    await client.query('BEGIN');
    const result = await work(dbOver(client));
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    client.release();
  }
}
