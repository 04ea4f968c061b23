/*
 * The pack labels /admin/kitchen prints (issue 37; docs/behaviour/rules.md#labels): one per pack of
 * every line of the orders that need cooking, each saying what is in it, who made it and when, how
 * to keep it, and whose it is. Pure, so the labels printed are the ones the tests count by hand.
 */
import { TZDate } from '@date-fns/tz';
import { weekdayMonthDay } from '../fulfilment/clock-words';
import { type Allergen, containsLine } from '../allergens';
import { cateringMark, type MarkedOrder } from '../catering/catering-mark';
import { SHOP_TIME_ZONE } from '../fulfilment/schedule';
import type { OrderStatus } from '../order-status';
import type { KitchenProfile } from '../schemas/kitchen-profile';
import { needsCooking } from './prep-list';

/** What a label says of a dish, beyond the name its order line carries. */
export interface LabelDish {
  productId: number;
  /** In order of weight, as the law asks a label to list them. */
  ingredients: string[];
  allergens: Allergen[];
  /** The pieces in one pack, or null for a dish not sold in packs (one label per line). */
  packSize: number | null;
}

/** What a label needs of an order: the API's order view has all of it. */
export interface LabelOrder extends MarkedOrder {
  id: number;
  orderNumber: string;
  status: OrderStatus;
  customerName: string;
  createdAt: string;
  fulfilmentWindow: { start: string } | null;
  items: ReadonlyArray<{ productId: number; name: string; quantity: number }>;
  /** A pickup's spot (issue 50); null for a delivery. */
  pickupSpot: { name: string } | null;
}

export interface PackLabel {
  /** Unique among one print's labels: the order, its line and the pack. */
  key: string;
  orderId: number;
  orderNumber: string;
  firstName: string;
  /** 'Catering CAT-12' on a catering event's packs (issue 48), so they are kept together; null on any other's. */
  catering: string | null;
  /** 'For Grace Church car park': the spot a pickup's pack goes to (issue 50), so it lands in that crate; null for a delivery. */
  spot: string | null;
  dishName: string;
  /** The pieces in this pack. */
  count: number;
  /** 'Ingredients: wheat flour, minced beef, …', or null when the owner has listed none. */
  ingredients: string | null;
  /** 'Contains: Milk, Eggs, Wheat', or null for a dish with none of the nine. */
  contains: string | null;
  kitchenName: string;
  kitchenAddress: string;
  /** 'Licence 12345', or null when the kitchen has none set. */
  licence: string | null;
  /** 'Made Sat, Nov 28'. */
  made: string;
  keepingNote: string;
}

/**
 * The pieces a dish sells in packs of: a dish with pack tiers is sold in its smallest quantity
 * choice (samosas and chapatis: 10), so a line of 20 fills two packs; any other dish is not packed
 * by count, and its line is one label.
 */
export function packSize(dish: { hasPackTiers: boolean; quantityChoices: readonly number[] }): number | null {
  if (!dish.hasPackTiers || dish.quantityChoices.length === 0) return null;
  const smallest = Math.min(...dish.quantityChoices);
  return smallest > 1 ? smallest : null;
}

/**
 * The counts of a line's packs: full packs first, then what is left in one more (25 in packs of
 * 10: 10, 10, 5, since the owner may enter any count by phone). Without a pack size, the whole line.
 */
export function packCounts(quantity: number, size: number | null): number[] {
  if (size === null || quantity <= size) return [quantity];
  const counts = Array.from({ length: Math.floor(quantity / size) }, () => size);
  const rest = quantity % size;
  return rest > 0 ? [...counts, rest] : counts;
}

/** The first word of the name the order was placed under: a label on a shelf names no one fully. */
export const firstName = (customerName: string): string => customerName.trim().split(/\s+/)[0] ?? '';

/** 'Made Sat, Nov 28': the day of the order's window on the shop's clock (made for that window). */
export function madeOn(order: Pick<LabelOrder, 'fulfilmentWindow' | 'createdAt'>): string {
  const instant = new Date(order.fulfilmentWindow?.start ?? order.createdAt).getTime();
  return `Made ${weekdayMonthDay(new TZDate(instant, SHOP_TIME_ZONE))}`;
}

/** Every label of `orders`, order by order and line by line; cancelled orders get none. */
export function packLabels(
  orders: readonly LabelOrder[],
  dishes: readonly LabelDish[],
  kitchen: KitchenProfile,
): PackLabel[] {
  const byId = new Map(dishes.map((dish) => [dish.productId, dish]));
  return orders.filter(needsCooking).flatMap((order) => {
    const shared = {
      orderId: order.id,
      orderNumber: order.orderNumber,
      firstName: firstName(order.customerName),
      catering: cateringMark(order),
      spot: order.pickupSpot ? `For ${order.pickupSpot.name}` : null,
      kitchenName: kitchen.kitchenName,
      kitchenAddress: kitchen.kitchenAddress,
      licence: kitchen.kitchenLicence === null ? null : `Licence ${kitchen.kitchenLicence}`,
      made: madeOn(order),
      keepingNote: kitchen.keepingNote,
    };
    return order.items.flatMap((item, line) => {
      // A dish deleted since the order still gets its labels, saying only what the order knows.
      const dish = byId.get(item.productId);
      const ingredients = dish && dish.ingredients.length > 0 ? `Ingredients: ${dish.ingredients.join(', ')}` : null;
      const contains = dish ? containsLine(dish.allergens) : null;
      return packCounts(item.quantity, dish?.packSize ?? null).map((count, pack) => ({
        ...shared,
        key: `${order.id}-${line}-${pack}`,
        dishName: item.name,
        count,
        ingredients,
        contains,
      }));
    });
  });
}
