/*
 * Which pickup spots a customer can choose now (issue 50): the open drop's, as the owner picked
 * them; while the shop is always open, every spot that is not archived.
 */
import type { PickupSpot } from './pickup-spot';

/** The spots on sale: those of the open drop (`dropSpotIds`), or all given when no drop is open (null). */
export const spotsOnSale = (spots: readonly PickupSpot[], dropSpotIds: readonly number[] | null): PickupSpot[] =>
  spots.filter((spot) => !spot.archived && (dropSpotIds === null || dropSpotIds.includes(spot.id)));

export const SPOT_NOT_ON_SALE = "That pickup spot isn't taking orders now. Please choose another.";

/**
 * The spot a pickup is for: the one chosen when it is on sale; with none chosen (a caller from
 * before spots), the kitchen when it is on sale. Null when that cannot be.
 */
export function spotChosen(onSale: readonly PickupSpot[], chosenId: number | undefined): PickupSpot | null {
  const spot =
    chosenId === undefined ? onSale.find((each) => each.isKitchen) : onSale.find((each) => each.id === chosenId);
  return spot ?? null;
}
