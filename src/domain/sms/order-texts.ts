/*
 * The texts customers who asked for them get, and the owner's new-order text (issue 25). Short
 * (one or two SMS segments), each naming the shop and the order; the customer's say how to stop.
 */
import { windowLabel, windowTimes } from '../fulfilment/window-label';
import { formatUsd, type Cents } from '../money';
import type { OrderType } from '../order-type';
import type { SpotBeforePayment } from '../pickup-spots/pickup-spot';
import { spotPlace } from '../pickup-spots/spot-words';

export interface TextOrder {
  orderNumber: string;
  orderType: OrderType;
  customerName: string;
  totalCents: Cents;
  window: { start: Date; end: Date } | null;
  /** A pickup's spot as its customer may see it (spotForCustomer); null for a delivery. */
  spot: SpotBeforePayment | null;
}

/** What a text is: its short description (the owner's message log) and its words. */
export interface TextContent {
  subject: string;
  text: string;
}

const STOP = 'Reply STOP to opt out.';
const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;
const when = (order: TextOrder) => (order.window ? ` for ${windowLabel(order.window.start, order.window.end)}` : '');
/** ' at Grace Church car park, 11720 Nall Ave, …' (issue 50), or nothing without a spot. */
const at = (order: TextOrder) => (order.spot ? ` at ${spotPlace(order.spot)}` : '');
/** The spot's notes as a sentence of their own, or nothing: said when the food is ready to collect. */
const findIt = (order: TextOrder) => (order.spot?.notes ? ` ${order.spot.notes}` : '');

export const confirmedText = (order: TextOrder, trackingUrl: string): TextContent => ({
  subject: 'Order confirmed',
  text: `Kenyan Bites: thanks, ${firstName(order.customerName)}! Order ${order.orderNumber} is confirmed${
    order.orderType === 'pickup' ? ' for pickup' : ' for delivery'
  }${at(order)}${when(order)}. Track it: ${trackingUrl} ${STOP}`,
});

export const readyText = (order: TextOrder): TextContent =>
  order.orderType === 'pickup'
    ? {
        subject: 'Ready for pickup',
        text: `Kenyan Bites: order ${order.orderNumber} is ready for pickup${at(order)}.${findIt(order)} ${STOP}`,
      }
    : { subject: 'On its way', text: `Kenyan Bites: order ${order.orderNumber} is on its way to you. ${STOP}` };

/** Two hours before a pickup window (pickup orders only). */
export const pickupReminderText = (order: TextOrder & { window: { start: Date; end: Date } }): TextContent => ({
  subject: 'Pickup reminder',
  text: `Kenyan Bites: a reminder that order ${order.orderNumber} is ready for you to collect at ${windowTimes(
    order.window.start,
    order.window.end,
  )}${at(order)}. ${STOP}`,
});

/** The owner's: what, when, how much and who, and the link to the order. */
export const ownerNewOrderText = (order: TextOrder, whenLabel: string, orderUrl: string): TextContent => ({
  subject: 'New order alert',
  text: `New order ${order.orderNumber} · ${whenLabel} · ${formatUsd(order.totalCents)} · ${order.customerName}. ${orderUrl}`,
});

/** How long before a pickup window its reminder goes out. */
export const PICKUP_REMINDER_MS = 2 * 60 * 60_000;
