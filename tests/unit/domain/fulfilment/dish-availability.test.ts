import { describe, expect, it } from 'vitest';
import {
  type CartDish,
  countedDay,
  type DayLeft,
  dayShortage,
  dishAvailability,
  nextDayWithSome,
  orderProblem,
  roomFor,
  shortageNote,
} from '@/domain/fulfilment/dish-availability';

const BEEF = 1;
const CHAPATI = 4;

/** A day of the upcoming windows' answer: open (a free window) unless told, and what is left of beef. */
const day = (date: string, beefLeft: number | null, open = true): DayLeft => ({
  date,
  windows: open ? [{ available: true }] : [],
  products: beefLeft === null ? [] : [{ productId: BEEF, remaining: beefLeft }],
});

const THURSDAY_2PM = new Date('2026-11-26T20:00:00Z');
const FRIDAY_NOON = '2026-11-27T18:00:00.000Z';

const beef = (quantity: number): CartDish => ({ productId: BEEF, name: 'Beef Samosa', quantity });
const chapati = (quantity: number): CartDish => ({ productId: CHAPATI, name: 'Chapati', quantity });

const availability = (days: DayLeft[], options: { cart?: CartDish[]; chosen?: string; maxPerOrder?: number } = {}) =>
  dishAvailability(
    { productId: BEEF, maxPerOrder: options.maxPerOrder ?? null },
    options.cart ?? [],
    days,
    options.chosen ?? null,
    THURSDAY_2PM,
  );

describe('the day a menu card counts against', () => {
  it("is the shop's today until a window is chosen, then the chosen window's day while it is ahead", () => {
    expect(countedDay(null, THURSDAY_2PM)).toEqual({ date: '2026-11-26', today: true, chosen: false });
    expect(countedDay(FRIDAY_NOON, THURSDAY_2PM)).toEqual({ date: '2026-11-27', today: false, chosen: true });
    expect(countedDay('2026-11-26T23:00:00.000Z', THURSDAY_2PM)).toEqual({
      date: '2026-11-26',
      today: true,
      chosen: true,
    });
    // A chosen window that has passed counts for nothing.
    expect(countedDay('2026-11-26T19:00:00.000Z', THURSDAY_2PM)).toEqual({
      date: '2026-11-26',
      today: true,
      chosen: false,
    });
  });

  it("reads both the evening and the day in the shop's time on the daylight-saving days", () => {
    // 23:30 on Sun, Mar 8 is 04:30 UTC the next day (CDT since 2:00 that morning).
    expect(countedDay('2026-03-09T04:30:00.000Z', new Date('2026-03-07T18:00:00Z'))).toEqual({
      date: '2026-03-08',
      today: false,
      chosen: true,
    });
    // 00:30 on Mar 8 is still CST: 06:30 UTC.
    expect(countedDay(null, new Date('2026-03-08T06:30:00Z')).date).toBe('2026-03-08');
    // 23:30 on Sun, Nov 1 is 05:30 UTC the next day (CST since 2:00 that morning), and still today.
    expect(countedDay(null, new Date('2026-11-02T05:30:00Z')).date).toBe('2026-11-01');
    expect(countedDay('2026-11-02T05:30:00.000Z', new Date('2026-11-01T15:00:00Z'))).toEqual({
      date: '2026-11-01',
      today: true,
      chosen: true,
    });
    expect(countedDay(null, new Date('2026-11-02T06:30:00Z')).date).toBe('2026-11-02');
  });
});

describe("a card's note", () => {
  it('says how many are left today under 20, nothing from 20 or for a dish without a limit', () => {
    expect(availability([day('2026-11-26', 15)]).note).toBe('15 left today');
    expect(availability([day('2026-11-26', 19)]).note).toBe('19 left today');
    expect(availability([day('2026-11-26', 20)]).note).toBeNull();
    expect(availability([day('2026-11-26', null)])).toEqual({
      left: null,
      note: null,
      room: null,
      inCart: 0,
      noteSaysWhy: false,
    });
    // Before the answer has come, nothing is known.
    expect(availability([]).note).toBeNull();
  });

  it('names the next day that takes orders and has some when today is sold out', () => {
    const days = [day('2026-11-26', 0), day('2026-11-27', 0), day('2026-11-28', 40, false), day('2026-11-29', 3)];
    expect(availability(days).note).toBe('Sold out today · more on Sun, Nov 29');
    expect(availability([day('2026-11-26', 0), day('2026-11-27', null)]).note).toBe(
      'Sold out today · more on Fri, Nov 27',
    );
    expect(availability([day('2026-11-26', 0), day('2026-11-27', 0)]).note).toBe('Sold out today');
  });

  it('is the reason no more can be chosen when it says so itself, on its own day with none in the cart', () => {
    expect(availability([day('2026-11-26', 12)]).noteSaysWhy).toBe(true);
    expect(
      availability([day('2026-11-26', 12)], { cart: [{ productId: BEEF, name: 'Beef Samosa', quantity: 5 }] })
        .noteSaysWhy,
    ).toBe(false);
    // Sold out today: the room is the next day's, which the note names but does not count.
    expect(availability([day('2026-11-26', 0), day('2026-11-27', 10)]).noteSaysWhy).toBe(false);
  });

  it('names the day chosen in the cart sheet instead of today', () => {
    const days = [day('2026-11-26', 0), day('2026-11-27', 5)];
    expect(availability(days, { chosen: FRIDAY_NOON }).note).toBe('5 left for Fri, Nov 27');
    expect(availability([day('2026-11-26', 50), day('2026-11-27', 0)], { chosen: FRIDAY_NOON }).note).toBe(
      'Sold out for Fri, Nov 27',
    );
    expect(availability([day('2026-11-26', 0), day('2026-11-27', 25)], { chosen: FRIDAY_NOON }).note).toBeNull();
  });

  it('reads the daylight-saving days as any other', () => {
    const days = [day('2026-11-01', 0), day('2026-11-02', 8)];
    const lateOnNovember1 = new Date('2026-11-02T05:30:00Z');
    expect(dishAvailability({ productId: BEEF, maxPerOrder: null }, [], days, null, lateOnNovember1).note).toBe(
      'Sold out today · more on Mon, Nov 2',
    );
    const march = [day('2026-03-07', 30), day('2026-03-08', 4)];
    const chosenLateOnMarch8 = '2026-03-09T04:30:00.000Z';
    expect(
      dishAvailability(
        { productId: BEEF, maxPerOrder: null },
        [],
        march,
        chosenLateOnMarch8,
        new Date('2026-03-07T18:00:00Z'),
      ).note,
    ).toBe('4 left for Sun, Mar 8');
  });
});

describe('how many more the cart may take', () => {
  const today = { date: '2026-11-26', today: true };

  it('is the tighter of what is left and the most per order, less what the cart holds', () => {
    expect(roomFor(15, null, 10, today)).toEqual({ more: 5, reason: 'Only 15 left today', over: false, by: 'day' });
    expect(roomFor(100, 40, 30, today)).toEqual({ more: 10, reason: 'At most 40 per order', over: false, by: 'order' });
    expect(roomFor(15, 40, 0, { date: '2026-11-27', today: false })).toEqual({
      more: 15,
      reason: 'Only 15 left for Fri, Nov 27',
      over: false,
      by: 'day',
    });
    expect(roomFor(0, null, 0, today)).toEqual({ more: 0, reason: 'Sold out today', over: false, by: 'day' });
    expect(roomFor(null, null, 30, today)).toBeNull();
  });

  it('is none, and says the cart is over, when the cart already holds more', () => {
    expect(roomFor(null, 40, 50, today)).toEqual({ more: 0, reason: 'At most 40 per order', over: true, by: 'order' });
    expect(roomFor(5, null, 20, today)).toEqual({ more: 0, reason: 'Only 5 left today', over: true, by: 'day' });
  });

  it("counts the cart's lines of the dish together", () => {
    const cart = [beef(10), chapati(10), beef(20)];
    expect(availability([day('2026-11-26', 40)], { cart }).room).toEqual({
      more: 10,
      reason: 'Only 40 left today',
      over: false,
      by: 'day',
    });
    expect(availability([day('2026-11-26', 40)], { cart }).inCart).toBe(30);
  });

  it('follows the day the note names when nothing is chosen and today is sold out, so the dish can still be added', () => {
    const days = [day('2026-11-26', 0), day('2026-11-27', 30)];
    expect(availability(days).room).toEqual({
      more: 30,
      reason: 'Only 30 left for Fri, Nov 27',
      over: false,
      by: 'day',
    });
    expect(availability([day('2026-11-26', 0), day('2026-11-27', null)], { maxPerOrder: 40 }).room).toEqual({
      more: 40,
      reason: 'At most 40 per order',
      over: false,
      by: 'order',
    });
    // With no day that has some, nothing can be added; a chosen day sold out is that day's.
    expect(availability([day('2026-11-26', 0)]).room).toEqual({
      more: 0,
      reason: 'Sold out today',
      over: false,
      by: 'day',
    });
    expect(availability([day('2026-11-26', 50), day('2026-11-27', 0)], { chosen: FRIDAY_NOON }).room).toEqual({
      more: 0,
      reason: 'Sold out for Fri, Nov 27',
      over: false,
      by: 'day',
    });
  });

  it('finds the next day with some only among days that still take orders', () => {
    const days = [day('2026-11-26', 0), day('2026-11-27', 10, false), day('2026-11-28', 0), day('2026-11-29', 1)];
    expect(nextDayWithSome(days, '2026-11-26', BEEF)).toBe('2026-11-29');
    expect(nextDayWithSome(days, '2026-11-29', BEEF)).toBeNull();
  });
});

describe('why the cart cannot be made on a day', () => {
  const thursday = (beefLeft: number | null) => day('2026-11-26', beefLeft);

  it("names the first dish short that day in the checkout's words, and briefly for the day's chip", () => {
    const shortage = dayShortage([chapati(10), beef(20)], thursday(5));
    expect(shortage).toEqual({ name: 'Beef Samosa', left: 5, message: 'Only 5 Beef Samosa left for Thu, Nov 26' });
    expect(shortage && shortageNote(shortage)).toBe('Only 5 Beef Samosa left');

    const soldOut = dayShortage([beef(10)], thursday(0));
    expect(soldOut?.message).toBe('Beef Samosa is sold out for Thu, Nov 26');
    expect(soldOut && shortageNote(soldOut)).toBe('Beef Samosa sold out');
  });

  it('has nothing to say when the day has enough, or for dishes without a daily limit', () => {
    expect(dayShortage([beef(20), beef(10)], thursday(30))).toBeNull();
    expect(dayShortage([beef(500)], thursday(null))).toBeNull();
    expect(dayShortage([beef(20), beef(20)], thursday(30))?.message).toBe('Only 30 Beef Samosa left for Thu, Nov 26');
  });

  it('on the daylight-saving days too', () => {
    expect(dayShortage([beef(10)], day('2026-03-08', 0))?.message).toBe('Beef Samosa is sold out for Sun, Mar 8');
    expect(dayShortage([beef(10)], day('2026-11-01', 5))?.message).toBe('Only 5 Beef Samosa left for Sun, Nov 1');
  });
});

describe('what Proceed to Payment refuses before the checkout does', () => {
  const menu = [
    { id: BEEF, maxPerOrder: null },
    { id: CHAPATI, maxPerOrder: 40 },
  ];

  it("checks the most per order first, then the chosen window's day, in the shop's time", () => {
    // 23:30 on Sun, Nov 1 (CST) belongs to Nov 1, not to the UTC date.
    const lateOnNovember1 = '2026-11-02T05:30:00.000Z';
    const days = [day('2026-11-01', 10), day('2026-11-02', 100)];
    expect(orderProblem([beef(20)], menu, days, lateOnNovember1)).toEqual({
      kind: 'day',
      message: 'Only 10 Beef Samosa left for Sun, Nov 1',
    });
    expect(orderProblem([beef(20), chapati(50)], menu, days, lateOnNovember1)).toEqual({
      kind: 'per-order',
      message: 'At most 40 Chapati in one order',
    });
    expect(orderProblem([beef(10), chapati(40)], menu, days, lateOnNovember1)).toBeNull();
  });

  it('knows only the most per order for a day the answer does not cover', () => {
    expect(orderProblem([beef(500)], menu, [], FRIDAY_NOON)).toBeNull();
    expect(orderProblem([chapati(50)], menu, [], FRIDAY_NOON)?.kind).toBe('per-order');
  });
});
