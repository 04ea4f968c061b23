import type { ReactNode } from 'react';
import type { OrderView } from '@/domain/api-shapes';
import { windowHeading, windowViewLabel } from '@/domain/fulfilment/window-label';
import { formatOrderDateTime, orderNotes, orderTypeLabel } from './order-format';
import { OrderLines } from './order-lines';
import { RefundedBadge, StatusBadge } from './status-badge';

/*
 * The parts an order card is made of, shared by the customer's history and the owner's dashboard
 * so both show an order the same way. The heading levels differ (the history's cards sit under
 * the page title, the dashboard's under a section), so each part takes its level.
 */

type HeadingLevel = 'h2' | 'h3';
const SUB_HEADING: Record<HeadingLevel, 'h3' | 'h4'> = { h2: 'h3', h3: 'h4' };

export const SECTION_HEADING = 'text-xs font-semibold tracking-wide text-muted uppercase';

/** Number, date and time, the pickup or delivery window, order type and status badge (after `mark`, when given). */
export function OrderCardHeader({
  order,
  headingId,
  level,
  mark,
}: {
  order: OrderView;
  headingId: string;
  level: HeadingLevel;
  mark?: ReactNode;
}) {
  const Heading = level;
  return (
    <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
      <div className="min-w-0">
        <Heading id={headingId} className="text-lg font-bold text-brand-900">
          Order {order.orderNumber}
        </Heading>
        <p className="text-sm text-muted">
          <time dateTime={order.createdAt}>{formatOrderDateTime(order.createdAt)}</time>
        </p>
        {order.fulfilmentWindow && (
          <p className="text-sm text-ink">
            {windowHeading(order.orderType)}: <strong>{windowViewLabel(order.fulfilmentWindow)}</strong>
          </p>
        )}
      </div>
      <OrderBadges order={order} mark={mark} />
    </div>
  );
}

/**
 * The order type, the status and 'Refunded' once it is, as badges (the cards' headers and the
 * kitchen's orders), after the owner's `mark` when there is one (a catering event's, a standing order's).
 */
export function OrderBadges({
  order,
  mark,
}: {
  order: Pick<OrderView, 'orderType' | 'status' | 'refundedAt'>;
  mark?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      {mark}
      <span className="inline-flex items-center rounded-full border border-brand-200 px-2.5 py-0.5 text-xs font-semibold text-brand-900">
        <span className="sr-only">Order type: </span>
        {orderTypeLabel(order.orderType)}
      </span>
      <StatusBadge status={order.status} />
      {order.refundedAt !== null && <RefundedBadge />}
    </div>
  );
}

/** The items list under its own heading, which also names the list for screen readers. */
export function OrderItemsSection({
  order,
  itemsId,
  level,
}: {
  order: OrderView;
  itemsId: string;
  level: HeadingLevel;
}) {
  const Heading = SUB_HEADING[level];
  return (
    <>
      <Heading id={itemsId} className={SECTION_HEADING}>
        Items
      </Heading>
      <div className="mt-2">
        <OrderLines items={order.items} labelledBy={itemsId} />
      </div>
    </>
  );
}

/** The customer's notes, or nothing when there are none. */
export function OrderNotesBox({
  order,
  title,
  level,
  className = '',
}: {
  order: OrderView;
  title: string;
  level: HeadingLevel;
  className?: string;
}) {
  const notes = orderNotes(order.notes);
  if (!notes) return null;
  const Heading = SUB_HEADING[level];
  return (
    <div className={`rounded-lg bg-brand-50 p-3 ${className}`}>
      <Heading className={SECTION_HEADING}>{title}</Heading>
      <p className="mt-1 text-sm break-words whitespace-pre-line text-ink">{notes}</p>
    </div>
  );
}
