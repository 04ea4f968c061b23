import { describe, expect, it } from 'vitest';
import { bannerContent, plainBanner } from '@/components/storefront/banner-content';
import * as words from '@/domain/banner-words';
import { businessSettingsAnswer } from '../../fixtures/api-answers';

/*
 * The storefront banner's words for each state of the shop (docs/behaviour/screens.md#business-banner),
 * on a clock the test sets: the server renders them into the home page, the plain script repaints them.
 */

/** Friday, Dec 6, 2030, 10:00 AM in the shop (CST). */
const NOW = new Date('2030-12-06T16:00:00Z');

describe('the banner in drops mode', () => {
  it("outside a drop: 'Currently Closed', and when the next one opens", () => {
    const settings = businessSettingsAnswer({
      isAcceptingOrders: false,
      orderingMode: 'drops',
      nextOpening: '2030-12-13T15:00:00.000Z',
    });
    expect(bannerContent(settings, words, NOW)).toEqual({
      state: 'closed',
      text: 'Currently Closed',
      detail: 'Orders open Fri, Dec 13 at 9:00 AM',
    });
  });

  it("outside a drop with none scheduled: 'Currently Closed' alone, or the owner's message", () => {
    const settings = businessSettingsAnswer({ isAcceptingOrders: false, orderingMode: 'drops' });
    expect(bannerContent(settings, null, NOW)).toEqual({ state: 'closed', text: 'Currently Closed', detail: null });
    expect(bannerContent({ ...settings, message: 'Next drop soon' }, null, NOW)?.text).toBe('Next drop soon');
  });

  it("inside a drop: 'Open for Orders', and when it closes, with the day when not today", () => {
    const open = businessSettingsAnswer({ orderingMode: 'drops', closesAt: '2030-12-07T01:00:00.000Z' });
    expect(bannerContent(open, words, NOW)).toEqual({
      state: 'open',
      text: 'Open for Orders',
      detail: 'Orders close at 7:00 PM',
    });
    const tomorrow = { ...open, closesAt: '2030-12-07T18:00:00.000Z' };
    expect(bannerContent(tomorrow, words, NOW)?.detail).toBe('Orders close Sat, Dec 7 at 12:00 PM');
  });

  it('paused inside a drop says when it is back; outside one, a pause changes nothing a customer can do', () => {
    const pausedUntil = '2030-12-06T17:00:00.000Z';
    const inside = businessSettingsAnswer({
      isAcceptingOrders: false,
      pausedUntil,
      orderingMode: 'drops',
      closesAt: '2030-12-07T01:00:00.000Z',
    });
    expect(bannerContent(inside, words, NOW)).toEqual({
      state: 'closed',
      text: 'Paused · back at 11:00 AM',
      detail: null,
    });
    const outside = { ...inside, closesAt: null, nextOpening: '2030-12-13T15:00:00.000Z' };
    expect(bannerContent(outside, words, NOW)).toEqual({
      state: 'closed',
      text: 'Currently Closed',
      detail: 'Orders open Fri, Dec 13 at 9:00 AM',
    });
  });

  it('waits for the words of a time (null), and can be shown without them', () => {
    const settings = businessSettingsAnswer({ orderingMode: 'drops', closesAt: '2030-12-07T01:00:00.000Z' });
    expect(bannerContent(settings, null, NOW)).toBeNull();
    expect(plainBanner(settings)).toEqual({ state: 'open', text: 'Open for Orders', detail: null });
  });
});

describe("the banner in 'always' mode, as before drops", () => {
  it('has no second line', () => {
    expect(bannerContent(businessSettingsAnswer(), null, NOW)).toEqual({
      state: 'open',
      text: 'Open for Orders',
      detail: null,
    });
    expect(bannerContent(businessSettingsAnswer({ isAcceptingOrders: false }), null, NOW)).toEqual({
      state: 'closed',
      text: 'Currently Closed',
      detail: null,
    });
  });
});
