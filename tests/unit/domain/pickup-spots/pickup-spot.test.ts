import { describe, expect, it } from 'vitest';
import { DEFAULT_SCHEDULE, windowsOfDay } from '@/domain/fulfilment/schedule';
import { beforePayment, type PickupSpot, spotForCustomer } from '@/domain/pickup-spots/pickup-spot';
import { laneOf, spotSchedule } from '@/domain/pickup-spots/spot-schedule';
import { spotChosen, spotsOnSale } from '@/domain/pickup-spots/spots-on-sale';

const NO_HOURS = { 0: [], 1: [], 2: [], 3: [], 4: [], 5: [], 6: [] };

const kitchen: PickupSpot = {
  id: 1,
  name: 'Home kitchen',
  address: '8800 W 95th St, Overland Park, KS 66212',
  notes: 'Ring the side door bell.',
  private: true,
  isKitchen: true,
  hours: null,
  windowMinutes: null,
  windowPieces: null,
  position: 0,
  archived: false,
};

const church: PickupSpot = {
  ...kitchen,
  id: 2,
  name: 'Grace Church car park',
  address: '11720 Nall Ave, Overland Park, KS 66211',
  notes: 'The green canopy.',
  private: false,
  isKitchen: false,
  hours: { ...NO_HOURS, 0: [{ start: '12:00', end: '14:00' }] },
  windowMinutes: 30,
  windowPieces: 60,
  position: 1,
};

describe('the private address rule', () => {
  it('leaves out a private spot’s address and notes before payment, and keeps a public one’s', () => {
    expect(beforePayment(kitchen)).toEqual({ id: 1, name: 'Home kitchen', address: null, notes: null, private: true });
    expect(beforePayment(church)).toMatchObject({ address: church.address, notes: church.notes });
  });

  it('shows an order’s private spot whole once it is booked and paid, never while pending or once cancelled', () => {
    const spot = { id: 1, name: kitchen.name, address: kitchen.address, notes: kitchen.notes, private: true };
    expect(spotForCustomer(spot, 'pending').address).toBeNull();
    expect(spotForCustomer(spot, 'cancelled').address).toBeNull();
    for (const status of ['confirmed', 'preparing', 'ready', 'delivered'] as const) {
      expect(spotForCustomer(spot, status)).toMatchObject({ address: kitchen.address, notes: kitchen.notes });
    }
  });
});

describe("a spot's windows", () => {
  it("follow the shop's schedule for the kitchen, in the shop's lane", () => {
    expect(spotSchedule(DEFAULT_SCHEDULE, kitchen)).toBe(DEFAULT_SCHEDULE);
    expect(laneOf(kitchen)).toBeNull();
    expect(laneOf(null)).toBeNull();
  });

  it("are a spot's own hours, window length and pieces, in its own lane, with the shop's lead time and horizon", () => {
    const schedule = spotSchedule(DEFAULT_SCHEDULE, church);
    expect(laneOf(church)).toBe(2);
    expect(schedule).toMatchObject({ windowMinutes: 30, windowPieces: 60, leadMinutes: 180, horizonDays: 7 });
    // 2026-12-13 is a Sunday: four half-hour windows from noon; the Monday after, none.
    expect(windowsOfDay(schedule, '2026-12-13').map((window) => window.start.toISOString())).toEqual([
      '2026-12-13T18:00:00.000Z',
      '2026-12-13T18:30:00.000Z',
      '2026-12-13T19:00:00.000Z',
      '2026-12-13T19:30:00.000Z',
    ]);
    expect(windowsOfDay(schedule, '2026-12-14')).toEqual([]);
  });
});

describe('the spots on sale', () => {
  it("are the open drop's spots, or every spot not archived while no drop is open", () => {
    const archived = { ...church, id: 3, archived: true };
    expect(spotsOnSale([kitchen, church, archived], null).map((spot) => spot.id)).toEqual([1, 2]);
    expect(spotsOnSale([kitchen, church, archived], [2, 3]).map((spot) => spot.id)).toEqual([2]);
  });

  it('take the chosen spot only when it is on sale, and the kitchen when none is chosen', () => {
    expect(spotChosen([kitchen, church], 2)).toBe(church);
    expect(spotChosen([kitchen], 2)).toBeNull();
    expect(spotChosen([kitchen, church], undefined)).toBe(kitchen);
    expect(spotChosen([church], undefined)).toBeNull();
  });
});
