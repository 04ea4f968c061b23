import * as v from 'valibot';

export type FirstMessageResult<TSchema extends v.GenericSchema> =
  | { readonly ok: true; readonly output: v.InferOutput<TSchema> }
  | { readonly ok: false; readonly message: string };

/**
 * Validates and reports only the first problem, in field order: the forms show one toast or alert
 * at a time and the API answers `{ message }`, so both want a single, exact sentence.
 */
export function firstMessage<TSchema extends v.GenericSchema>(
  schema: TSchema,
  input: unknown,
): FirstMessageResult<TSchema> {
  const result = v.safeParse(schema, input, { abortPipeEarly: true });
  if (result.success) return { ok: true, output: result.output };
  return { ok: false, message: result.issues[0].message };
}
