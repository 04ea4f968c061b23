import { describe, expect, it } from 'vitest';
import { nextChangeAt } from '@/domain/next-change';
import { DEFAULT_SHOP_STATUS, type SavedShopStatus, shopStatusAt } from '@/domain/shop-status';
import { shopInstant } from '@/domain/fulfilment/schedule';

/*
 * Whether the shop takes orders at an instant: the switch, a pause and the drops, read against the
 * clock (src/domain/shop-status.ts), and the next instant that changes by itself.
 */

const at = (date: string, time: string) => shopInstant(date, time);
const FRIDAY = { id: 1, opensAt: at('2030-12-06', '09:00'), closesAt: at('2030-12-06', '19:00') };
const NEXT_FRIDAY = { id: 2, opensAt: at('2030-12-13', '09:00'), closesAt: at('2030-12-13', '12:00') };
const DROPS: SavedShopStatus = { ...DEFAULT_SHOP_STATUS, orderingMode: 'drops' };

describe('shopStatusAt', () => {
  it('in drops mode is open only inside a period, naming its closing or the next opening', () => {
    const periods = [FRIDAY, NEXT_FRIDAY];
    const before = shopStatusAt(DROPS, periods, new Date(FRIDAY.opensAt.getTime() - 1));
    expect(before.open).toBeNull();
    expect(before.settings).toMatchObject({
      isAcceptingOrders: false,
      switchOn: true,
      nextOpening: FRIDAY.opensAt.toISOString(),
      closesAt: null,
    });
    const inside = shopStatusAt(DROPS, periods, FRIDAY.opensAt);
    expect(inside.open).toBe(FRIDAY);
    expect(inside.settings).toMatchObject({
      isAcceptingOrders: true,
      nextOpening: NEXT_FRIDAY.opensAt.toISOString(),
      closesAt: FRIDAY.closesAt.toISOString(),
    });
    expect(shopStatusAt(DROPS, periods, FRIDAY.closesAt).settings.isAcceptingOrders).toBe(false);
  });

  it("in 'always' mode ignores the periods", () => {
    const status = shopStatusAt(DEFAULT_SHOP_STATUS, [FRIDAY], new Date(FRIDAY.opensAt.getTime() - 1));
    expect(status).toEqual({
      open: null,
      settings: {
        isAcceptingOrders: true,
        switchOn: true,
        message: null,
        pausedUntil: null,
        orderingMode: 'always',
        nextOpening: null,
        closesAt: null,
      },
    });
  });

  it('switched off by hand, is closed and names no pause and no drop', () => {
    const off = { ...DROPS, isAcceptingOrders: false, pausedUntil: at('2030-12-06', '10:00') };
    expect(shopStatusAt(off, [FRIDAY], FRIDAY.opensAt)).toEqual({
      open: null,
      settings: expect.objectContaining({
        isAcceptingOrders: false,
        switchOn: false,
        pausedUntil: null,
        nextOpening: null,
        closesAt: null,
      }),
    });
  });

  it('paused inside a drop is closed until the pause ends', () => {
    const paused = { ...DROPS, pausedUntil: at('2030-12-06', '10:00') };
    expect(shopStatusAt(paused, [FRIDAY], FRIDAY.opensAt).settings).toMatchObject({
      isAcceptingOrders: false,
      pausedUntil: paused.pausedUntil.toISOString(),
    });
    expect(shopStatusAt(paused, [FRIDAY], paused.pausedUntil).settings.isAcceptingOrders).toBe(true);
  });
});

describe('nextChangeAt', () => {
  it('is the soonest of the pause’s end, the closing and the next opening; null for none', () => {
    const none = { pausedUntil: null, closesAt: null, nextOpening: null };
    expect(nextChangeAt(none)).toBeNull();
    expect(nextChangeAt({ ...none, nextOpening: '2030-12-13T15:00:00.000Z' })).toBe(Date.parse('2030-12-13T15:00:00Z'));
    expect(
      nextChangeAt({
        pausedUntil: '2030-12-06T17:00:00.000Z',
        closesAt: '2030-12-07T01:00:00.000Z',
        nextOpening: null,
      }),
    ).toBe(Date.parse('2030-12-06T17:00:00Z'));
  });
});
