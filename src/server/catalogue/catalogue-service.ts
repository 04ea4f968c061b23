import type { MenuProduct } from '@/domain/api-shapes';
import { DELIVERY_ZONES } from '@/domain/delivery-zones';
import { centsToDecimal } from '@/domain/money';
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
  return products.map((product) => ({
    id: product.id,
    name: product.name,
    description: product.description,
    price: centsToDecimal(product.priceCents),
    unit: product.unit,
    image: product.image,
    imageAlt: product.imageAlt,
  }));
}

/** The delivery bands, nearest first. They are rules in src/domain, not data, so no query. */
export function listDeliveryZones(): DeliveryZoneSummary[] {
  return DELIVERY_ZONES.map((zone) => ({
    id: zone.id,
    name: zone.name,
    fee: centsToDecimal(zone.feeCents),
    distance: zone.distanceLabel,
  }));
}

export type { MenuProduct };
