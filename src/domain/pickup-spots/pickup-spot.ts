/*
 * Pickup spots (issue 50): the places the owner hands food over, the home kitchen among them. A
 * spot either keeps the shop's own hours, windows and limits (the kitchen, `hours` null) or has its
 * own weekly hours, window length and pieces per window. Pure rules: the storefront, the server
 * and the tests read the same answers.
 */
import * as v from 'valibot';
import type { OpeningRange, Weekday } from '../fulfilment/schedule';
import type { OrderStatus } from '../order-status';

export interface PickupSpot {
  id: number;
  name: string;
  address: string;
  /** How to find it (parking, the door, the canopy); '' when none. */
  notes: string;
  /** The address is shown only once an order is paid (the home kitchen). */
  private: boolean;
  /** The home kitchen: always there, the spot of every pickup that names none. */
  isKitchen: boolean;
  /** Its own weekly hours, or null: the shop's hours, windows and limits (Pickup & Delivery Hours). */
  hours: Record<Weekday, OpeningRange[]> | null;
  /** Its own window length in minutes; null with the shop's hours. */
  windowMinutes: number | null;
  /** Pieces of every dish together one of its windows can take; null: no limit (or the shop's). */
  windowPieces: number | null;
  position: number;
  archived: boolean;
}

/** The spot an order names, as the order's screens, mails and exports show it. */
export const orderSpotSchema = v.object({
  id: v.number(),
  name: v.string(),
  address: v.string(),
  notes: v.string(),
  private: v.boolean(),
});
export type OrderSpot = v.InferOutput<typeof orderSpotSchema>;

/** What the storefront shows of a spot before anything is paid. */
export interface SpotBeforePayment {
  id: number;
  name: string;
  /** The address, or null for a private spot. */
  address: string | null;
  /** The notes, or null for a private spot (they say how to find the address). */
  notes: string | null;
  private: boolean;
}

/** Words in place of a private spot's address until the order is paid. */
export const PRIVATE_ADDRESS_WORDS = 'The address comes with your receipt.';

/**
 * The one rule for a spot's address before payment: a private spot's address and notes are left
 * out, whoever asks (the cart, the API, the home page, its JSON-LD). After payment the order's own
 * spot is read whole (`OrderSpot`).
 */
export function beforePayment(
  spot: Pick<PickupSpot, 'id' | 'name' | 'address' | 'notes' | 'private'>,
): SpotBeforePayment {
  return spot.private
    ? { id: spot.id, name: spot.name, address: null, notes: null, private: true }
    : { id: spot.id, name: spot.name, address: spot.address, notes: spot.notes, private: false };
}

/**
 * Whether an order's private spot's address may show: once it is booked and paid for (or taken by
 * the owner, who collects in person), and not once it is cancelled. A pending order (a payment link
 * not paid yet) keeps it hidden.
 */
export const spotAddressShown = (status: OrderStatus): boolean => status !== 'pending' && status !== 'cancelled';

/** The spot as an order's customer sees it: whole once paid, else as before payment. */
export function spotForCustomer(spot: OrderSpot, status: OrderStatus): SpotBeforePayment {
  return spotAddressShown(status) ? { ...spot, notes: spot.notes } : beforePayment(spot);
}

/** An order's spot as its customer sees it (the API's order, the mails, the texts); null for a delivery. */
export const customerSpotOf = (order: {
  pickupSpot: OrderSpot | null;
  status: OrderStatus;
}): SpotBeforePayment | null => order.pickupSpot && spotForCustomer(order.pickupSpot, order.status);
