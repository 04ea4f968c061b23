/*
 * A change to an order in words (issue 37): what changed, one line each, and how the money
 * followed; the owner's card, the tracking page and the customer's messages say it the same way.
 */
import { windowLabel } from '../fulfilment/window-label';
import { formatUsd } from '../money';
import type { Adjustment, OrderSnapshot } from './order-snapshot';

/** What changed, one line each, as the card and the tracking page show it ('Beef Samosa: 20 → 10'). */
export function changeLines(before: OrderSnapshot, after: OrderSnapshot): string[] {
  const lines: string[] = [];
  const counts = (snapshot: OrderSnapshot) => new Map(snapshot.items.map((item) => [item.name, item.quantity]));
  const was = counts(before);
  const now = counts(after);
  for (const name of new Set([...was.keys(), ...now.keys()])) {
    if (was.get(name) !== now.get(name)) lines.push(`${name}: ${was.get(name) ?? 0} → ${now.get(name) ?? 0}`);
  }
  const when = (snapshot: OrderSnapshot) =>
    snapshot.window ? windowLabel(snapshot.window.start, snapshot.window.end) : 'none';
  if (when(before) !== when(after)) lines.push(`Time: ${when(before)} → ${when(after)}`);
  if (before.notes !== after.notes) lines.push(after.notes ? `Notes: ${after.notes}` : 'Notes removed');
  if (before.money.totalCents !== after.money.totalCents) {
    lines.push(`Total: ${formatUsd(before.money.totalCents)} → ${formatUsd(after.money.totalCents)}`);
  }
  return lines;
}

/**
 * The money's line ('Refunded $21.87 to the card'; with gift cards, 'Refunded $12.40 to the card;
 * $5.00 back on gift card ending 2BNC'), or null when none moved.
 */
export function adjustmentLine(adjustment: Adjustment): string | null {
  const parts = [bankCardPart(adjustment)];
  for (const card of adjustment.giftCards)
    parts.push(`${formatUsd(card.cents)} back on gift card ending ${card.last4}`);
  const said = parts.filter((part) => part !== null);
  return said.length === 0 ? null : said.join('; ');
}

function bankCardPart(adjustment: Adjustment): string | null {
  const amount = formatUsd(adjustment.cents);
  switch (adjustment.kind) {
    case 'none':
      return null;
    case 'refund':
      return `Refunded ${amount} to the card`;
    case 'capture-less':
      return `Charged ${amount} less than was held on the card`;
    case 'pay-link':
      return `Payment link sent for the difference of ${amount}`;
  }
}
