import { type KeyboardEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { CloseIcon } from '@/components/ui/close-icon';
import { inputClass } from '@/components/ui/input-class';
import { blockedDateLabel } from '@/domain/fulfilment/opening-hours';
import { dateToBlockProblem, withBlockedDate } from './hours-form-values';

interface BlockedDatesFieldProps {
  dates: string[];
  /** The shop's today, 'YYYY-MM-DD': earlier dates cannot be blocked. */
  today: string;
  /** The server's or the schema's problem with the list, if any. */
  error: string | undefined;
  onChange: (dates: string[]) => void;
}

/**
 * Days the kitchen takes no orders (holidays, sold-out days): a date field with "Block date", and
 * the blocked dates as chips ('Thu, Dec 25'), each with its own remove button.
 */
export function BlockedDatesField({ dates, today, error, onChange }: BlockedDatesFieldProps) {
  const id = useId();
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const shown = problem ?? error;

  const block = () => {
    const refused = dateToBlockProblem(draft, dates, today);
    setProblem(refused);
    if (refused) return;
    onChange(withBlockedDate(dates, draft));
    setDraft('');
  };

  const unblock = (date: string, index: number) => {
    onChange(dates.filter((other) => other !== date));
    // The chip's button is gone: focus the next chip's, else the previous one's, else the date field.
    requestAnimationFrame(() => {
      const next = dates[index + 1] ?? dates[index - 1];
      (document.getElementById(next ? `${id}-${next}` : `${id}-date`) as HTMLElement | null)?.focus();
    });
  };

  // Enter in the date field blocks the date rather than saving the whole form.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    block();
  };

  return (
    <fieldset className="flex min-w-0 flex-col gap-3">
      <legend>
        <h3 className="text-lg font-bold text-brand-900">Blocked dates</h3>
      </legend>
      <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
        Holidays and sold-out days: customers can't choose these days.
      </p>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-date`} className="text-sm font-semibold text-ink">
          Date to block
        </label>
        <div className="flex gap-2">
          <input
            id={`${id}-date`}
            type="date"
            min={today}
            value={draft}
            onChange={(event) => {
              setDraft(event.target.value);
              setProblem(null);
            }}
            onKeyDown={onKeyDown}
            aria-invalid={shown ? true : undefined}
            aria-describedby={shown ? `${id}-hint ${id}-error` : `${id}-hint`}
            className={`${inputClass} aria-invalid:border-kenya-red`}
          />
          <Button type="button" variant="secondary" size="md" className="shrink-0" onClick={block}>
            Block date
          </Button>
        </div>
        {shown && (
          <p id={`${id}-error`} role="alert" className="text-sm font-medium text-kenya-red">
            {shown}
          </p>
        )}
      </div>
      {dates.length === 0 ? (
        <p className="text-sm text-muted">No dates blocked.</p>
      ) : (
        <ul className="flex flex-wrap gap-2" aria-label="Blocked dates">
          {dates.map((date, index) => {
            const label = blockedDateLabel(date, today);
            return (
              <li
                key={date}
                className="inline-flex items-center gap-1 rounded-full border border-brand-200 bg-brand-50 py-0.5 pr-0.5 pl-3 text-sm font-medium text-brand-900"
              >
                <time dateTime={date}>{label}</time>
                <button
                  id={`${id}-${date}`}
                  type="button"
                  aria-label={`Unblock ${label}`}
                  onClick={() => unblock(date, index)}
                  className="inline-flex size-11 items-center justify-center rounded-full text-brand-900 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-700"
                >
                  <CloseIcon className="size-4" />
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </fieldset>
  );
}
