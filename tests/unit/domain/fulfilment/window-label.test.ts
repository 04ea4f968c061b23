import { describe, expect, it } from 'vitest';
import { bookingsOn } from '@/domain/fulfilment/schedule';
import { chooseWindowPrompt, dayLabel, dayParts, windowLabel, windowTimes } from '@/domain/fulfilment/window-label';
import { leadLabel, windowRefusal } from '@/domain/fulfilment/window-refusal';

const at = (iso: string) => new Date(iso);

describe('window labels, in Kansas City time whatever the reader’s clock', () => {
  it('say the day and the times, the period once when both ends share it', () => {
    // 20:00 UTC on 25 November is 2:00 PM CST.
    expect(windowLabel(at('2026-11-25T20:00:00Z'), at('2026-11-25T20:30:00Z'))).toBe('Wed, Nov 25, 2:00–2:30 PM');
    expect(windowTimes(at('2026-11-25T17:30:00Z'), at('2026-11-25T18:00:00Z'))).toBe('11:30 AM–12:00 PM');
  });

  it('follow the clock changes: 1:30 AM CDT to 1:00 AM CST in November, 1:30 AM CST to 3:00 AM CDT in March', () => {
    expect(windowTimes(at('2026-11-01T06:30:00Z'), at('2026-11-01T07:00:00Z'))).toBe('1:30–1:00 AM');
    expect(windowLabel(at('2026-03-08T07:30:00Z'), at('2026-03-08T08:00:00Z'))).toBe('Sun, Mar 8, 1:30–3:00 AM');
  });

  it('name a shop date, and an evening that is already tomorrow in UTC', () => {
    expect(dayLabel('2026-12-25')).toBe('Fri, Dec 25');
    expect(dayParts('2026-12-25')).toEqual({ weekday: 'Fri', monthDay: 'Dec 25' });
    expect(windowLabel(at('2026-11-25T04:00:00Z'), at('2026-11-25T04:30:00Z'))).toBe('Tue, Nov 24, 10:00–10:30 PM');
  });

  it('ask for a pickup or a delivery time', () => {
    expect(chooseWindowPrompt('pickup')).toBe('Choose a pickup time');
    expect(chooseWindowPrompt('delivery')).toBe('Choose a delivery time');
  });
});

describe('the checkout’s refusal of a window', () => {
  const next = { start: at('2026-11-25T21:00:00Z'), end: at('2026-11-25T21:30:00Z') };

  it('says what is wrong and names the next free window', () => {
    expect(windowRefusal('full', 'pickup', 180, next)).toBe(
      'That pickup time has just filled up. The next free time is Wed, Nov 25, 3:00–3:30 PM.',
    );
    expect(windowRefusal('too-soon', 'delivery', 180, next)).toBe(
      'That delivery time is too soon: the kitchen needs 3 hours to cook. The next free time is Wed, Nov 25, 3:00–3:30 PM.',
    );
    expect(windowRefusal('past', 'pickup', 180, null)).toBe(
      'That pickup time has passed. No times are free in the days we take orders for. Please try again later.',
    );
  });

  it('says the lead time in hours or minutes', () => {
    expect([leadLabel(60), leadLabel(180), leadLabel(90)]).toEqual(['1 hour', '3 hours', '90 minutes']);
  });
});

describe('one day’s bookings out of several days’', () => {
  it('keeps the windows of that shop date, its evening windows included', () => {
    const taken = new Map([
      ['2026-11-25T20:00:00.000Z', { orders: 3, pieces: 30 }],
      ['2026-11-26T04:00:00.000Z', { orders: 1, pieces: 5 }], // 10 PM on the 25th in Kansas City
      ['2026-11-26T20:00:00.000Z', { orders: 2, pieces: 12 }],
    ]);
    const day = bookingsOn(taken, '2026-11-25');
    expect(day.dayTotal).toBe(4);
    expect([...day.byWindow.keys()]).toEqual(['2026-11-25T20:00:00.000Z', '2026-11-26T04:00:00.000Z']);
  });
});
