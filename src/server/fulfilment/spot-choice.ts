import type { PickupSpot } from '@/domain/pickup-spots/pickup-spot';
import { SPOT_NOT_ON_SALE, spotChosen, spotsOnSale } from '@/domain/pickup-spots/spots-on-sale';
import type { OrderType } from '@/domain/order-type';
import { type Db, database } from '../db';
import { conflict } from '../http/http-error';
import { listPickupSpots, spotIdsOfPeriods } from '../repositories/pickup-spots-repository';
import type { StoredPeriod } from '../repositories/ordering-periods-repository';
import { shopStatus } from '../settings/business-settings-service';

/**
 * The spots customers can choose while `open` is the open drop (null: the shop is always open). A
 * drop saved with no spots (one scheduled by a caller from before spots) sells at every spot.
 */
export async function spotsSoldIn(db: Db, open: Pick<StoredPeriod, 'id'> | null): Promise<PickupSpot[]> {
  const [spots, dropSpots] = await Promise.all([
    listPickupSpots(db),
    open ? spotIdsOfPeriods(db, [open.id]) : Promise.resolve(null),
  ]);
  return spotsOnSale(spots, (open && dropSpots?.get(open.id)) ?? null);
}

/**
 * The spot a pickup checkout is for, when it can be chosen now (409 in words when it cannot: an
 * archived spot, one the open drop does not sell at, an id that is none); null for a delivery.
 * The id is the browser's: only a spot on sale is ever taken.
 */
export async function checkoutSpot(orderType: OrderType, chosenId: number | undefined): Promise<PickupSpot | null> {
  if (orderType !== 'pickup') return null;
  const { open } = await shopStatus();
  const spot = spotChosen(await spotsSoldIn(database(), open), chosenId);
  if (!spot) throw conflict(SPOT_NOT_ON_SALE);
  return spot;
}
