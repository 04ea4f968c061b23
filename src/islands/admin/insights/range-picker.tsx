import { type SubmitEvent, useId, useState } from 'react';
import { useStore } from '@nanostores/react';
import { focusFirstInvalid } from '@/components/forms/field-errors';
import { FormField } from '@/components/forms/form-field';
import { Button } from '@/components/ui/button';
import { ChoiceChip } from '@/components/ui/choice-chip';
import {
  checkInsightsQuery,
  type InsightsRange,
  PRESET_LABELS,
  PRESETS,
  previousRange,
  previousWords,
} from '@/domain/insights/insights-range';
import {
  $insightsChoice,
  $insightsRange,
  chooseOwnDates,
  choosePreset,
  showDates,
} from '@/stores/admin/insights/insights';
import { rangeWords } from './insights-format';

type DateField = 'from' | 'to';
const DATE_FIELDS: readonly DateField[] = ['from', 'to'];

/**
 * Two dates of the owner's own, checked by the API's own rule (checkInsightsQuery) before anything
 * is asked: each problem beside its field in the server's words, focus on the first. The figures
 * shown stay until two good dates are sent.
 */
function OwnDates({ range }: { range: InsightsRange }) {
  const [values, setValues] = useState<Record<DateField, string>>({ from: range.from, to: range.to });
  const [submitted, setSubmitted] = useState(false);
  const checked = checkInsightsQuery(values);
  const errors = submitted && !checked.ok ? checked.fields : {};

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (checked.ok) return showDates(checked.value);
    focusFirstInvalid(event.currentTarget, DATE_FIELDS, checked.fields);
  };

  const field = (name: DateField) => ({
    name,
    type: 'date',
    required: true,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <div className="grid flex-1 gap-3 min-[22rem]:grid-cols-2">
        <FormField {...field('from')} label="From" />
        <FormField {...field('to')} label="To" />
      </div>
      <Button type="submit" size="md" className="sm:mt-6">
        Show These Dates
      </Button>
    </form>
  );
}

/**
 * The range the page covers: the presets as chips ('This month' at first) and 'Two dates' with
 * From and To; under them, the range in words and what it is compared with.
 */
export function RangePicker() {
  const choice = useStore($insightsChoice);
  const range = useStore($insightsRange);
  const id = useId();
  if (!range) return null;
  const before = previousRange(range);
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="flex flex-col gap-4 rounded-2xl border border-brand-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id={`${id}-heading`} className="text-xl font-bold text-brand-900">
        Range
      </h2>
      <div
        role="radiogroup"
        aria-labelledby={`${id}-heading`}
        className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-6"
      >
        {PRESETS.map((preset) => (
          <ChoiceChip
            key={preset}
            name={`${id}-range`}
            value={preset}
            checked={choice === preset}
            onChoose={() => choosePreset(preset)}
          >
            {PRESET_LABELS[preset]}
          </ChoiceChip>
        ))}
        <ChoiceChip name={`${id}-range`} value="dates" checked={choice === 'dates'} onChoose={chooseOwnDates}>
          Two dates
        </ChoiceChip>
      </div>
      {choice === 'dates' && <OwnDates range={range} />}
      <p aria-live="polite" className="text-ink">
        <span className="font-semibold">{rangeWords(range)}</span>, compared with {previousWords(range)} (
        {rangeWords(before)}).
      </p>
    </section>
  );
}
