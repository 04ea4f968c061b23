/*
 * How the customer's mails and texts name a pickup's spot (issue 50): the spot as the customer may
 * see it (spotForCustomer: a private spot's address and notes only once paid), so no mail or text
 * decides the private address rule again.
 */
import { PRIVATE_ADDRESS_WORDS, type SpotBeforePayment } from './pickup-spot';

/**
 * 'Grace Church car park, 11720 Nall Ave, Overland Park, KS 66211', or, for a private spot before
 * payment, 'Home kitchen (The address comes with your receipt.)'.
 */
export const spotPlace = (spot: SpotBeforePayment): string =>
  spot.address === null ? `${spot.name} (${PRIVATE_ADDRESS_WORDS})` : `${spot.name}, ${spot.address}`;

/** A mail's lines about the spot: where to collect, and how to find it when the spot has notes. */
export const spotMailLines = (spot: SpotBeforePayment): string[] => [
  `Pickup at: ${spotPlace(spot)}`,
  ...(spot.notes ? [`How to find it: ${spot.notes}`] : []),
];
