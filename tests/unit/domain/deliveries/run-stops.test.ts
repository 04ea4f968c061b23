import { describe, expect, it } from 'vitest';
import { etaMail, etaText } from '@/domain/deliveries/eta-message';
import { DEFAULT_PACE, roadMiles } from '@/domain/deliveries/route';
import { kitchenPoint, orderStops, type PlacedStop, placeStop, planRun } from '@/domain/deliveries/run-stops';
import { approximatePoint, DELIVERY_ORIGIN } from '@/domain/delivery-zones';
import type { LatLon } from '@/domain/geo';

const home: LatLon = { lat: 38.9822, lon: -94.6708 };
const five = new Date('2026-12-08T23:00:00Z'); // 5:00 PM in Kansas City
const window = (minutes: number) => ({
  start: new Date(five.getTime() + minutes * 60_000),
  end: new Date(five.getTime() + (minutes + 30) * 60_000),
});
const stop = (orderId: number, north: number, east: number, startsIn = 0): PlacedStop => ({
  orderId,
  at: { lat: home.lat + north, lon: home.lon + east },
  window: window(startsIn),
  approximate: false,
});
const ids = (stops: readonly PlacedStop[]) => stops.map((s) => s.orderId);

describe('where the run and its stops are', () => {
  it('starts from the geocoded kitchen, else its ZIP, else the fee origin', () => {
    const address = '8800 W 95th St, Overland Park, KS 66212';
    expect(kitchenPoint({ point: { lat: 39, lon: -94.5 }, address })).toEqual({ lat: 39, lon: -94.5 });
    expect(kitchenPoint({ point: null, address })).toEqual(approximatePoint(address));
    expect(kitchenPoint({ point: null, address: 'somewhere' })).toEqual(DELIVERY_ORIGIN);
    expect(kitchenPoint(null)).toEqual(DELIVERY_ORIGIN);
  });

  it('marks a ZIP centre, or no point yet, as approximate', () => {
    const address = '1 Main St, Olathe, KS 66061';
    const base = { orderId: 1, address, window: null };
    expect(placeStop({ ...base, point: { lat: 38.9, lon: -94.8, precision: 'address' } }, home).approximate).toBe(
      false,
    );
    expect(placeStop({ ...base, point: { lat: 38.9, lon: -94.8, precision: 'zip' } }, home).approximate).toBe(true);
    const guessed = placeStop({ ...base, point: null }, home);
    expect([guessed.approximate, guessed.at]).toEqual([true, approximatePoint(address)]);
    expect(placeStop({ ...base, address: 'unknown', point: null }, home).at).toEqual(home);
  });
});

describe("the run's order", () => {
  const stops = [stop(1, 0.05, 0), stop(2, 0.01, 0), stop(3, 0.03, 0), stop(4, 0.02, 0, 60)];

  it("is the route's without a kept order: earlier windows first, then the drive", () => {
    const order = ids(orderStops(home, stops, []));
    expect(order.slice(0, 3).sort()).toEqual([1, 2, 3]);
    expect(order[3]).toBe(4);
  });

  it("is the owner's when kept, those no longer the day's left out", () => {
    expect(ids(orderStops(home, stops, [4, 1, 9, 3, 2]))).toEqual([4, 1, 3, 2]);
  });

  it('places a delivery booked since by the route among the stops of its window', () => {
    // Kept: 2 (near), 1 (far north), then 7 (a later window, east). 5 is on the way from 2 to 1.
    const kept = [stop(2, 0.01, 0), stop(1, 0.05, 0), stop(7, 0, 0.05, 60)];
    expect(ids(orderStops(home, [...kept, stop(5, 0.03, -0.002)], [2, 1, 7]))).toEqual([2, 5, 1, 7]);
    // A later window's delivery goes after the earlier windows' stops, though it is nearest 2.
    expect(ids(orderStops(home, [...stops, stop(6, 0.011, 0, 60)], [2, 3, 1, 4]))).toEqual([2, 3, 1, 4, 6]);
  });
});

describe("the run's times and totals", () => {
  it('counts each leg at the pace, waits for windows, marks the late and sums the round trip', () => {
    const ordered = [stop(1, 0.05, 0), stop(2, 0.1, 0, -60)];
    const plan = planRun(home, ordered, five, DEFAULT_PACE);
    const [first, second] = plan.stops;
    const firstLeg = roadMiles(home, ordered[0]?.at as LatLon);
    expect(first?.miles).toBeCloseTo(firstLeg, 9);
    expect(first?.eta.getTime()).toBeCloseTo(five.getTime() + (firstLeg / 25) * 3_600_000, -1);
    expect([first?.late, second?.late]).toEqual([false, true]);
    expect(plan.totals).toMatchObject({ stops: 2, late: 1, approximate: 0 });
    const back = roadMiles(ordered[1]?.at as LatLon, home);
    expect(plan.totals.miles).toBeCloseTo((first?.miles ?? 0) + (second?.miles ?? 0) + back, 9);
    const leavesLast = (second?.eta.getTime() ?? 0) + 4 * 60_000;
    expect(plan.totals.backAt.getTime()).toBeCloseTo(leavesLast + (back / 25) * 3_600_000, -1);
  });

  it('has nothing to drive on a day without deliveries', () => {
    expect(planRun(home, [], five, DEFAULT_PACE).totals).toEqual({
      stops: 0,
      miles: 0,
      backAt: five,
      late: 0,
      approximate: 0,
    });
  });
});

describe("the customer's estimated time", () => {
  const order = {
    orderNumber: 'KBT-42',
    customerName: 'Wanjiru Kamau',
    address: '1 Main St, Olathe, KS 66061',
    window: window(0),
  };
  const eta = new Date(five.getTime() + 12 * 60_000);

  it('texts the time in shop time with the window and how to stop', () => {
    expect(etaText(order, eta).text).toBe(
      "Kenyan Bites: Wanjiru, we're out delivering. Order KBT-42 should reach you at about 5:12 PM (your window: 5:00–5:30 PM). Reply STOP to opt out.",
    );
  });

  it('e-mails the same, with the address, in text and HTML', () => {
    const mail = etaMail(order, eta);
    expect(mail.subject).toBe('Your order KBT-42 arrives at about 5:12 PM');
    expect(mail.text).toContain(
      'We expect to reach you at about 5:12 PM (your window: 5:00–5:30 PM), Kansas City time.',
    );
    expect(mail.text).toContain('Delivering to: 1 Main St, Olathe, KS 66061');
    expect(mail.html).toContain('about 5:12 PM');
  });
});
