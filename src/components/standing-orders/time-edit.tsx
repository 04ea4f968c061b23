import { type SubmitEvent, useRef, useState } from 'react';
import { type FormErrors, formErrorsOf } from '@/components/forms/dish-errors';
import { focusFirstProblem } from '@/components/forms/focus-field';
import { checkBodyPaths } from '@/domain/schemas/checked-fields';
import { standingPatchSchema } from '@/domain/standing/standing-order-body';
import type { StandingOrder, StandingOrderActions } from '@/stores/account/standing-orders';
import { EditPanel } from './edit-panel';
import { windowOf, WindowFields, type WindowValues } from './window-fields';

const FIELDS = ['window.weekday', 'window.time', 'window'];

/** 'Change time': the weekday and time of her preferred window, checked as the server checks it. */
export function TimeEdit({
  order,
  change,
  onDone,
  onClose,
}: {
  order: StandingOrder;
  change: StandingOrderActions['change'];
  onDone: (changed: StandingOrder) => void;
  onClose: () => void;
}) {
  const [values, setValues] = useState<WindowValues>({
    weekday: String(order.window.weekday),
    time: order.window.time,
  });
  const [errors, setErrors] = useState<FormErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  const show = (fields: Partial<Record<string, string>>, message: string) => {
    const found = formErrorsOf(fields, []);
    setErrors(found);
    setProblem(focusFirstProblem(form, FIELDS, found) ? null : message);
  };

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const window = windowOf(values);
    const checked = checkBodyPaths(standingPatchSchema, { window });
    if (!checked.ok) return show(checked.fields, checked.message);
    setErrors({});
    setProblem(null);
    setBusy(true);
    const outcome = await change({ window });
    setBusy(false);
    if (outcome.ok) onDone(outcome.value);
    else show(outcome.fields, outcome.message);
  };

  return (
    <EditPanel
      title="Change time"
      problem={problem}
      busy={busy}
      saveLabel="Save time"
      formRef={form}
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
    >
      <WindowFields values={values} errors={errors} onChange={setValues} />
    </EditPanel>
  );
}
