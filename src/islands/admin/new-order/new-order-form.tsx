import { type SubmitEvent, useEffect, useRef, useState } from 'react';
import { showRefusal } from '@/components/admin/show-refusal';
import { useStore } from '@nanostores/react';
import { RefusalStatus } from '@/components/admin/refusal-status';
import { FormAlert } from '@/components/forms/form-alert';
import { Button } from '@/components/ui/button';
import { shopDate, upcomingDates } from '@/domain/fulfilment/schedule';
import type { AdminMenuProduct } from '@/domain/menu';
import type { LinkChannel } from '@/domain/owner-orders/entered-order';
import {
  $newOrderQuote,
  $windowsDay,
  type EnteredOrder,
  type EnteredOrderBody,
  enterOrder,
  quoteSoon,
  stopQuoting,
} from '@/stores/admin/new-order/new-order';
import { CustomerPanel } from './customer-panel';
import { DishLines } from './dish-lines';
import { EnteredPanel } from './entered-panel';
import { focusFirstProblem } from '@/components/forms/focus-field';
import { FulfilmentPanel } from './fulfilment-panel';
import { NotesPanel } from './notes-panel';
import {
  checkNewOrder,
  dishField,
  emptyNewOrder,
  fieldOrder,
  type FormErrors,
  formErrorsOf,
  linesOf,
  type NewOrderValues,
  quoteBodyOf,
} from './order-form-values';
import { OverLimitAlert } from '@/components/admin/over-limit-alert';
import { PaymentPanel } from './payment-panel';
import { QuotePanel } from './quote-panel';

/** The days to offer and an empty form for the first of them: the shop's today, read afresh for each order. */
function freshStart() {
  const dates = upcomingDates(new Date());
  return { dates, values: emptyNewOrder(dates[0] ?? shopDate(new Date())) };
}

/**
 * The new order: its dishes, pickup or delivery and when, the customer, notes and a code, the
 * money as the server quotes it, and how it is paid. Problems show beside their fields in the
 * server's words, whether the form found them (a count once its field is left, the rest from the
 * first Enter order) or the server did; a kitchen limit's refusal asks whether to take it anyway;
 * any other refusal shows above the button. Nothing typed is lost until the order is in.
 */
export function NewOrderForm({ dishes }: { dishes: readonly AdminMenuProduct[] }) {
  const [start] = useState(freshStart);
  const [dates, setDates] = useState(start.dates);
  const [values, setValues] = useState<NewOrderValues>(start.values);
  const [tried, setTried] = useState(false);
  /** The dishes whose count field was left: their count is checked from then on. */
  const [left, setLeft] = useState<ReadonlySet<number>>(() => new Set());
  const [refused, setRefused] = useState<FormErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [overLimit, setOverLimit] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [entered, setEntered] = useState<{ entered: EnteredOrder; sentBy: LinkChannel[] } | null>(null);
  /** How many orders were entered and the form started again: each puts focus back on its first field. */
  const [round, setRound] = useState(0);
  const lastSent = useRef<EnteredOrderBody | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const quote = useStore($newOrderQuote);

  // The quote follows what changes the money, by its body's words: one ask per change, not per render.
  const quoteKey = JSON.stringify(quoteBodyOf(values, dishes));
  useEffect(() => quoteSoon(JSON.parse(quoteKey)), [quoteKey]);
  useEffect(() => stopQuoting, []);
  useEffect(() => $windowsDay.set({ type: values.orderType, date: values.date }), [values.orderType, values.date]);
  useEffect(() => {
    if (round > 0) form.current?.querySelector('input')?.focus();
  }, [round]);

  const lines = linesOf(values, dishes);
  const checked = checkNewOrder(values, dishes);
  const leftFields = new Set([...left].map(dishField));
  const own = Object.entries(checked.ok ? {} : checked.errors).filter(([field]) => tried || leftFields.has(field));
  const errors: FormErrors = {
    ...(quote.status === 'refused' ? formErrorsOf(quote.problems, lines) : {}),
    ...Object.fromEntries(own),
    ...refused,
  };

  /** A change takes the server's last refusal away: it was about the order as it was. */
  const change = (next: Partial<NewOrderValues>) => {
    setValues((current) => ({ ...current, ...next }));
    setRefused({});
    setOverLimit(null);
  };

  const focusFirst = (found: FormErrors) => focusFirstProblem(form, fieldOrder(dishes), found);

  const send = async (body: EnteredOrderBody) => {
    lastSent.current = body;
    setBusy(true);
    setProblem(null);
    setRefused({});
    const result = await enterOrder(body);
    setBusy(false);
    // A limit's alert stays while its order is sent again, so what is being decided stays in view.
    setOverLimit(!result.ok && result.overridable ? result.message : null);
    if (result.ok) {
      setEntered({ entered: result.entered, sentBy: body.sendLinkBy ?? [] });
      return;
    }
    showRefusal(result, (problems) => formErrorsOf(problems, body.items), { setRefused, focusFirst, setProblem });
  };

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTried(true);
    if (checked.ok) void send(checked.body);
    else focusFirst(checked.errors);
  };

  /** The same order again, confirmed: the owner takes it over the kitchen's limit. */
  const takeAnyway = () => {
    if (lastSent.current) void send({ ...lastSent.current, overrideLimits: true });
  };

  const another = () => {
    const next = freshStart();
    setDates(next.dates);
    setValues(next.values);
    setTried(false);
    setLeft(new Set());
    setRefused({});
    setProblem(null);
    setOverLimit(null);
    setEntered(null);
    setRound((count) => count + 1);
  };

  if (entered) return <EnteredPanel entered={entered.entered} sentBy={entered.sentBy} onAnother={another} />;

  const idle =
    lines.length === 0
      ? 'Add dishes to see the total.'
      : values.orderType === 'delivery' && values.address.trim() === ''
        ? 'Enter the delivery address to see the fee and the total.'
        : 'The total shows once each count is right.';

  return (
    <form ref={form} noValidate onSubmit={submit} aria-label="New order" className="flex flex-col gap-6">
      <DishLines
        dishes={dishes}
        pieces={values.pieces}
        errors={errors}
        onPieces={(id, typed) => change({ pieces: { ...values.pieces, [id]: typed } })}
        onLeave={(id) => setLeft((current) => new Set(current).add(id))}
      />
      <FulfilmentPanel values={values} dates={dates} errors={errors} onChange={change} />
      <CustomerPanel values={values} errors={errors} onChange={change} />
      <NotesPanel values={values} errors={errors} onChange={change} />
      <QuotePanel quote={quote} idle={idle} />
      <PaymentPanel values={values} errors={errors} onChange={change} />
      <div className="flex flex-col gap-3">
        <FormAlert message={problem} />
        <RefusalStatus problems={refused} order={fieldOrder(dishes)} />
        {overLimit && <OverLimitAlert takeLabel="Take it anyway" message={overLimit} busy={busy} onTake={takeAnyway} />}
        <Button type="submit" size="lg" busy={busy} className="w-full sm:w-auto sm:self-end">
          {busy ? 'Entering…' : 'Enter order'}
        </Button>
      </div>
    </form>
  );
}
