import { type SubmitEvent, useEffect, useRef, useState } from 'react';
import { FormField } from '@/components/forms/form-field';
import { Button } from '@/components/ui/button';
import { formatUsd } from '@/domain/money';
import { apiDecimalToCents } from '@/domain/order/api-money';
import { GIFT_CARD_CODE_MISSING } from '@/domain/schemas/gift-card';
import type { CardsSplit } from '@/stores/checkout/checkout-payment';

const usd = (amount: string) => formatUsd(apiDecimalToCents(amount));

interface GiftCardsPanelProps {
  split: CardsSplit | null;
  /** Adds a card by its code; the refusal's words, or null once it is on the order. */
  onAdd: (code: string) => Promise<string | null>;
  onRemove: (index: number) => void;
  /** A change is on its way: the buttons wait. */
  busy: boolean;
}

/**
 * 'Add a gift card' on the payment page (docs/behaviour/screens.md#payment): the cards on the order
 * with what each pays, the field to add one, and what is left for the bank card.
 */
export function GiftCardsPanel({ split, onAdd, onRemove, busy }: GiftCardsPanelProps) {
  const [adding, setAdding] = useState(false);
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (adding) field.current?.focus();
  }, [adding]);

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (code.trim() === '') {
      setProblem(GIFT_CARD_CODE_MISSING);
      field.current?.focus();
      return;
    }
    const refusal = await onAdd(code);
    if (refusal) {
      setProblem(refusal);
      field.current?.focus();
      return;
    }
    setCode('');
    setProblem(undefined);
    setAdding(false);
  };

  return (
    <div className="mb-4 border-b border-brand-100 pb-4">
      {split && split.giftCards.length > 0 && (
        <ul aria-label="Gift cards on this order" className="mb-3 space-y-2">
          {split.giftCards.map((card, index) => (
            <li key={card.last4} className="flex flex-wrap items-center justify-between gap-2 text-sm">
              <span>
                Gift card ending <span className="font-semibold">{card.last4}</span>
                <span className="block text-muted">{usd(card.remaining)} left after this order</span>
              </span>
              <span className="flex items-center gap-2">
                <span className="font-semibold tabular-nums">−{usd(card.applied)}</span>
                <Button type="button" variant="ghost" size="md" disabled={busy} onClick={() => onRemove(index)}>
                  Remove <span className="sr-only">the gift card ending {card.last4}</span>
                </Button>
              </span>
            </li>
          ))}
        </ul>
      )}
      {split && split.giftCards.length > 0 && (
        <p className="mb-3 flex justify-between text-base font-bold text-brand-900">
          <span>To pay by card</span>
          <span className="tabular-nums">{usd(split.amountDue)}</span>
        </p>
      )}
      {adding ? (
        <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-3">
          <FormField
            ref={field}
            name="giftCardCode"
            label="Gift card code"
            value={code}
            error={problem}
            onChange={(event) => setCode(event.target.value)}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            placeholder="XXXX-XXXX-XXXX-XXXX"
          />
          <div className="flex flex-wrap gap-3">
            <Button type="submit" disabled={busy}>
              {busy ? 'Applying...' : 'Apply'}
            </Button>
            <Button type="button" variant="secondary" onClick={() => setAdding(false)}>
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <Button type="button" variant="secondary" disabled={busy} onClick={() => setAdding(true)}>
          Add a gift card
        </Button>
      )}
    </div>
  );
}
