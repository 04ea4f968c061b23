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
  if (!connection) {
    connection = getDatabase({ connectionString: withDefaultUser(getConnectionString()) });
    // An idle pooled client whose server went away emits 'error'; unhandled, that would crash
    // the whole process. The pool replaces the client on the next query, so logging is enough.
    connection.pool.on('error', (error: Error) => console.error('[db] idle client error:', error.message));
  }
  return connection;
}

/** Closes the pool (tests and scripts that stop their database). */
export async function closeDatabaseConnection(): Promise<void> {
  const current = connection;
  connection = undefined;
  await current?.pool.end();
}
