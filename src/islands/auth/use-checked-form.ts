import { useState, type ChangeEvent, type SubmitEvent } from 'react';
import type * as v from 'valibot';
import { checkFields, focusFirstInvalid, type FieldErrors } from './field-errors';

/** What an input needs from the form: spread it onto a FormField. */
export interface BoundField {
  name: string;
  value: string;
  error: string | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

/**
 * A form's values and its field problems under `schema`. Problems show from the first submit on
 * and then follow the typing, so a fixed field clears at once. `submit` hands the parsed values to
 * `onValid`, or moves focus to the first field with a problem and tells `onInvalid`.
 */
export function useCheckedForm<TSchema extends v.GenericSchema, TField extends string>(
  schema: TSchema,
  initial: Record<TField, string>,
) {
  const [values, setValues] = useState(initial);
  const [submitted, setSubmitted] = useState(false);
  const check = checkFields(schema, values);
  const errors: FieldErrors<TField> = submitted && !check.ok ? check.errors : {};

  const field = (name: TField): BoundField => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  const submit =
    (onValid: (output: v.InferOutput<TSchema>) => void, onInvalid?: (errors: FieldErrors<TField>) => void) =>
    (event: SubmitEvent<HTMLFormElement>) => {
      event.preventDefault();
      setSubmitted(true);
      if (check.ok) return onValid(check.output);
      focusFirstInvalid(event.currentTarget, Object.keys(initial) as TField[], check.errors);
      onInvalid?.(check.errors);
    };

  /** Starts the form afresh (empty, or with `next`), with no problems shown. */
  const reset = (next: Record<TField, string> = initial) => {
    setValues(next);
    setSubmitted(false);
  };

  return { field, submit, reset };
}
