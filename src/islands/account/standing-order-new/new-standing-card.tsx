import { useEffect, useRef } from 'react';
import { CardStep } from '@/components/standing-orders/card-step';
import { textLinkClass } from '@/components/ui/text-link-class';
import {
  finishNewStandingOrder,
  type SavedStandingOrder,
  STANDING_ORDERS_ON_ACCOUNT,
} from '@/stores/account/standing-orders';

/** Where a card's authentication comes back to: this page, told which standing order the card is for. */
export const newCardReturnPath = (id: number) => `/standing-orders/new?card=${id}`;

/**
 * The new standing order is saved; now the card its orders are charged to (nothing is charged
 * now). Once the card is saved she goes to her standing orders on /account, with a toast there. She
 * may also add the card later from there: the standing order waits for it.
 */
export function NewStandingCard({ saved }: { saved: SavedStandingOrder }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const { id } = saved.standingOrder;
  return (
    <section
      aria-labelledby="new-standing-card"
      className="mt-6 flex flex-col gap-4 rounded-2xl border border-brand-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="new-standing-card" ref={heading} tabIndex={-1} className="text-xl font-bold text-brand-900 outline-none">
        Add a card
      </h2>
      <p className="text-ink">
        Your standing order is saved. Add the card we charge each order to: nothing is charged now.
      </p>
      <CardStep
        setup={saved.setup}
        saveLabel="Save card"
        returnPath={newCardReturnPath(id)}
        save={(setupIntentId) => finishNewStandingOrder(id, setupIntentId)}
      />
      <p className="text-sm text-muted">
        Or{' '}
        <a href={STANDING_ORDERS_ON_ACCOUNT} className={textLinkClass}>
          add the card later from your account
        </a>
        : nothing is placed until you do.
      </p>
    </section>
  );
}
