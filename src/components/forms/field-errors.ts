import type * as v from 'valibot';
import { checkBody } from '@/domain/schemas/checked-fields';

export type FieldErrors<TField extends string> = Partial<Record<TField, string>>;

/**
 * Each field's first problem under `schema` (the messages live in src/domain/schemas), or
 * the parsed output when there is none. Every field is checked, so all problems show at once.
 */
export function checkFields<TSchema extends v.GenericSchema, TField extends string>(
  schema: TSchema,
  values: Record<TField, string>,
): { ok: true; output: v.InferOutput<TSchema> } | { ok: false; errors: FieldErrors<TField> } {
  const checked = checkBody(schema, values, values);
  return checked.ok ? { ok: true, output: checked.value } : { ok: false, errors: checked.fields };
}

/** Puts focus on the first field, in form order, that has a problem. */
export function focusFirstInvalid<TField extends string>(
  form: HTMLFormElement,
  order: readonly TField[],
  errors: FieldErrors<TField>,
): void {
  const first = order.find((field) => errors[field] !== undefined);
  const input = first ? form.elements.namedItem(first) : null;
  if (input instanceof HTMLElement) input.focus();
}
