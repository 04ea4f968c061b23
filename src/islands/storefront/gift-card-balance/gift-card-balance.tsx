import { useState } from 'react';
import { FormAlert } from '@/components/forms/form-alert';
import { FormField } from '@/components/forms/form-field';
import { useCheckedForm } from '@/components/forms/use-checked-form';
import { Button } from '@/components/ui/button';
import { shopDate } from '@/domain/fulfilment/schedule';
import { LEDGER_KIND_LABELS } from '@/domain/gift-cards/gift-card-terms';
import { apiDecimalToCents } from '@/domain/order/api-money';
import { formatUsd } from '@/domain/money';
import { reviewDateLabel } from '@/domain/reviews';
import { balanceBodySchema } from '@/domain/schemas/gift-card';
import { type GiftCardBalance, checkGiftCardBalance } from '@/stores/storefront/gift-card-balance';

/** A ledger amount as signed text ('-12.40') in dollars: '−$12.40', '+$25.00'. */
function signedUsd(amount: string): string {
  const cents = apiDecimalToCents(amount.replace(/^-/, ''));
  return `${amount.startsWith('-') ? '−' : '+'}${formatUsd(cents)}`;
}

function CardBalance({ card }: { card: GiftCardBalance }) {
  return (
    <section aria-labelledby="card-balance" className="mt-6 rounded-xl border border-line bg-surface p-4">
      <h2 id="card-balance" className="text-sm font-medium text-muted">
        Gift card ending {card.last4}
      </h2>
      <p className="mt-1 text-3xl font-bold text-ink">{formatUsd(apiDecimalToCents(card.balance))}</p>
      {card.disabled && (
        <p className="mt-2 text-sm font-medium text-red-800">This card is on hold. Please contact us to use it.</p>
      )}
      <h3 className="mt-4 text-sm font-semibold text-ink">Uses</h3>
      <ul className="mt-2 divide-y divide-line text-sm">
        {card.uses.map((use) => (
          <li key={`${use.at}-${use.kind}-${use.amount}`} className="flex justify-between gap-4 py-2">
            <span>
              <span className="block text-ink">{LEDGER_KIND_LABELS[use.kind]}</span>
              <span className="block text-muted">{reviewDateLabel(shopDate(new Date(use.at)))}</span>
            </span>
            <span className="font-medium tabular-nums text-ink">{signedUsd(use.amount)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The balance page (docs/behaviour/screens.md#gift-card-balance): a code in, the card's balance and
 * each use out. A wrong code gets the server's one sentence; what was typed stays in the field.
 */
export default function GiftCardBalanceCheck() {
  const form = useCheckedForm(balanceBodySchema, { code: '' });
  const [busy, setBusy] = useState(false);
  const [card, setCard] = useState<GiftCardBalance | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const check = async (code: string) => {
    setBusy(true);
    setProblem(null);
    const result = await checkGiftCardBalance(code);
    setBusy(false);
    if (result.ok) setCard(result.card);
    else {
      setCard(null);
      setProblem(result.message);
    }
  };

  return (
    <div>
      <form
        ref={form.ref}
        noValidate
        onSubmit={form.submit(({ code }) => void check(code))}
        className="flex flex-col gap-4"
      >
        <FormField
          {...form.field('code')}
          label="Gift card code"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder="XXXX-XXXX-XXXX-XXXX"
        />
        <FormAlert message={problem} />
        <Button type="submit" size="lg" disabled={busy}>
          {busy ? 'Checking...' : 'Check Balance'}
        </Button>
      </form>
      <div aria-live="polite">{card && <CardBalance card={card} />}</div>
    </div>
  );
}
