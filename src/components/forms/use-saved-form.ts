import { type Dispatch, type SetStateAction, type SubmitEvent, useEffect, useRef, useState } from 'react';

type Problems<TField extends string> = Partial<Record<TField, string>>;

/** What saving answered: done, or refused with a message and the problems of its fields. */
export type SaveAnswer<TField extends string> = { ok: true } | { ok: false; message: string; fields: Problems<TField> };

/** A text field's props, for a form whose values are kept in state: spread onto a FormField. */
export function textFieldsOf<TValues, TField extends keyof TValues & string>(
  values: TValues,
  errors: Partial<Record<TField, string>>,
  setValues: Dispatch<SetStateAction<TValues>>,
) {
  return (field: TField) => ({
    name: field,
    value: values[field] as string,
    error: errors[field],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [field]: event.target.value })),
  });
}

/**
 * An owner's add-or-edit form (a discount code, a tax place): its values, the problems beside its
 * fields (the form's own check first, then the server's), a refusal of no field above them, and
 * focus on the heading when it opens and on the first field with a problem. Nothing typed is lost:
 * the values stay as they were whatever the answer.
 */
export function useSavedForm<TValues, TField extends string, TPayload>(options: {
  initial: () => TValues;
  /** The fields in the form's order, to focus the first with a problem. */
  fields: readonly TField[];
  check: (values: TValues) => { ok: true; payload: TPayload } | { ok: false; errors: Problems<TField> };
  save: (payload: TPayload) => Promise<SaveAnswer<TField>>;
  onDone: () => void;
}) {
  const [values, setValues] = useState<TValues>(options.initial);
  const [errors, setErrors] = useState<Problems<TField>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => heading.current?.focus(), []);

  /** Draws the problems beside their fields; true when one of them has any. */
  const showErrors = (found: Problems<TField>): boolean => {
    setErrors(found);
    const first = options.fields.find((field) => found[field] !== undefined);
    if (first === undefined) return false;
    // Once the problems are drawn, focus the first field that has one: it reads its problem out.
    requestAnimationFrame(() => form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus());
    return true;
  };

  const text = textFieldsOf<TValues, TField & keyof TValues>(values, errors, setValues);

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setProblem(null);
    const checked = options.check(values);
    if (!checked.ok) {
      showErrors(checked.errors);
      return;
    }
    showErrors({});
    setBusy(true);
    const result = await options.save(checked.payload);
    setBusy(false);
    if (result.ok) options.onDone();
    // A refusal of a field shows beside it; any other above the form.
    else if (!showErrors(result.fields)) setProblem(result.message);
  };

  return { values, setValues, errors, problem, busy, heading, form, text, submit };
}
