import type { DatabaseConnection } from '@netlify/database';
import { databaseConnection } from './connection';
import { applyPendingMigrationsInDevelopment } from './dev-migrations';

export { withTransaction, type Queryable } from './transaction';

/** The database, with pending migrations applied first when running `astro dev`. */
export async function getDb(): Promise<DatabaseConnection> {
  await applyPendingMigrationsInDevelopment();
  return databaseConnection();
}
