import { useStore } from '@nanostores/react';
import { type ReactNode, type SubmitEvent, useCallback, useEffect, useRef, useState } from 'react';
import { OverLimitAlert } from '@/components/admin/over-limit-alert';
import { RefusalStatus } from '@/components/admin/refusal-status';
import { FormAlert } from '@/components/forms/form-alert';
import { FormField, TextAreaField } from '@/components/forms/form-field';
import { focusFirstProblem } from '@/components/forms/focus-field';
import { Button } from '@/components/ui/button';
import { ChoiceChip } from '@/components/ui/choice-chip';
import { LoadFailed } from '@/components/ui/load-failed';
import { canDecline, canQuote } from '@/domain/catering/catering-quote-steps';
import { dayLabel } from '@/domain/fulfilment/window-label';
import { apiDecimalToCents } from '@/domain/order/api-money';
import { formatUsd } from '@/domain/money';
import { $adminProducts } from '@/stores/admin/menu/menu';
import {
  type CateringDetail,
  type CateringQuote,
  loadCateringDetail,
  saveQuoteDraft,
  sendQuote,
} from '@/stores/admin/catering/catering-quote';
import { CancelEventForm } from './cancel-event-form';
import { DeclineForm } from './decline-form';
import { PricedQuote } from './priced-quote';
import {
  checkQuoteForm,
  type DepositKind,
  depositField,
  focusedField,
  initialQuoteValues,
  type MenuDish,
  type QuoteFormValues,
  type QuoteProblems,
  quoteFieldOrder,
} from './quote-form-values';
import { QuoteLines } from './quote-lines';
import { StateTimeline } from './state-timeline';

const usd = (decimal: string) => formatUsd(apiDecimalToCents(decimal));

/** The problems as the form focuses them: a line's missing dish on its pieces. */
const focusable = (errors: QuoteProblems): QuoteProblems =>
  Object.fromEntries(Object.entries(errors).map(([path, message]) => [focusedField(path), message]));

/** Sending the saved draft: the day's limit it passes shows with 'Send Anyway'; anything else above. */
function SendQuote({ requestId, onRefused }: { requestId: number; onRefused: (fields: QuoteProblems) => void }) {
  const [busy, setBusy] = useState(false);
  const [warnings, setWarnings] = useState<string[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const send = async (overrideLimits: boolean) => {
    setBusy(true);
    setProblem(null);
    const result = await sendQuote(requestId, overrideLimits);
    setBusy(false);
    // Sent: the list is asked again, and the card, in its new group, takes the focus.
    if (result.ok) return;
    setWarnings(result.limitWarnings);
    if (result.limitWarnings.length > 0) return;
    if (Object.keys(result.fields).length > 0) onRefused(result.fields);
    else setProblem(result.message);
  };
  if (warnings.length > 0) {
    return (
      <OverLimitAlert
        message={warnings.join(' ')}
        busy={busy}
        takeLabel={busy ? 'Sending...' : 'Send Anyway'}
        onTake={() => void send(true)}
      />
    );
  }
  return (
    <div className="flex flex-col gap-2">
      <FormAlert message={problem} />
      <Button type="button" size="lg" busy={busy} onClick={() => void send(false)} className="w-full sm:w-auto">
        {busy ? 'Sending...' : 'Send to Customer'}
      </Button>
    </div>
  );
}

/** Money and day fields: each on its own, two to a row from a tablet up. */
function Charges({
  values,
  errors,
  defaults,
  set,
}: {
  values: QuoteFormValues;
  errors: QuoteProblems;
  defaults: CateringDetail['defaults'];
  set: (patch: Partial<QuoteFormValues>) => void;
}) {
  const field = (name: 'serviceChargePercent' | 'setup' | 'deliveryFee' | 'discount' | 'fullRefundDays') => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => set({ [name]: event.target.value }),
  });
  const deposit = depositField(values.depositKind);
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          {...field('serviceChargePercent')}
          label="Service charge (%)"
          inputMode="numeric"
          placeholder="0"
          hint="A whole percent of the dishes after the discount; taxed."
        />
        <FormField {...field('setup')} label="Setup" inputMode="decimal" placeholder="0.00" hint="Taxed." />
        <FormField
          {...field('deliveryFee')}
          label="Delivery fee"
          inputMode="decimal"
          placeholder={defaults.deliveryFee}
          hint={`Blank: ${usd(defaults.deliveryFee)}, the zone's fee. Stated apart, so not taxed in Kansas.`}
        />
        <FormField
          {...field('discount')}
          label="Discount"
          inputMode="decimal"
          placeholder="0.00"
          hint="Off the dishes."
        />
      </div>
      <fieldset className="flex min-w-0 flex-col gap-2">
        <legend className="mb-1 text-sm font-semibold text-ink">Deposit</legend>
        <div className="grid grid-cols-2 gap-2 sm:max-w-md">
          {(['percent', 'amount'] as DepositKind[]).map((kind) => (
            <ChoiceChip
              key={kind}
              name="depositKind"
              value={kind}
              checked={values.depositKind === kind}
              onChoose={() => set({ depositKind: kind, deposit: '' })}
            >
              {kind === 'percent' ? 'Percent' : 'Amount'}
            </ChoiceChip>
          ))}
        </div>
        <FormField
          name={deposit}
          label={values.depositKind === 'percent' ? 'Deposit (%)' : 'Deposit amount'}
          inputMode={values.depositKind === 'percent' ? 'numeric' : 'decimal'}
          placeholder={values.depositKind === 'percent' ? String(defaults.depositPercent) : '0.00'}
          value={values.deposit}
          error={errors[deposit]}
          hint={
            values.depositKind === 'percent'
              ? `Of the total, paid on accepting. Blank: your ${defaults.depositPercent}%.`
              : 'In dollars, paid on accepting; never more than the total.'
          }
          onChange={(event) => set({ deposit: event.target.value })}
        />
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          name="balanceDueOn"
          type="date"
          label="Balance due"
          value={values.balanceDueOn}
          error={errors['balanceDueOn']}
          hint="On or before the day of the event."
          onChange={(event) => set({ balanceDueOn: event.target.value })}
        />
        <FormField
          name="expiresOn"
          type="date"
          label="Quote expires"
          value={values.expiresOn}
          error={errors['expiresOn']}
          hint="The last day it can be accepted, before the event."
          onChange={(event) => set({ expiresOn: event.target.value })}
        />
        <FormField
          {...field('fullRefundDays')}
          label="Deposit back in full until (days before)"
          inputMode="numeric"
          placeholder={String(defaults.fullRefundDays)}
          hint={`Blank: your ${defaults.fullRefundDays} days.`}
        />
      </div>
    </>
  );
}

/**
 * The editor of a loaded request: the form (kept as typed whatever the answer), the server's
 * priced version, sending it once saved and unchanged, the history and declining.
 */
function QuoteWorkspace({ detail, menu }: { detail: CateringDetail; menu: readonly MenuDish[] }) {
  const request = detail.request;
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(() => initialQuoteValues(detail, menu));
  const [saved, setSaved] = useState(values);
  const [errors, setErrors] = useState<QuoteProblems>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [priced, setPriced] = useState<CateringQuote | null>(detail.quotes.at(-1) ?? null);
  const [warnings, setWarnings] = useState(detail.limitWarnings);
  const [said, setSaid] = useState('');
  const quotable = canQuote(request.status);
  const dirty = JSON.stringify(values) !== JSON.stringify(saved);
  const set = (patch: Partial<QuoteFormValues>) => setValues((current) => ({ ...current, ...patch }));

  /** Draws the problems beside their fields and focuses the first; false when none is a field's. */
  const showErrors = (found: QuoteProblems): boolean => {
    setErrors(found);
    return focusFirstProblem(form, quoteFieldOrder(values), focusable(found));
  };

  const save = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setProblem(null);
    setSaid('');
    const checked = checkQuoteForm(values);
    if (!checked.ok) {
      showErrors(checked.errors);
      return;
    }
    showErrors({});
    setBusy(true);
    const result = await saveQuoteDraft(request.id, checked.body);
    setBusy(false);
    if (!result.ok) {
      if (!showErrors(result.fields)) setProblem(result.message);
      return;
    }
    const { limitWarnings, ...quote } = result.quote;
    setPriced(quote);
    setWarnings(limitWarnings);
    setSaved(values);
    setSaid(`Draft saved. Total ${usd(quote.total)}, deposit ${usd(quote.deposit)}.`);
  };

  const canSend = quotable && priced !== null && priced.sentAt === null && !dirty;
  return (
    <div className="flex flex-col gap-5">
      {quotable ? (
        <form ref={form} noValidate onSubmit={(event) => void save(event)} className="flex flex-col gap-4">
          <FormAlert message={problem} />
          <RefusalStatus problems={focusable(errors)} order={quoteFieldOrder(values)} />
          <QuoteLines lines={values.lines} menu={menu} errors={errors} onChange={(lines) => set({ lines })} />
          <Charges values={values} errors={errors} defaults={detail.defaults} set={set} />
          <TextAreaField
            name="terms"
            label="Cancellation terms"
            value={values.terms}
            error={errors['terms']}
            rows={5}
            hint="Markdown, shown to the customer with the quote. Your default terms to begin with."
            onChange={(event) => set({ terms: event.target.value })}
          />
          <Button type="submit" variant="secondary" size="lg" busy={busy} className="w-full sm:w-auto sm:self-start">
            {busy ? 'Saving...' : 'Save Draft'}
          </Button>
        </form>
      ) : (
        <p className="text-sm text-muted">This request can no longer be quoted.</p>
      )}
      <p role="status" className="text-sm font-medium text-ink">
        {said}
      </p>
      {priced && <PricedQuote quote={priced} />}
      {quotable && warnings.length > 0 && (
        <div className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          {warnings.map((warning) => (
            <p key={warning}>{warning}</p>
          ))}
        </div>
      )}
      {canSend && <SendQuote requestId={request.id} onRefused={(fields) => void showErrors(fields)} />}
      {quotable && dirty && priced !== null && (
        <p className="text-sm text-muted">Save the draft to see its price and send it.</p>
      )}
      {priced?.sentAt && !dirty && quotable && (
        <p className="text-sm text-muted">
          Sent. A change you save is a new version, sent when you send it. Expires end of {dayLabel(priced.expiresOn)}.
        </p>
      )}
      {detail.quotes.length > 1 && (
        <details className="text-sm">
          <summary className="cursor-pointer font-semibold text-brand-800">Earlier versions</summary>
          <div className="mt-2 flex flex-col gap-3">
            {detail.quotes.slice(0, -1).map((quote) => (
              <PricedQuote key={quote.version} quote={quote} />
            ))}
          </div>
        </details>
      )}
      <StateTimeline detail={detail} />
      {canDecline(request.status) && <DeclineForm requestId={request.id} customer={request.name} />}
      {detail.cancellation && <CancelEventForm requestId={request.id} cancellation={detail.cancellation} />}
    </div>
  );
}

/** A request's quote editor on its card: the request and the menu loaded first, or the failure with Try Again. */
export function QuoteEditor({ requestId, headingId }: { requestId: number; headingId: string }) {
  const [loaded, setLoaded] = useState<Awaited<ReturnType<typeof loadCateringDetail>> | null>(null);
  const { data: menu, error: menuFailed } = useStore($adminProducts);
  const load = useCallback(() => {
    setLoaded(null);
    void loadCateringDetail(requestId).then(setLoaded);
  }, [requestId]);
  useEffect(load, [load]);

  let body: ReactNode;
  if (loaded && !loaded.ok) {
    body = (
      <LoadFailed onRetry={load}>
        <strong className="font-semibold">We couldn't load the quote.</strong> {loaded.message}
      </LoadFailed>
    );
  } else if (!loaded || (!menu && !menuFailed)) {
    body = (
      <p role="status" className="text-sm text-muted">
        Loading the quote
      </p>
    );
  } else {
    // Without the menu the editor still works: prices blank are the server's, shown once saved.
    body = <QuoteWorkspace detail={loaded.detail} menu={menu ?? []} />;
  }
  return (
    <section aria-labelledby={headingId} className="mt-4 border-t border-line pt-4">
      <h4 id={headingId} className="mb-3 text-lg font-bold text-brand-900">
        Quote
      </h4>
      {body}
    </section>
  );
}
