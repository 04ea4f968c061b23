/**
 * Puts focus on a field of a form by its name: the chosen radio of a group, else its first
 * control; a field drawn as a group of its own (`data-field`: an order's dishes, a day's times)
 * gives focus to its first input, or to itself when it has none (a day with no time to choose).
 */
export function focusField(form: HTMLFormElement | null, name: string): void {
  if (!form) return;
  const control =
    form.querySelector<HTMLElement>(`[name="${name}"]:checked`) ?? form.querySelector<HTMLElement>(`[name="${name}"]`);
  const group = control ? null : form.querySelector<HTMLElement>(`[data-field="${name}"]`);
  (control ?? group?.querySelector<HTMLElement>('input') ?? group)?.focus();
}

/**
 * Puts focus on the first field of `order` that has a problem in `found`, once the problems are
 * drawn (the field then reads its problem out); false when none has one.
 */
export function focusFirstProblem<TField extends string>(
  form: { readonly current: HTMLFormElement | null },
  order: readonly TField[],
  found: Partial<Record<TField, unknown>>,
): boolean {
  const first = order.find((field) => found[field] !== undefined);
  if (first === undefined) return false;
  requestAnimationFrame(() => focusField(form.current, first));
  return true;
}
