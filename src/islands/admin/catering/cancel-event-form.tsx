import { type SubmitEvent, useId, useRef, useState } from 'react';
import { FormAlert } from '@/components/forms/form-alert';
import { FormField } from '@/components/forms/form-field';
import { focusFirstProblem } from '@/components/forms/focus-field';
import { Button } from '@/components/ui/button';
import { checkOwnerCancelBody } from '@/domain/catering/catering-actions';
import { eventLabel } from '@/domain/catering/catering-request-view';
import { formatUsd } from '@/domain/money';
import { apiDecimalToCents } from '@/domain/order/api-money';
import { cancelEvent, type CateringDetail } from '@/stores/admin/catering/catering-quote';

/**
 * Cancelling a booked event (issue 48): the refund starts at what the accepted terms give back and
 * may be raised up to all the customer paid; checked by the server's own schema first, refused with
 * the words beside the amount, which is kept.
 */
export function CancelEventForm({
  requestId,
  cancellation,
}: {
  requestId: number;
  cancellation: NonNullable<CateringDetail['cancellation']>;
}) {
  const headingId = useId();
  const form = useRef<HTMLFormElement>(null);
  const [refund, setRefund] = useState(cancellation.termsRefund);
  const [error, setError] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const paid = formatUsd(apiDecimalToCents(cancellation.paid));
  const terms = formatUsd(apiDecimalToCents(cancellation.termsRefund));

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setProblem(null);
    const checked = checkOwnerCancelBody({ refund });
    const found = checked.ok ? {} : checked.fields;
    setError(found['refund']);
    if (!checked.ok) {
      focusFirstProblem(form, ['refund'], found);
      return;
    }
    setBusy(true);
    const result = await cancelEvent(requestId, refund);
    setBusy(false);
    if (result.ok) return;
    setError(result.fields['refund']);
    if (!focusFirstProblem(form, ['refund'], result.fields)) setProblem(result.message);
  };

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h4 id={headingId} className="font-semibold text-ink">
        Cancel the event
      </h4>
      <p className="text-sm text-muted">
        Paid {paid}. The terms give back {terms} now (the deposit in full until{' '}
        {eventLabel(new Date(cancellation.cutOff))}).
      </p>
      <form ref={form} noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-3">
        <FormAlert message={problem} />
        <FormField
          name="refund"
          label="Refund to the card ($)"
          inputMode="decimal"
          value={refund}
          error={error}
          hint={`At least ${terms}, at most ${paid}.`}
          onChange={(event) => setRefund(event.target.value)}
        />
        <Button type="submit" variant="destructive" size="md" busy={busy} className="self-start">
          {busy ? 'Cancelling...' : 'Cancel Event'}
        </Button>
      </form>
    </section>
  );
}
