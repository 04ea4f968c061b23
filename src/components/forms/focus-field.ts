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
