import type { FulfilmentWindow } from '@/domain/fulfilment/schedule';
import { windowHeading, windowLabel } from '@/domain/fulfilment/window-label';
import { formatUsd } from '@/domain/money';
import { formatMoneyLine, type MoneyLineInput, moneyLines } from '@/domain/order-money/money-lines';
import type { SpotBeforePayment } from '@/domain/pickup-spots/pickup-spot';
import { spotMailLines } from '@/domain/pickup-spots/spot-words';
import type { MailMessage } from '../outbox/outbox';
import type { CheckoutOrder } from '../repositories/checkouts-repository';

/** What the receipt reads of the saved checkout: how, what and for whom, and its money lines' figures. */
export type ReceiptOrder = Pick<CheckoutOrder, 'orderType' | 'items' | 'delivery' | 'customer'> & MoneyLineInput;

/**
 * The receipt of a paid checkout, as plain text: the test gateway's stand-in for Stripe's receipt,
 * and the only receipt of an order the gift cards paid in full.
 */
export function receiptMail(
  to: string,
  order: ReceiptOrder,
  paid: {
    window: FulfilmentWindow | null;
    cardLast4: string | null;
    trackingUrl: string;
    /** The test gateway's card, or gift cards that paid it all (issue 47): the receipt's last line. */
    paidBy: 'test-card' | 'gift-cards';
    /** The order's pickup spot as its customer sees it, paid (customerSpotOf); null for a delivery. */
    spot: SpotBeforePayment | null;
  },
): MailMessage {
  const { window, cardLast4, trackingUrl } = paid;
  const lines = order.items.map(
    (item) =>
      `  ${item.quantity} x ${item.name} @ ${formatUsd(item.priceCents)} = ${formatUsd(item.priceCents * item.quantity)}`,
  );
  // The money lines every screen shows; the card's last digits follow what it paid: the last line
  // (the total, or 'Paid by card' after the gift cards' lines).
  const shown = moneyLines(order);
  const money = shown.map(
    (line, index) =>
      `${line.label}: ${formatMoneyLine(line)}${index === shown.length - 1 && cardLast4 ? ` (card ending ${cardLast4})` : ''}`,
  );
  const handover = order.delivery
    ? [`We will deliver to: ${order.delivery.fullAddress}`]
    : [...(paid.spot ? spotMailLines(paid.spot) : []), 'We will let you know when your order is ready for pickup.'];
  return {
    kind: 'receipt',
    to,
    // The tracking link opens the order for 90 days: the outbox keeps it only until sent.
    secrets: [trackingUrl],
    subject: 'Your Kenyan Bites receipt',
    text: [
      `Hi ${order.customer.name},`,
      '',
      `Thank you for your ${order.orderType} order. Your payment was received.`,
      '',
      ...(window
        ? [`${windowHeading(order.orderType)}: ${windowLabel(window.start, window.end)} (Kansas City time)`, '']
        : []),
      ...lines,
      '',
      ...money,
      '',
      ...handover,
      '',
      'See your order and where it is at:',
      trackingUrl,
      '',
      paid.paidBy === 'gift-cards' ? 'Paid in full by gift card.' : '(Test mode: no real card was charged.)',
    ].join('\n'),
  };
}
