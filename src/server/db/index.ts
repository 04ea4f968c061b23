import type { DatabaseConnection } from '@netlify/database';
import { databaseConnection } from './connection';
import { applyPendingMigrationsInDevelopment } from './dev-migrations';

import { poolQueryable, type Queryable } from './transaction';

export { withTransaction, type Queryable } from './transaction';

/** The database, with pending migrations applied first when running `astro dev`. */
export async function getDb(): Promise<DatabaseConnection> {
  await applyPendingMigrationsInDevelopment();
  return databaseConnection();
}

/** `db` when the caller has a transaction, else the pool (the database ready first). */
export async function inTransactionOrPool(db?: Queryable): Promise<Queryable> {
  if (db) return db;
  await getDb();
  return poolQueryable();
}
