import { useEffect, useRef } from 'react';
import { formatAmount } from '@/components/orders/order-format';
import { buttonVariants } from '@/components/ui/button-variants';
import type { PaidLink } from '@/stores/checkout/pay-link';
import { PAID_TITLE, TRACK_ORDER } from './pay-link-messages';

/**
 * The link is paid: the order, the amount and the way to follow it. The card form is gone, so the
 * heading takes the focus and is read first.
 */
export function LinkPaid({ paid }: { paid: PaidLink }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section
      aria-labelledby="pay-link-paid-heading"
      className="mx-auto flex max-w-lg flex-col items-center rounded-2xl border border-green-200 bg-white p-6 text-center shadow-sm sm:p-8"
    >
      <h1
        id="pay-link-paid-heading"
        ref={heading}
        tabIndex={-1}
        className="text-3xl font-extrabold tracking-tight text-brand-900 outline-none"
      >
        {PAID_TITLE}
      </h1>
      <dl className="mt-6 grid w-full grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-left">
        <dt className="text-muted">Order</dt>
        <dd className="text-right font-semibold text-ink">{paid.orderNumber}</dd>
        <dt className="text-muted">Paid</dt>
        <dd className="text-right font-semibold text-ink tabular-nums">{formatAmount(paid.amount)}</dd>
      </dl>
      <a
        href={paid.trackingUrl}
        className={`${buttonVariants({ variant: 'primary', size: 'lg' })} mt-6 w-full sm:w-auto`}
      >
        {TRACK_ORDER}
      </a>
    </section>
  );
}
