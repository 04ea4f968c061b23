/** A form's problems by its fields' names: a dish's input is `dish-{id}`, the rest are the body's paths. */
export type FormErrors = Record<string, string>;

/** The name of a dish's count input in a form of dishes (the owner's new order, a standing order). */
export const dishField = (id: number) => `dish-${id}`;

/**
 * A body's problems on its form's fields: a line's ('items.1.quantity') on its dish's input, a
 * problem of the list as a whole on 'items', the rest under their paths.
 */
export function formErrorsOf(
  problems: Partial<Record<string, string>>,
  items: ReadonlyArray<{ productId: number }>,
): FormErrors {
  const errors: FormErrors = {};
  for (const [path, message] of Object.entries(problems)) {
    if (message === undefined) continue;
    const line = /^items\.(\d+)(\.|$)/.exec(path);
    const item = line ? items[Number(line[1])] : undefined;
    const field = item ? dishField(item.productId) : line ? 'items' : path;
    errors[field] ??= message;
  }
  return errors;
}
