/*
 * What 'Order again' tells the customer (docs/behaviour/messages.md#order-again), from its plan.
 * Plain words, so the same text serves the toast and a screen reader.
 */
import { SKIP_REASON_LABELS, type ReorderPlan } from './reorder';

export interface ReorderMessage {
  title: string;
  description: string;
  /** Nothing could be added: shown as an error, and the customer stays where they are. */
  nothingAdded: boolean;
}

export const MENU_UNAVAILABLE = {
  title: "Couldn't load today's menu",
  description: 'Nothing was added to your cart. Please try again.',
} as const;

const itemCount = (count: number) => (count === 1 ? '1 item' : `${count} items`);

/** 'Not added: Beef Samosa (sold out), Chai (no longer on the menu).' */
function notAdded(skipped: ReorderPlan['skipped']): string {
  return `Not added: ${skipped.map(({ name, reason }) => `${name} (${SKIP_REASON_LABELS[reason]})`).join(', ')}.`;
}

/** The toast for a plan: how many different items were added from which order, and what was left out. */
export function reorderMessage(orderNumber: string, plan: ReorderPlan): ReorderMessage {
  if (plan.add.length === 0) {
    return { title: 'Nothing added to your cart', description: notAdded(plan.skipped), nothingAdded: true };
  }
  const added = `${itemCount(plan.add.length)} from order ${orderNumber} at today's prices.`;
  return {
    title: 'Added to your cart',
    description: plan.skipped.length === 0 ? added : `${added} ${notAdded(plan.skipped)}`,
    nothingAdded: false,
  };
}
