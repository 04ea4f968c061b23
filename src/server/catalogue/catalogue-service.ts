import { DELIVERY_ZONES } from '@/domain/delivery-zones';
import { type DishAllergens, type MenuProduct, toApiMenuItem } from '@/domain/menu';
import { centsToApiDecimal } from '@/domain/order/api-money';
import { listMenuProducts, type ProductRecord } from '../repositories/products-repository';
import { database } from '../db';

/** A delivery band as GET /api/delivery-zones answers it. */
export interface DeliveryZoneSummary {
  id: number;
  name: string;
  fee: string;
  distance: string;
}

/**
 * A product as customers see it: no slug, status, position or daily limit (what is left is the
 * windows' answer), but whether it is sold out and its most per order.
 */
export function toMenuProduct({
  slug: _slug,
  status: _status,
  position: _position,
  dailyLimit: _dailyLimit,
  // The owner's bookkeeping: the server taxes by it; the menu does not show it.
  taxCategory: _taxCategory,
  ...item
}: ProductRecord): MenuProduct {
  return toApiMenuItem(item);
}

/** What customers see now (sold-out products included, marked), in the owner's order. */
export async function listMenu(): Promise<MenuProduct[]> {
  return (await menuWithLimits()).menu;
}

/**
 * The menu, and whether some dish on it has a daily limit (the home page asks for the pieces left
 * only then): one read, since the menu's rows carry the limits the customers' view leaves out.
 */
export async function menuWithLimits(): Promise<{ menu: MenuProduct[]; dailyLimited: boolean }> {
  const records = await listMenuProducts(database());
  return { menu: records.map(toMenuProduct), dailyLimited: records.some((dish) => dish.dailyLimit !== null) };
}

/**
 * The dishes GET /api/products answers (sold-out ones included) with their allergens, for
 * /allergens' table (issue 37): the same rows as the menu's 'Contains: …', so the two cannot disagree.
 */
export async function menuAllergens(): Promise<DishAllergens[]> {
  return (await listMenuProducts(database())).map(({ id, name, allergens }) => ({ id, name, allergens }));
}

/** The delivery bands, nearest first. They are rules in src/domain, not data, so no query. */
export function listDeliveryZones(): DeliveryZoneSummary[] {
  return DELIVERY_ZONES.map((zone) => ({
    id: zone.id,
    name: zone.name,
    fee: centsToApiDecimal(zone.feeCents),
    distance: zone.distanceLabel,
  }));
}

export type { MenuProduct };
