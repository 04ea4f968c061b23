import * as v from 'valibot';

/** A body checked as a whole: its output, or its first problem and each field's first. */
export type Checked<TOutput, TField extends string> =
  | { ok: true; value: TOutput }
  | { ok: false; message: string; fields: Partial<Record<TField, string>> };

/**
 * Checks `input` against `schema` as a whole, the form's and the server's one check: the first
 * problem as `message`, and each field's (of `entries`) first in `fields`, so a page shows each
 * beside its field whether it found it or the server did.
 */
export function checkBody<TSchema extends v.GenericSchema, TField extends string>(
  schema: TSchema,
  entries: Readonly<Record<TField, unknown>>,
  input: unknown,
): Checked<v.InferOutput<TSchema>, TField> {
  const result = v.safeParse(schema, input);
  if (result.success) return { ok: true, value: result.output };
  const fields: Partial<Record<TField, string>> = {};
  for (const issue of result.issues) {
    const key = issue.path?.[0]?.key;
    if (typeof key === 'string' && Object.hasOwn(entries, key)) fields[key as TField] ??= issue.message;
  }
  return { ok: false, message: result.issues[0].message, fields };
}

/** A nested field's name as the API says it: its path, dotted ('customerInfo.phone', 'items.0.quantity'). */
const fieldPath = (issue: v.BaseIssue<unknown>): string | null =>
  issue.path?.map((item) => String(item.key)).join('.') || null;

/**
 * Checks a nested body: the first problem as `message`, and each field's first in `fields`, under
 * its dotted path, so a form with lists and groups shows each beside its own field.
 */
export function checkBodyPaths<TSchema extends v.GenericSchema>(
  schema: TSchema,
  input: unknown,
): Checked<v.InferOutput<TSchema>, string> {
  const result = v.safeParse(schema, input);
  if (result.success) return { ok: true, value: result.output };
  const fields: Record<string, string> = {};
  for (const issue of result.issues) {
    const path = fieldPath(issue);
    if (path) fields[path] ??= issue.message;
  }
  return { ok: false, message: result.issues[0].message, fields };
}
