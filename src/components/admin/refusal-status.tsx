/**
 * A refusal shown beside its field, said out loud as it happens: the field's own words are read
 * only with the field (which takes the focus), so a screen reader hears 'Not saved' and why at once
 * too. `problems` are the refusal's, by field, set when it is answered (not as the owner types);
 * the first in `order` (the form's) is said. Always on the page, so a change in it is heard.
 */
export function RefusalStatus<TField extends string>({
  problems,
  order,
}: {
  problems: Partial<Record<TField, string>>;
  order: readonly TField[];
}) {
  const first = order.map((field) => problems[field]).find((problem) => problem !== undefined);
  return (
    <p role="status" className="sr-only">
      {first === undefined ? '' : `Not saved: ${first}`}
    </p>
  );
}
