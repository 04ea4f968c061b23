import type { MenuItem } from '@/domain/menu';

/*
 * A standing order's dishes as its forms hold them (the new standing order, 'Change dishes'): each
 * dish with its count as typed, and whether it is on the menu now. A dish that has left the menu
 * is shown as such and never blocks the rest: a new standing order leaves it out of what it sends,
 * a change keeps it (the server holds it until the dish is back).
 */
export interface DishLine {
  productId: number;
  name: string;
  /** As typed; blank or not a whole number is left for the body's check to name. */
  quantity: string;
  /** False: not on the menu now. */
  available: boolean;
}

type Item = { productId: number; name: string; quantity: number };

/** Lines from a past order's, the cart's or a standing order's dishes, marked by the menu as it is now. */
export function dishLinesOf(items: readonly Item[], menu: readonly Pick<MenuItem, 'id' | 'name'>[]): DishLine[] {
  const lines: DishLine[] = [];
  for (const item of items) {
    const same = lines.find((line) => line.productId === item.productId);
    if (same) {
      // An order may hold a dish on two lines; a standing order holds each once.
      same.quantity = String(Number(same.quantity) + item.quantity);
      continue;
    }
    const dish = menu.find((entry) => entry.id === item.productId);
    lines.push({
      productId: item.productId,
      name: dish?.name ?? item.name,
      quantity: String(item.quantity),
      available: dish !== undefined,
    });
  }
  return lines;
}

/** What the body sends of the lines: the counts as typed (a typo stays NaN for the check to name). */
export function itemsOf(lines: readonly DishLine[], unavailable: 'left-out' | 'kept') {
  return lines
    .filter((line) => line.available || unavailable === 'kept')
    .map((line) => ({
      productId: line.productId,
      quantity: line.quantity.trim() === '' ? Number.NaN : Number(line.quantity),
    }));
}

/** The menu's dishes she can add: those not among the lines yet. */
export const addableDishes = (menu: readonly MenuItem[], lines: readonly DishLine[]): MenuItem[] =>
  menu.filter((dish) => !lines.some((line) => line.productId === dish.id));

/** A dish added from the menu, at its smallest choice (a pack of 10 for samosas). */
export const lineOfDish = (dish: MenuItem): DishLine => ({
  productId: dish.id,
  name: dish.name,
  quantity: String(dish.quantityChoices[0] ?? 1),
  available: true,
});
