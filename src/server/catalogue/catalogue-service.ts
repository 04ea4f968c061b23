import { DELIVERY_ZONES } from '@/domain/delivery-zones';
import type { MenuProduct } from '@/domain/menu';
import { centsToApiDecimal, toApiMoney } from '@/domain/order/api-money';
import { listAvailableProducts } from '../repositories/products-repository';

/** A delivery band as GET /api/delivery-zones answers it. */
export interface DeliveryZoneSummary {
  id: number;
  name: string;
  fee: string;
  distance: string;
}

/** The menu customers can order from now, in the owner's order. */
export async function listMenu(): Promise<MenuProduct[]> {
  const products = await listAvailableProducts();
  return products.map(({ slug: _slug, ...product }) => toApiMoney(product));
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
