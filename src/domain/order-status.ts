/** The life of an order (docs/behaviour/rules.md#order-statuses). The administrator may move an order to any status. */
export const ORDER_STATUSES = ['pending', 'confirmed', 'preparing', 'ready', 'delivered', 'cancelled'] as const;

export type OrderStatus = (typeof ORDER_STATUSES)[number];

export function isOrderStatus(value: unknown): value is OrderStatus {
  return (ORDER_STATUSES as readonly unknown[]).includes(value);
}

/** The status as shown: its capitalised name. Anything unknown shows as 'Pending'. */
export function statusLabel(status: string): string {
  const known: OrderStatus = isOrderStatus(status) ? status : 'pending';
  return known.charAt(0).toUpperCase() + known.slice(1);
}
