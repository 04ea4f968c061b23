/** The server's problems by the path of the field they are about. */
type PathProblems = Partial<Record<string, string>>;

/**
 * After the server refused an order the owner enters or a change to one: a kitchen's limit she may
 * take the order over says no more than its alert; any other refusal puts its problems beside their
 * fields (`errorsOf`), focusing the first, or its message above the form when none is a field's.
 */
export function showRefusal<TErrors>(
  refusal: { message: string; problems: PathProblems; overridable: boolean },
  errorsOf: (problems: PathProblems) => TErrors,
  form: {
    setRefused: (errors: TErrors) => void;
    focusFirst: (errors: TErrors) => boolean;
    setProblem: (message: string) => void;
  },
): void {
  if (refusal.overridable) return;
  const found = errorsOf(refusal.problems);
  form.setRefused(found);
  if (!form.focusFirst(found)) form.setProblem(refusal.message);
}
