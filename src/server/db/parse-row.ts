import * as v from 'valibot';
import type { Db } from './database';

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

/** Runs a statement and reads every row it answers through `schema` (parseRow). */
export async function readRows<TSchema extends v.GenericSchema>(
  db: Db,
  table: string,
  schema: TSchema,
  text: string,
  params?: readonly unknown[],
): Promise<v.InferOutput<TSchema>[]> {
  const { rows } = await db.query(text, params);
  return rows.map((row) => parseRow(schema, row, table));
}

/** The first row a statement answers, read through `schema`; null when it answers none. */
export async function readRow<TSchema extends v.GenericSchema>(
  db: Db,
  table: string,
  schema: TSchema,
  text: string,
  params?: readonly unknown[],
): Promise<v.InferOutput<TSchema> | null> {
  const [row] = await readRows(db, table, schema, text, params);
  return row ?? null;
}

/** A bigint column (ids): node-postgres answers it as a string. */
export const bigintColumn = v.pipe(v.string(), v.transform(Number));

type CamelCase<TKey extends string> = TKey extends `${infer THead}_${infer TTail}`
  ? `${THead}${Capitalize<CamelCase<TTail>>}`
  : TKey;

/** A row's fields under the code's names: `created_at` becomes `createdAt`. */
export type CamelRow<TRow> = { [TKey in keyof TRow as TKey extends string ? CamelCase<TKey> : TKey]: TRow[TKey] };

const camelCase = (column: string) => column.replace(/_([a-z0-9])/g, (_, next: string) => next.toUpperCase());

/**
 * The schema of a row whose columns are `entries`, read under the code's names (snake_case columns
 * to camelCase fields), so no repository maps a row field by field.
 */
export function camelRow<TEntries extends v.ObjectEntries>(entries: TEntries) {
  return v.pipe(
    v.object(entries),
    v.transform(
      (row) =>
        Object.fromEntries(Object.entries(row).map(([column, value]) => [camelCase(column), value])) as CamelRow<
          v.InferOutput<v.ObjectSchema<TEntries, undefined>>
        >,
    ),
  );
}
