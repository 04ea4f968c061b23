import type { PoolClient } from 'pg';
import { databaseConnection } from './connection';

/** Minimal query surface shared by the pool and a transaction's client. */
export interface Queryable {
  query<T extends object = Record<string, unknown>>(text: string, params?: unknown[]): Promise<{ rows: T[] }>;
}

/**
 * Runs `work` inside BEGIN/COMMIT on one pooled client, rolling back if it throws.
 * Used where several statements must succeed or fail together (orders with their history).
 */
export async function withTransaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
  const client = (await databaseConnection().pool.connect()) as PoolClient;
  try {
    await client.query('BEGIN');
    const result = await work(client as unknown as Queryable);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    client.release();
  }
}
