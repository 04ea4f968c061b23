import { type ChangeEvent, type SubmitEvent, useLayoutEffect, useRef, useState } from 'react';
import type * as v from 'valibot';
import { checkFields, type FieldErrors, focusFirstInvalid } from '@/components/forms/field-errors';

/** What an input needs from the form: spread it onto a FormField. */
export interface BoundField {
  name: string;
  value: string;
  error: string | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

/**
 * The fields whose input (or text area) holds something other than `values`: what was typed before
 * hydration, which a form reads into its state once, right after it hydrates.
 */
export function typedInto<TField extends string>(
  form: HTMLFormElement | null,
  values: Record<TField, string>,
): Partial<Record<TField, string>> | null {
  if (!form) return null;
  const typed: Partial<Record<TField, string>> = {};
  let any = false;
  for (const name of Object.keys(values) as TField[]) {
    const input = form.elements.namedItem(name);
    if ((input instanceof HTMLInputElement || input instanceof HTMLTextAreaElement) && input.value !== values[name]) {
      typed[name] = input.value;
      any = true;
    }
  }
  return any ? typed : null;
}

/**
 * A form's values and its field problems under `schema`. Problems show from the first submit on
 * and then follow the typing, so a fixed field clears at once. `submit` hands the parsed values to
 * `onValid`, or moves focus to the first field with a problem and tells `onInvalid`. Attach `ref`
 * to the <form>: what a visitor typed before the island hydrated is taken over, not wiped.
 */
export function useCheckedForm<TSchema extends v.GenericSchema, TField extends string>(
  schema: TSchema,
  initial: Record<TField, string>,
) {
  const [values, setValues] = useState(initial);
  const [submitted, setSubmitted] = useState(false);
  const ref = useRef<HTMLFormElement>(null);
  const check = checkFields(schema, values);
  const errors: FieldErrors<TField> = submitted && !check.ok ? check.errors : {};

  // React keeps the DOM's text while hydrating, but the next render would write `values` back over
  // it; reading it into state first (before paint, once) keeps every character typed early.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, right after hydration
  useLayoutEffect(() => {
    const typed = typedInto(ref.current, initial);
    if (typed) setValues((current) => ({ ...current, ...typed }));
  }, []);

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

  return { ref, field, submit, reset };
}
