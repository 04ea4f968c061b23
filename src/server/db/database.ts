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
 * Runs `work` inside BEGIN/COMMIT on one pooled client, rolling back if it throws. Services open
 * it where several statements must succeed or fail together (a status change with its history and
 * its e-mail) and hand `tx` to each repository function. `work` must not open another transaction,
 * nor wait on a statement outside it: on the embedded database every other connection waits until
 * this transaction ends (scripts/lib/transaction-gate.mjs).
 */
export async function withTransaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
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

/**
 * Marks where `tx` has got to; the answer undoes every statement since (ROLLBACK TO SAVEPOINT), and
 * the transaction goes on. Names may repeat: the latest of a name is the one undone.
 */
export async function savepoint(tx: Db, name: string): Promise<() => Promise<void>> {
  await tx.query(`SAVEPOINT ${name}`);
  return async () => {
    await tx.query(`ROLLBACK TO SAVEPOINT ${name}`);
  };
}
