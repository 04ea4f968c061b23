import type { Answer } from '@/domain/api';
import type * as pickupSpotsApi from '@/domain/api/pickup-spots';
import type { PickupSpot } from '@/domain/pickup-spots/pickup-spot';
import { keysOfWeek } from '@/domain/schemas/fulfilment-settings';

export type AdminSpotView = Answer<typeof pickupSpotsApi.create>;

/** A spot as the owner's page shows it: whole, its hours by weekday key ('0' Sunday) or null for the shop's. */
export const adminSpotView = (spot: PickupSpot): AdminSpotView => ({
  ...spot,
  hours: spot.hours && keysOfWeek(spot.hours),
});
