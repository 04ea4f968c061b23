import { RefusalStatus } from '@/components/admin/refusal-status';
import { FormAlert } from '@/components/forms/form-alert';
import { FormField } from '@/components/forms/form-field';
import { typedWhole } from '@/components/forms/typed-whole';
import { useSavedForm } from '@/components/forms/use-saved-form';
import { Button } from '@/components/ui/button';
import { paceBodySchema, type PaceField } from '@/domain/deliveries/run-body';
import { checkBody } from '@/domain/schemas/checked-fields';
import { type DeliveryRun, type PaceBody, savePace } from '@/stores/admin/deliveries/delivery-run';

const FIELDS = ['mph', 'minutesPerStop'] as const satisfies readonly PaceField[];
type Values = Record<PaceField, string>;

/** The form's values as the API takes them, checked by the server's own schema. */
function check(values: Values): { ok: true; payload: PaceBody } | { ok: false; errors: Partial<Values> } {
  const checked = checkBody(paceBodySchema, paceBodySchema.entries, {
    mph: typedWhole(values.mph),
    minutesPerStop: typedWhole(values.minutesPerStop),
  });
  return checked.ok ? { ok: true, payload: checked.value } : { ok: false, errors: checked.fields };
}

/** The owner's pace: her average speed and the minutes a stop takes, which the estimated times follow. */
export function PaceForm({ run }: { run: DeliveryRun }) {
  const { errors, problem, busy, form, text, submit } = useSavedForm({
    initial: (): Values => ({ mph: String(run.pace.mph), minutesPerStop: String(run.pace.minutesPerStop) }),
    fields: FIELDS,
    check,
    save: (body: PaceBody) => savePace(run.date, body),
    // Saved: the toast says so, and the fields keep what was typed.
    onDone: () => {},
  });
  return (
    <section aria-labelledby="pace-heading" className="rounded-2xl border border-brand-200 bg-white p-5">
      <h2 id="pace-heading" className="text-xl font-bold text-brand-900">
        Pace
      </h2>
      <p className="mt-1 text-sm text-muted">
        The estimated times are the route's road miles at this speed, plus these minutes at each stop.
      </p>
      <form ref={form} noValidate onSubmit={(event) => void submit(event)} className="mt-3 flex flex-col gap-4">
        <FormAlert message={problem} />
        <RefusalStatus problems={errors} order={FIELDS} />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField {...text('mph')} label="Average speed (mph)" inputMode="numeric" required hint="5 to 80" />
          <FormField {...text('minutesPerStop')} label="Minutes per stop" inputMode="numeric" required hint="0 to 60" />
        </div>
        <div className="flex sm:justify-end">
          <Button type="submit" size="lg" busy={busy} className="w-full sm:w-auto">
            {busy ? 'Saving...' : 'Save Pace'}
          </Button>
        </div>
      </form>
    </section>
  );
}
