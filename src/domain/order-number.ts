/** The order number customers see: 'KBT-' and the order's database id (DESIGN §5). */
export function orderNumber(id: number | string): string {
  return `KBT-${id}`;
}
