/** The order number customers see: 'KBT-' and the order's database id (docs/behaviour/rules.md#order-numbers). */
export function orderNumber(id: number | string): string {
  return `KBT-${id}`;
}
