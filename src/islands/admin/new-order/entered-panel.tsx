import { useEffect, useRef } from 'react';
import { formatAmount, orderTypeLabel } from '@/components/orders/order-format';
import { Button } from '@/components/ui/button';
import { buttonVariants } from '@/components/ui/button-variants';
import { shopDate } from '@/domain/fulfilment/schedule';
import { dayLabel, shopTime, windowViewLabel } from '@/domain/fulfilment/window-label';
import { apiDecimalToCents } from '@/domain/order/api-money';
import { toCollectLabel } from '@/domain/order/payment-method';
import type { LinkChannel } from '@/domain/owner-orders/entered-order';
import type { EnteredOrder } from '@/stores/admin/new-order/new-order';
import { CopyLink } from './copy-link';

type Order = EnteredOrder['order'];

/** Where the link went: 'Sent by text to 913-555-0142 and by e-mail to amina@example.com.' */
function sentWords(sentBy: readonly LinkChannel[], order: Order): string {
  const ways = [
    sentBy.includes('text') ? `by text to ${order.customerPhone}` : null,
    sentBy.includes('email') && order.customerEmail ? `by e-mail to ${order.customerEmail}` : null,
  ].filter((way) => way !== null);
  return `Sent ${ways.join(' and ')}.`;
}

/** 'Sat, Nov 28, 6:30 PM', in the shop's time. */
const instantWords = (iso: string) => {
  const at = new Date(iso);
  return `${dayLabel(shopDate(at))}, ${shopTime(at)}`;
};

/**
 * The order is in: its number, when and for whom, and what comes next: the payment link to copy
 * and where it went, or the money to collect in person. Focus moves to its heading, which says it.
 */
export function EnteredPanel({
  entered,
  sentBy,
  onAnother,
}: {
  entered: EnteredOrder;
  sentBy: readonly LinkChannel[];
  onAnother: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const { order, payUrl } = entered;
  const { toCollect, openLink, overLimits } = order.payment;
  const when = order.fulfilmentWindow ? `, ${windowViewLabel(order.fulfilmentWindow)}` : '';
  return (
    <div
      role="status"
      aria-labelledby="entered-order-heading"
      className="flex flex-col gap-4 rounded-2xl border border-green-300 bg-green-50 p-4 shadow-sm sm:p-5"
    >
      <div>
        <h2
          id="entered-order-heading"
          ref={heading}
          tabIndex={-1}
          className="text-xl font-bold text-green-950 outline-none"
        >
          Order {order.orderNumber} entered
        </h2>
        <p className="mt-1 text-sm text-ink">
          {orderTypeLabel(order.orderType)}
          {when} · {order.customerName} · Total {formatAmount(order.total)}
        </p>
        {overLimits && <p className="mt-1 text-sm text-ink">Taken over the kitchen's limits.</p>}
      </div>
      {payUrl !== null ? (
        <>
          <div className="text-sm text-ink">
            <p>{sentWords(sentBy, order)}</p>
            {openLink && (
              <p>It holds its place until {instantWords(openLink.expiresAt)}; unpaid by then, it is cancelled.</p>
            )}
          </div>
          <CopyLink url={payUrl} />
        </>
      ) : (
        toCollect !== null && (
          <p className="text-lg font-bold text-ink">{toCollectLabel(apiDecimalToCents(toCollect))}</p>
        )
      )}
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button type="button" size="lg" onClick={onAnother}>
          Enter another order
        </Button>
        <a href="/admin" className={buttonVariants({ variant: 'secondary', size: 'lg' })}>
          Back to orders
        </a>
      </div>
    </div>
  );
}
