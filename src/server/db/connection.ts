import { getConnectionString, getDatabase, type DatabaseConnection } from '@netlify/database';

let connection: DatabaseConnection | undefined;

/**
 * The `pg` driver needs a user name; local database URLs may carry none, and where the USER
 * variable is unset the connection then fails with "user is required".
 */
export function withDefaultUser(connectionString: string): string {
  const url = new URL(connectionString);
  if (!url.username) url.username = 'postgres';
  return url.toString();
}

/** The process-wide Netlify Database connection (a pool), created on first use. */
export function databaseConnection(): DatabaseConnection {
  connection ??= getDatabase({ connectionString: withDefaultUser(getConnectionString()) });
  return connection;
}
