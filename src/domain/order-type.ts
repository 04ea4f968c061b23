/** How the customer receives the order. */
export const ORDER_TYPES = ['pickup', 'delivery'] as const;

export type OrderType = (typeof ORDER_TYPES)[number];

export function isOrderType(value: unknown): value is OrderType {
  return (ORDER_TYPES as readonly unknown[]).includes(value);
}
