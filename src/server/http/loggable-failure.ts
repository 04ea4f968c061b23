/** What the database driver attaches to a failed query: PostgreSQL's fields, safe ones named here. */
interface DatabaseCause {
  code: string;
  constraint?: string;
  table?: string;
  column?: string;
}

const isDatabaseCause = (cause: unknown): cause is DatabaseCause =>
  typeof cause === 'object' && cause !== null && typeof (cause as { code?: unknown }).code === 'string';

/** The stack's frames only: the stack starts with the message, over as many lines as it has. */
const framesOf = (error: Error) =>
  (error.stack ?? '')
    .split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .join('\n');

/**
 * An unexpected error as the logs may keep it. A failed query's message carries its parameters
 * (someone's email, phone or address) and PostgreSQL's detail quotes the values at fault, so a
 * database error is logged by its SQLSTATE code, constraint, table and column only.
 */
export function loggableFailure(error: unknown): string {
  if (!(error instanceof Error)) return `non-error thrown (${typeof error})`;
  const cause = error.cause;
  if ('params' in error || isDatabaseCause(cause)) {
    const fields = isDatabaseCause(cause)
      ? [
          `SQLSTATE ${cause.code}`,
          cause.constraint && `constraint ${cause.constraint}`,
          cause.table && `table ${cause.table}`,
          cause.column && `column ${cause.column}`,
        ]
      : ['no SQLSTATE'];
    return `database error (${fields.filter(Boolean).join(', ')})\n${framesOf(error)}`;
  }
  return error.stack ?? `${error.name}: ${error.message}`;
}
