import { describe, expect, it } from 'vitest';
import { eventDateRefusal, EVENT_PASSED, EVENT_TOO_FAR, leadTimeHint } from '@/domain/catering/event-date';
import { DEFAULT_SCHEDULE, shopInstant } from '@/domain/fulfilment/schedule';

/*
 * When a catering event may be (issue 48): the owner's notice in shop calendar days, the kitchen's
 * closed days, on the shop's clock (America/Chicago) whatever the machine's zone.
 */

const terms = (leadDays: number, schedule = DEFAULT_SCHEDULE) => ({ leadDays, schedule });

describe("the owner's notice", () => {
  // Thursday, May 7 2026, 11 PM in Kansas City, already Friday in UTC.
  const now = shopInstant('2026-05-07', '23:00');

  it('counts shop calendar days from the shop date of today, at any time of day', () => {
    expect(eventDateRefusal(shopInstant('2026-05-10', '00:30'), terms(3), now)).toBeNull();
    expect(eventDateRefusal(shopInstant('2026-05-09', '23:59'), terms(3), now)).toBe(
      "We need 3 days' notice for catering: the first day we can cater is Sun, May 10.",
    );
    expect(eventDateRefusal(shopInstant('2026-05-08', '12:00'), terms(1), now)).toBeNull();
    expect(eventDateRefusal(shopInstant('2026-05-07', '23:30'), terms(1), now)).toBe(
      "We need 1 day' notice for catering: the first day we can cater is Fri, May 8.",
    );
  });

  it('with no notice takes today, but never a time that has passed', () => {
    expect(eventDateRefusal(shopInstant('2026-05-07', '23:30'), terms(0), now)).toBeNull();
    expect(eventDateRefusal(shopInstant('2026-05-07', '22:00'), terms(0), now)).toBe(EVENT_PASSED);
  });

  it('reads the same across the spring clock change: 3 days before a Tuesday event is Saturday', () => {
    // Clocks go forward at 2 AM on Sunday, March 8 2026: that shop day is 23 hours long.
    const saturdayEvening = shopInstant('2026-03-07', '23:30');
    expect(eventDateRefusal(shopInstant('2026-03-10', '00:15'), terms(3), saturdayEvening)).toBeNull();
    expect(eventDateRefusal(shopInstant('2026-03-09', '23:45'), terms(3), saturdayEvening)).toMatch(
      /first day we can cater is Tue, Mar 10\.$/,
    );
    expect(leadTimeHint(3, saturdayEvening)).toBe("We need 3 days' notice: the first day we can cater is Tue, Mar 10.");
  });

  it('and across the autumn one, whose Sunday is 25 hours long', () => {
    const saturdayNight = shopInstant('2026-10-31', '23:30');
    expect(eventDateRefusal(shopInstant('2026-11-01', '23:59'), terms(1), saturdayNight)).toBeNull();
    expect(eventDateRefusal(shopInstant('2026-11-01', '00:30'), terms(2), saturdayNight)).toMatch(
      /first day we can cater is Mon, Nov 2\.$/,
    );
  });

  it('takes events up to a year ahead', () => {
    expect(eventDateRefusal(shopInstant('2027-05-07', '12:00'), terms(3), now)).toBeNull();
    expect(eventDateRefusal(shopInstant('2027-05-08', '12:00'), terms(3), now)).toBe(EVENT_TOO_FAR);
  });
});

describe("the kitchen's closed days", () => {
  const now = shopInstant('2026-05-07', '09:00');
  const closedSundays = {
    ...DEFAULT_SCHEDULE,
    hours: { ...DEFAULT_SCHEDULE.hours, 0: [] },
    blockedDates: ['2026-05-22'],
  };

  it('refuses a weekday with no hours and a blocked date, naming them', () => {
    expect(eventDateRefusal(shopInstant('2026-05-17', '14:00'), terms(3, closedSundays), now)).toBe(
      'The kitchen is closed on Sundays.',
    );
    expect(eventDateRefusal(shopInstant('2026-05-22', '14:00'), terms(3, closedSundays), now)).toBe(
      'The kitchen is closed on Fri, May 22.',
    );
    expect(eventDateRefusal(shopInstant('2026-05-23', '14:00'), terms(3, closedSundays), now)).toBeNull();
  });

  it('reads the day on the shop clock: Saturday 8 PM in Kansas City is Sunday in UTC, and open', () => {
    const saturdayEvening = shopInstant('2026-05-16', '20:00');
    expect(saturdayEvening.getUTCDay()).toBe(0);
    expect(eventDateRefusal(saturdayEvening, terms(3, closedSundays), now)).toBeNull();
  });
});
