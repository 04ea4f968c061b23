import { type SubmitEvent, useId, useRef, useState } from 'react';
import { FormField } from '@/components/forms/form-field';
import { Button } from '@/components/ui/button';
import { windowLengthLabel } from '@/domain/fulfilment/opening-hours';
import { backAt, PAUSE_MINUTES, pauseEnd, pauseEndAt, pausedBanner } from '@/domain/shop-pause';
import { pauseOrders, resumeOrders, type SettingsSaveResult } from '@/stores/admin/dashboard/settings';

export const PAUSE_TIME_MISSING = 'Choose the time orders start again';

/** What is saving: a quick pause by its minutes, the chosen time, or resuming. */
type Saving = number | 'time' | 'resume' | null;

/**
 * 'Pause new orders' for a rush or a break, shown while the switch is on: 30 minutes, 1 hour,
 * 2 hours, or until a chosen time (the shop's clock: today, or tomorrow once that time has passed).
 * While paused it says until when, with 'Resume Now'. Ordering starts again by itself at that time.
 */
export function PauseOrders({ pausedUntil }: { pausedUntil: string | null }) {
  const id = useId();
  const [time, setTime] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState<Saving>(null);
  // After this panel's own change the view swaps: focus goes to what replaced the pressed button.
  const swapped = useRef<HTMLParagraphElement>(null);

  const run = async (what: Exclude<Saving, null>, save: () => Promise<SettingsSaveResult>) => {
    if (saving !== null) return;
    setSaving(what);
    const result = await save();
    setSaving(null);
    if (result.ok) {
      setTime('');
      setProblem(null);
      requestAnimationFrame(() => swapped.current?.focus());
    } else if (what === 'time') {
      // A quick pause's failure is the toast's alone; the chosen time's refusal shows by its field.
      setProblem(result.problem);
    }
  };

  // When the pause ends the settings store asks the server again (src/stores/storefront/storefront-data.ts),
  // and this shows the buttons once more.
  if (pausedUntil !== null) {
    const now = new Date();
    return (
      <div className="flex flex-col gap-3 rounded-xl border border-amber-200 bg-amber-50 p-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0">
          <p id={`${id}-paused`} ref={swapped} tabIndex={-1} className="font-semibold text-amber-900 outline-none">
            {pausedBanner(new Date(pausedUntil), now)}
          </p>
          <p className="text-sm text-amber-900">
            Customers can't place orders until then. Ordering starts again by itself.
          </p>
        </div>
        <Button
          variant="secondary"
          size="lg"
          aria-describedby={`${id}-paused`}
          aria-disabled={saving !== null}
          className="shrink-0 aria-disabled:opacity-60"
          onClick={() => void run('resume', resumeOrders)}
        >
          {saving === 'resume' ? 'Resuming...' : 'Resume Now'}
        </Button>
      </div>
    );
  }

  const chosenEnd = pauseEndAt(time, new Date());
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Read again at the moment of sending: the page may have stood open since the time was chosen.
    const until = pauseEndAt(time, new Date());
    if (until === null) setProblem(PAUSE_TIME_MISSING);
    else void run('time', () => pauseOrders(until));
  };

  return (
    <fieldset aria-labelledby={`${id}-title`} aria-describedby={`${id}-hint`} className="flex min-w-0 flex-col gap-3">
      <div>
        <p id={`${id}-title`} ref={swapped} tabIndex={-1} className="text-base font-semibold text-ink outline-none">
          Pause new orders
        </p>
        <p id={`${id}-hint`} className="mt-0.5 text-sm text-muted">
          For a rush or a break: customers can't order until then, and ordering starts again by itself.
        </p>
      </div>
      <div className="grid grid-cols-3 gap-2">
        {PAUSE_MINUTES.map((minutes) => (
          <Button
            key={minutes}
            variant="secondary"
            size="md"
            aria-disabled={saving !== null}
            className="whitespace-nowrap px-1 aria-disabled:opacity-60"
            onClick={() => void run(minutes, () => pauseOrders(pauseEnd(minutes, new Date())))}
          >
            {saving === minutes ? (
              'Pausing...'
            ) : (
              <>
                <span className="sr-only">Pause for </span>
                {windowLengthLabel(minutes)}
              </>
            )}
          </Button>
        ))}
      </div>
      <form noValidate onSubmit={submit}>
        <FormField
          name="pausedUntil"
          label="Until a chosen time"
          type="time"
          step={60}
          value={time}
          onChange={(event) => {
            setTime(event.target.value);
            setProblem(null);
          }}
          hint={
            <>
              Kansas City time; a time already past today means tomorrow.
              {chosenEnd && ` Back at ${backAt(chosenEnd, new Date())}.`}
            </>
          }
          error={problem ?? undefined}
          action={
            <Button
              type="submit"
              variant="secondary"
              size="md"
              aria-disabled={saving !== null}
              className="shrink-0 aria-disabled:opacity-60"
            >
              {saving === 'time' ? 'Pausing...' : 'Pause Until Then'}
            </Button>
          }
        />
      </form>
    </fieldset>
  );
}
