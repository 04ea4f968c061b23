import { useStore } from '@nanostores/react';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { momentWords, totalWords } from '@/components/admin/standing-words';
import { dayLabel } from '@/domain/fulfilment/window-label';
import { $focusStandingCard, type OwnersStandingOrder } from '@/stores/admin/standing/standing-orders';
import { StandingActions } from './standing-actions';
import { cardWords, pausedWords } from './standing-words';

/** A fact of the card: its name, then what it says. */
function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-muted">{term}</dt>
      <dd className="min-w-0 break-words text-ink">{children}</dd>
    </>
  );
}

const RUN_WORDS: Record<NonNullable<OwnersStandingOrder['upcoming']>['status'], string> = {
  placed: 'Placed',
  charging: 'Being charged',
  paid: 'Paid',
  failed: 'Payment failed',
  skipped: 'Skipped',
  cancelled: 'Cancelled',
};

/** This drop's (or week's) order: its number, window, total and charge; a failure's reason and pay-by. */
function Upcoming({ upcoming }: { upcoming: NonNullable<OwnersStandingOrder['upcoming']> }) {
  const failure = upcoming.failure;
  return (
    <div className={`mt-3 rounded-xl p-3 text-sm ${failure ? 'bg-red-50 text-red-950' : 'bg-brand-50 text-ink'}`}>
      <p className="font-semibold">
        Order {upcoming.orderNumber}: {RUN_WORDS[upcoming.status]}
      </p>
      <p>
        {upcoming.windowLabel} · {totalWords(upcoming.total)}
      </p>
      {failure ? (
        <>
          <p>{failure.reason}</p>
          <p className="font-semibold">Pay by {momentWords(failure.payBy)} with the link she was sent.</p>
        </>
      ) : (
        upcoming.status !== 'paid' && <p>Charged {momentWords(upcoming.chargeAt)}</p>
      )}
    </div>
  );
}

/**
 * After a pause, resume or end, the card (drawn again in its new group) takes the focus, so the
 * owner's place is kept and a screen reader says where it went.
 */
function useFocusAfterAction(order: OwnersStandingOrder) {
  const heading = useRef<HTMLHeadingElement>(null);
  const focus = useStore($focusStandingCard);
  useEffect(() => {
    if (focus?.id !== order.id || focus.status !== order.status) return;
    heading.current?.focus();
    $focusStandingCard.set(null);
  }, [focus, order.id, order.status]);
  return heading;
}

/**
 * One standing order on the owner's list: who, what and when, her card and end date, this drop's
 * order, and what the owner may do with it.
 */
export function StandingCard({ order }: { order: OwnersStandingOrder }) {
  const headingId = useId();
  const heading = useFocusAfterAction(order);
  const paused = pausedWords(order);
  return (
    <li aria-labelledby={headingId} className="rounded-2xl border border-line bg-white p-4 shadow-sm">
      <h3 id={headingId} ref={heading} tabIndex={-1} className="font-semibold text-ink outline-none">
        {order.customerName}
      </h3>
      {paused && (
        <p className="text-sm font-semibold text-amber-900">
          {paused}
          {order.pausedBy === 'owner' && order.ownerMessage && `: “${order.ownerMessage}”`}
        </p>
      )}
      {order.status === 'cancelled' && order.ownerMessage && (
        <p className="text-sm text-muted">Your message: “{order.ownerMessage}”</p>
      )}
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <Fact term="E-mail">
          <a href={`mailto:${order.email}`} className="break-all text-brand-800 underline underline-offset-4">
            {order.email}
          </a>
        </Fact>
        <Fact term="Phone">
          <a href={`tel:${order.phone}`} className="text-brand-800 underline underline-offset-4">
            {order.phone}
          </a>
        </Fact>
        <Fact term="Dishes">
          <ul>
            {order.items.map((item) => (
              <li key={item.productId}>
                {item.quantity} × {item.name}
                {!item.available && <span className="font-semibold text-amber-900"> (not on the menu now)</span>}
              </li>
            ))}
          </ul>
        </Fact>
        <Fact term="Usual time">{order.windowLabel}</Fact>
        <Fact term={order.orderType === 'delivery' ? 'Delivery' : 'Pickup'}>
          {order.orderType === 'delivery' ? `To ${order.address ?? ''}` : 'From our kitchen'}
        </Fact>
        <Fact term="Card">{cardWords(order.card)}</Fact>
        <Fact term="Ends">{order.endsOn ? dayLabel(order.endsOn) : 'No end date'}</Fact>
        {order.skipNext && <Fact term="Next time">Skipping the next one</Fact>}
      </dl>
      {order.upcoming && <Upcoming upcoming={order.upcoming} />}
      <StandingActions order={order} />
    </li>
  );
}
