/*
 * The notify list's size in the owner's words, for the dashboard's card (GET /api/admin/subscribers):
 * '12 e-mails confirmed, 3 waiting for confirmation · 5 phones confirmed, 2 waiting for YES'. Only
 * the confirmed get announcements; those waiting are counted apart.
 */
import type { ListChannel } from './notify-list';

/** How many addresses of a channel are in each state. */
export interface ListCount {
  pending: number;
  confirmed: number;
  unsubscribed: number;
}

/** GET /api/admin/subscribers: the list's size by channel and state. */
export type SubscriberCounts = Record<ListChannel, ListCount>;

const counted = (count: number, one: string, many: string) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

/** Who gets the announcements (the confirmed), and who is still to confirm: e-mails their link, phones their YES. */
export function listSummary({ email, sms }: SubscriberCounts): string {
  return `${counted(email.confirmed, 'e-mail', 'e-mails')} confirmed, ${email.pending.toLocaleString('en-US')} waiting for confirmation · ${counted(sms.confirmed, 'phone', 'phones')} confirmed, ${sms.pending.toLocaleString('en-US')} waiting for YES`;
}

/** Those who left (the unsubscribe link or STOP), whose rows stay as the evidence of their consent. */
export function unsubscribedSummary({ email, sms }: SubscriberCounts): string {
  const total = email.unsubscribed + sms.unsubscribed;
  return `${counted(total, 'address has', 'addresses have')} unsubscribed and ${total === 1 ? 'gets' : 'get'} nothing more.`;
}
