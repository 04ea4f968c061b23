import * as v from 'valibot';

/**
 * A JSON value from localStorage, checked against its schema: browser storage can hold anything (an
 * older version of the app wrote it, or a person edited it), so what cannot be read is null.
 */
export function readStoredJson<TSchema extends v.GenericSchema>(
  key: string,
  schema: TSchema,
): v.InferOutput<TSchema> | null {
  const raw = localStorage.getItem(key);
  if (raw === null) return null;
  try {
    const parsed = v.safeParse(schema, JSON.parse(raw));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}
