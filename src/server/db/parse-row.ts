import * as v from 'valibot';

/**
 * A database row that does not have the shape the code expects. Its message names the table and
 * the fields at fault, never their values, so logging it leaks no one's personal data.
 */
export class UnreadableRowError extends Error {
  constructor(table: string, issues: readonly v.BaseIssue<unknown>[]) {
    // `expected` and the path only: valibot's messages quote the value received.
    const fields = issues.map(
      (issue) => `${v.getDotPath(issue) ?? '(row)'} (expected ${issue.expected ?? issue.type})`,
    );
    super(`Unreadable ${table} row: ${fields.join('; ')}`);
    this.name = 'UnreadableRowError';
  }
}

/**
 * Reads a row strictly: what does not fit the schema is an error (logged by the endpoint and
 * answered with 500), never a silently wrong value such as an amount read as 0.
 */
export function parseRow<TSchema extends v.GenericSchema>(
  schema: TSchema,
  row: unknown,
  table: string,
): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, row);
  if (!result.success) throw new UnreadableRowError(table, result.issues);
  return result.output;
}
