/*
 * A catering request as people read it (issue 48): on its own page, in the customer's e-mail and
 * in the owner's alert. Event times are the shop's clock whatever the reader's says.
 */
import { shopDate } from '../fulfilment/schedule';
import { dayLabel, shopTime } from '../fulfilment/window-label';
import type { OrderType } from '../order-type';

export const CATERING_STATUSES = [
  'requested',
  'quoted',
  'accepted',
  'paid',
  'completed',
  'declined',
  'cancelled',
  'expired',
] as const;
export type CateringStatus = (typeof CATERING_STATUSES)[number];

/** What a request's status says to the customer (the later ones come with the quote's steps). */
export const STATUS_WORDS: Record<CateringStatus, string> = {
  requested: 'Requested, we will send a quote',
  quoted: 'Quoted',
  accepted: 'Accepted, the deposit is paid',
  paid: 'Paid in full',
  completed: 'Completed',
  declined: 'Declined',
  cancelled: 'Cancelled',
  expired: 'Expired',
};

/** A dish as the request keeps it: its name as it was asked for. */
export interface CateringDishLine {
  productId: number;
  name: string;
  pieces: number;
}

export interface CateringRequestView {
  reference: string;
  status: CateringStatus;
  statusAt: Date;
  eventAt: Date;
  orderType: OrderType;
  address: string | null;
  headcount: number;
  items: CateringDishLine[];
  note: string | null;
  name: string;
  email: string;
  phone: string;
}

/** 'Sat, Jun 6, 2:00 PM'. */
export const eventLabel = (eventAt: Date): string => `${dayLabel(shopDate(eventAt))}, ${shopTime(eventAt)}`;

/** 'Delivery to 123 Main St, Olathe, KS' or 'Pickup'. */
export const handoverLabel = (request: Pick<CateringRequestView, 'orderType' | 'address'>): string =>
  request.orderType === 'delivery' ? `Delivery to ${request.address ?? ''}` : 'Pickup from our kitchen';

/** '200 × Beef Samosa'. */
export const dishLine = (line: CateringDishLine): string => `${line.pieces.toLocaleString('en-US')} × ${line.name}`;

/** The request's facts as lines of text, the same in both e-mails. */
export const requestSummary = (request: CateringRequestView): string[] => [
  `Event: ${eventLabel(request.eventAt)}`,
  handoverLabel(request),
  `Guests: ${request.headcount.toLocaleString('en-US')}`,
  ...request.items.map(dishLine),
  ...(request.note ? [`Note: ${request.note}`] : []),
];
