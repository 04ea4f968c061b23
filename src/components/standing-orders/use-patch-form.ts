import { useRef, useState } from 'react';
import type { FormErrors } from '@/components/forms/dish-errors';
import { focusFirstProblem } from '@/components/forms/focus-field';
import { checkBodyPaths } from '@/domain/schemas/checked-fields';
import { standingPatchSchema } from '@/domain/standing/standing-order-body';
import type { StandingOrder, StandingOrderActions, StandingPatch } from '@/stores/account/standing-orders';

/** What every edit panel of a standing order is given: the order, the way to change it, and its ends. */
export interface EditPanelProps {
  order: StandingOrder;
  change: StandingOrderActions['change'];
  onDone: (changed: StandingOrder) => void;
  onClose: () => void;
}

/** Where a change's problems show: each on its field, in the form's order (the first takes the focus). */
export interface PatchFields {
  errorsOf: (fields: Partial<Record<string, string>>) => FormErrors;
  order: readonly string[];
}

/**
 * The one way a standing order's edit panel sends its change: checked with the server's own schema
 * first, then sent; a refusal shows beside its fields (the first focused), or above the buttons
 * when none is a field's, and nothing typed is lost. Saved, `onDone` has the answer.
 */
export function usePatchForm(change: StandingOrderActions['change'], onDone: (changed: StandingOrder) => void) {
  const [errors, setErrors] = useState<FormErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  const show = (fields: Partial<Record<string, string>>, message: string, where: PatchFields) => {
    const found = where.errorsOf(fields);
    setErrors(found);
    setProblem(focusFirstProblem(form, where.order, found) ? null : message);
  };

  const send = async (patch: StandingPatch, where: PatchFields): Promise<void> => {
    const checked = checkBodyPaths(standingPatchSchema, patch);
    if (!checked.ok) return show(checked.fields, checked.message, where);
    setErrors({});
    setProblem(null);
    setBusy(true);
    const outcome = await change(patch);
    setBusy(false);
    if (outcome.ok) onDone(outcome.value);
    else show(outcome.fields, outcome.message, where);
  };

  return { errors, problem, busy, form, send };
}
