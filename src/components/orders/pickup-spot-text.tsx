import { PRIVATE_ADDRESS_WORDS, type SpotBeforePayment } from '@/domain/pickup-spots/pickup-spot';

/*
 * Where a pickup is collected (issue 50), shared by the customer's screens and the owner's: the
 * spot as the answer carries it. The customer's answer leaves a private spot's address and notes
 * out until the order is paid (spotForCustomer, on the server); this only says so in their place.
 */

/** The spot's name, its address (or that it comes with the receipt) and how to find it. */
export function PickupSpotText({ spot }: { spot: SpotBeforePayment }) {
  return (
    <>
      <span className="font-semibold">{spot.name}</span>
      <span className="block break-words">{spot.address ?? PRIVATE_ADDRESS_WORDS}</span>
      {spot.notes && <span className="block break-words text-muted">{spot.notes}</span>}
    </>
  );
}

/** 'Pickup at' and the spot, as a term and its description in a details list (`dl`). */
export function PickupSpotEntry({ spot }: { spot: SpotBeforePayment }) {
  return (
    <>
      <dt className="text-muted">Pickup at</dt>
      <dd className="text-ink">
        <PickupSpotText spot={spot} />
      </dd>
    </>
  );
}
