import type { Pool, PoolClient } from 'pg';
import { databaseConnection } from './connection';

/** Minimal query surface shared by the pool and a transaction's client. */
export interface Queryable {
  query<T extends object = Record<string, unknown>>(text: string, params?: unknown[]): Promise<{ rows: T[] }>;
}

/**
 * The connection's pool. Both drivers (node-postgres locally, Neon's serverless pool on Netlify)
 * expose node-postgres's Pool interface, but TypeScript cannot call a union of their overloads.
 */
function pool(): Pool {
  return databaseConnection().pool as Pool;
}

/** Plain queries on the pool, outside any transaction. */
export function poolQueryable(): Queryable {
  return { query: (text, params) => pool().query(text, params) };
}

/**
 * Runs `work` inside BEGIN/COMMIT on one pooled client, rolling back if it throws.
 * Used where several statements must succeed or fail together (orders with their history).
 */
export async function withTransaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
  const client: PoolClient = await pool().connect();
  try {
    await client.query('BEGIN');
    const result = await work({ query: (text, params) => client.query(text, params) });
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    client.release();
  }
}
