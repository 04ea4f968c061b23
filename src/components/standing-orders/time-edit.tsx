import { type SubmitEvent, useState } from 'react';
import { formErrorsOf } from '@/components/forms/dish-errors';
import { EditPanel } from './edit-panel';
import { type EditPanelProps, usePatchForm } from './use-patch-form';
import { windowOf, WindowFields, type WindowValues } from './window-fields';

const FIELDS = ['window.weekday', 'window.time', 'window'];

/** 'Change time': the weekday and time of her preferred window, checked as the server checks it. */
export function TimeEdit({ order, change, onDone, onClose }: EditPanelProps) {
  const [values, setValues] = useState<WindowValues>({
    weekday: String(order.window.weekday),
    time: order.window.time,
  });
  const { errors, problem, busy, form, send } = usePatchForm(change, onDone);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    void send({ window: windowOf(values) }, { errorsOf: (fields) => formErrorsOf(fields, []), order: FIELDS });
  };

  return (
    <EditPanel
      title="Change time"
      problem={problem}
      busy={busy}
      saveLabel="Save time"
      formRef={form}
      onSubmit={submit}
      onClose={onClose}
    >
      <WindowFields values={values} errors={errors} onChange={setValues} />
    </EditPanel>
  );
}
