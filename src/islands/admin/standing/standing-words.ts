/* How the owner's standing orders read on /admin/standing: their groups, the card she saved, who paused one. */
import { isFailing } from '@/components/admin/standing-words';
import type { OwnersStandingOrder } from '@/stores/admin/standing/standing-orders';

export type StandingGroup = 'failed' | 'active' | 'paused' | 'setting-up' | 'ended';

/** Each group's heading, in the page's order: what needs the owner first. */
export const GROUP_HEADINGS: Record<StandingGroup, string> = {
  failed: 'Payment failed',
  active: 'Active',
  paused: 'Paused',
  'setting-up': 'Card not saved yet',
  ended: 'Ended',
};

const groupOf = (order: OwnersStandingOrder): StandingGroup => {
  if (order.status === 'cancelled') return 'ended';
  if (isFailing(order)) return 'failed';
  return order.status;
};

/** The standing orders by group, each keeping the list's order; empty groups left out. */
export function groupStandingOrders(
  orders: readonly OwnersStandingOrder[],
): Array<{ group: StandingGroup; orders: OwnersStandingOrder[] }> {
  return (Object.keys(GROUP_HEADINGS) as StandingGroup[])
    .map((group) => ({ group, orders: orders.filter((order) => groupOf(order) === group) }))
    .filter(({ orders: grouped }) => grouped.length > 0);
}

/** 'Visa ending 4242, expires 12/30'. */
export function cardWords(card: OwnersStandingOrder['card']): string {
  if (!card) return 'No card saved';
  const brand = card.brand.charAt(0).toUpperCase() + card.brand.slice(1);
  return `${brand} ending ${card.last4}, expires ${String(card.expMonth).padStart(2, '0')}/${String(card.expYear).slice(-2)}`;
}

/** Who paused it. */
export function pausedWords(order: OwnersStandingOrder): string | null {
  if (order.status !== 'paused') return null;
  return order.pausedBy === 'owner' ? 'Paused by you' : 'Paused by the customer';
}
