import { type SubmitEvent, useEffect, useId, useRef, useState } from 'react';
import { FormAlert } from '@/components/forms/form-alert';
import { FormField } from '@/components/forms/form-field';
import { Button } from '@/components/ui/button';
import { DISABLE_REASON_MISSING } from '@/domain/schemas/gift-card';
import { shopDate } from '@/domain/fulfilment/schedule';
import { formatUsd } from '@/domain/money';
import { apiDecimalToCents } from '@/domain/order/api-money';
import { reviewDateLabel } from '@/domain/reviews';
import { type GiftCard, setCardDisabled } from '@/stores/admin/gift-cards/gift-cards';

const usd = (amount: string) => formatUsd(apiDecimalToCents(amount));
const day = (at: string) => reviewDateLabel(shopDate(new Date(at)));

/** Disabling a card: the reason asked in place, then the card on hold (its balance kept). */
function DisableForm({ card, onDone }: { card: GiftCard; onDone: () => void }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => field.current?.focus(), []);

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (reason.trim() === '') {
      setError(DISABLE_REASON_MISSING);
      field.current?.focus();
      return;
    }
    setBusy(true);
    const result = await setCardDisabled(card, reason.trim());
    setBusy(false);
    if (result.ok) onDone();
    else setProblem(result.message);
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="mt-3 flex flex-col gap-3">
      <FormAlert message={problem} />
      <FormField
        ref={field}
        name="reason"
        label={`Why disable the card ending ${card.last4}?`}
        value={reason}
        error={error}
        onChange={(event) => setReason(event.target.value)}
        hint="Its balance is kept and still counts in what the shop owes."
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" variant="destructive" size="md" disabled={busy}>
          {busy ? 'Disabling...' : 'Disable Card'}
        </Button>
        <Button type="button" variant="secondary" size="md" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/** One card in the owner's list: who bought it for whom, its amount and balance, and its state. */
export function GiftCardItem({ card }: { card: GiftCard }) {
  const [disabling, setDisabling] = useState(false);
  const [busy, setBusy] = useState(false);
  const headingId = useId();
  // The focus goes back to the card's button once the reason's form closes.
  const toggleId = `gift-card-${card.id}-toggle`;
  const closeForm = () => {
    setDisabling(false);
    requestAnimationFrame(() => document.getElementById(toggleId)?.focus());
  };
  const enable = async () => {
    setBusy(true);
    await setCardDisabled(card, null);
    setBusy(false);
  };

  return (
    <li aria-labelledby={headingId} className="rounded-2xl border border-line bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={headingId} className="font-semibold text-ink">
          Card ending {card.last4}
          {card.kind === 'credit' && <span className="ml-2 text-sm font-normal text-muted">store credit</span>}
        </h3>
        <p className="text-lg font-bold tabular-nums text-ink">
          {usd(card.balance)} <span className="text-sm font-normal text-muted">of {usd(card.amount)}</span>
        </p>
      </div>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted">For</dt>
        <dd className="break-all text-ink">
          {card.recipient.name} · {card.recipient.email}
        </dd>
        {card.buyer && (
          <>
            <dt className="text-muted">From</dt>
            <dd className="break-all text-ink">
              {card.buyer.name} · {card.buyer.email}
            </dd>
          </>
        )}
        {card.reason && (
          <>
            <dt className="text-muted">Reason</dt>
            <dd className="text-ink">{card.reason}</dd>
          </>
        )}
        <dt className="text-muted">Issued</dt>
        <dd className="text-ink">{day(card.issuedAt)}</dd>
        <dt className="text-muted">Last used</dt>
        <dd className="text-ink">{card.lastUsedAt ? day(card.lastUsedAt) : 'Not yet'}</dd>
      </dl>
      {card.disabledAt && (
        <p className="mt-2 text-sm font-medium text-red-800">
          Disabled {day(card.disabledAt)}: {card.disabledReason}
        </p>
      )}
      {disabling ? (
        <DisableForm card={card} onDone={closeForm} />
      ) : (
        <div className="mt-3">
          {card.disabledAt ? (
            <Button
              id={toggleId}
              type="button"
              variant="secondary"
              size="md"
              disabled={busy}
              onClick={() => void enable()}
            >
              {busy ? 'Enabling...' : 'Enable'} <span className="sr-only">the card ending {card.last4}</span>
            </Button>
          ) : (
            <Button id={toggleId} type="button" variant="ghost" size="md" onClick={() => setDisabling(true)}>
              Disable <span className="sr-only">the card ending {card.last4}</span>
            </Button>
          )}
        </div>
      )}
    </li>
  );
}
