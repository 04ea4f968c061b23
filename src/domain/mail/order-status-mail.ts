/*
 * What the customer is told when the owner moves their order on (issue 16): preparing, ready
 * (for pickup, with the kitchen's pickup note, or on its way), delivered or picked up, and
 * cancelled (with the refund, when there was one). Plain text and HTML say the same things: the
 * order number, the items, the window if one was chosen, a pickup's spot (issue 50), and the link
 * to the tracking page.
 */
import { formatUsd, type Cents } from '../money';
import type { OrderStatus } from '../order-status';
import type { OrderType } from '../order-type';
import { windowHeading, windowLabel } from '../fulfilment/window-label';
import type { SpotBeforePayment } from '../pickup-spots/pickup-spot';
import { spotMailLines } from '../pickup-spots/spot-words';
import { emailPage, escapeHtml, paragraph } from './html';

export interface StatusMailOrder {
  orderNumber: string;
  orderType: OrderType;
  customerName: string;
  items: ReadonlyArray<{ name: string; quantity: number }>;
  totalCents: Cents;
  window: { start: Date; end: Date } | null;
  /** What was refunded when the order was cancelled, if anything. */
  refundedCents: Cents | null;
  /** A pickup's spot as its customer may see it (spotForCustomer); null for a delivery. */
  spot: SpotBeforePayment | null;
}

export interface StatusMailContext {
  trackingUrl: string;
  /** The kitchen's words for collecting a pickup order (where, how long it waits). */
  pickupNote: string;
}

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

/** The statuses a customer hears about; 'pending' and 'confirmed' come with the receipt instead. */
export const TOLD_STATUSES = ['preparing', 'ready', 'delivered', 'cancelled'] as const satisfies readonly OrderStatus[];

type ToldStatus = (typeof TOLD_STATUSES)[number];

export const isToldStatus = (status: OrderStatus): status is ToldStatus =>
  (TOLD_STATUSES as readonly OrderStatus[]).includes(status);

interface Wording {
  subject: string;
  lines: string[];
}

function wording(status: ToldStatus, order: StatusMailOrder, context: StatusMailContext): Wording {
  const number = order.orderNumber;
  const pickup = order.orderType === 'pickup';
  switch (status) {
    case 'preparing':
      return {
        subject: `We're preparing your order ${number}`,
        lines: ['The kitchen has started on your order. We will tell you when it is ready.'],
      };
    case 'ready':
      return pickup
        ? {
            subject: `Your order ${number} is ready for pickup`,
            lines: ['Your order is ready for pickup.', ...(context.pickupNote ? [context.pickupNote] : [])],
          }
        : { subject: `Your order ${number} is on its way`, lines: ['Your order is on its way to you.'] };
    case 'delivered':
      return pickup
        ? { subject: `Your order ${number} was picked up`, lines: ['Your order was picked up. Enjoy your food!'] }
        : { subject: `Your order ${number} was delivered`, lines: ['Your order was delivered. Enjoy your food!'] };
    case 'cancelled':
      return {
        subject: `Your order ${number} was cancelled`,
        lines: [
          'Your order was cancelled.',
          order.refundedCents
            ? `We refunded ${formatUsd(order.refundedCents)} to your card. Your bank may take 5 to 10 business days to show it.`
            : 'If you have any questions, reply to this e-mail.',
        ],
      };
  }
}

/** The e-mail for an order's new status, or null when the customer is not told about that status. */
export function orderStatusMail(
  status: OrderStatus,
  order: StatusMailOrder,
  context: StatusMailContext,
): MailContent | null {
  if (!isToldStatus(status)) return null;
  const { subject, lines } = wording(status, order, context);
  const when = order.window
    ? `${windowHeading(order.orderType)}: ${windowLabel(order.window.start, order.window.end)} (Kansas City time)`
    : null;
  const where = order.spot ? spotMailLines(order.spot) : [];
  const items = order.items.map((item) => `${item.quantity} x ${item.name}`);
  const greeting = `Hi ${order.customerName},`;
  const track = 'See your order and where it is at:';
  const text = [
    greeting,
    '',
    ...lines,
    '',
    `Order ${order.orderNumber}`,
    ...(when ? [when] : []),
    ...where,
    ...items.map((item) => `  ${item}`),
    `Total: ${formatUsd(order.totalCents)}`,
    '',
    track,
    context.trackingUrl,
    '',
    'Kenyan Bites',
  ].join('\n');
  const html = emailPage(subject, [
    paragraph(greeting),
    ...lines.map(paragraph),
    `<h1 style="font-size:20px;margin:24px 0 8px">Order ${escapeHtml(order.orderNumber)}</h1>`,
    ...(when ? [paragraph(when)] : []),
    ...where.map(paragraph),
    `<ul style="margin:0 0 16px;padding-left:20px">${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`,
    paragraph(`Total: ${formatUsd(order.totalCents)}`),
    `<p style="margin:24px 0"><a href="${escapeHtml(context.trackingUrl)}" style="color:#9a3412;font-weight:bold">Track your order</a></p>`,
    paragraph('Kenyan Bites'),
  ]);
  return { subject, text, html };
}
