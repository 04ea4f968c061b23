import { describe, expect, it } from 'vitest';
import { DEFAULT_SCHEDULE, type FulfilmentSchedule, shopInstant } from '@/domain/fulfilment/schedule';
import { dropCycle } from '@/domain/standing/standing-cycle';
import {
  ALL_SOLD_OUT,
  NO_ROOM,
  NOTHING_ON_MENU,
  type PlanDish,
  type PlanWindow,
  planStandingOrder,
  SKIPPED_BY_HER,
  SKIPPED_ENDED,
  SKIPPED_PAUSED,
  type StandingTemplate,
  usualTime,
} from '@/domain/standing/standing-plan';
import { cycleWindows } from '@/domain/standing/standing-windows';

// A drop opening Wed, Dec 9 2026 at 9:00 AM, closing Thu at 7:00 PM, selling Fri, Dec 11 and Sat, Dec 12.
const drop = {
  id: 7,
  opensAt: shopInstant('2026-12-09', '09:00'),
  closesAt: shopInstant('2026-12-10', '19:00'),
  sellsDates: ['2026-12-12', '2026-12-11'],
};
const cycle = dropCycle(drop, 7);
const SAMOSA = 1;
const CHAPATI = 2;
const MANDAZI = 3;
const dishes = new Map<number, PlanDish>([
  [SAMOSA, { productId: SAMOSA, name: 'Beef Samosa', onMenu: true, fewest: 10, maxPerOrder: null }],
  [CHAPATI, { productId: CHAPATI, name: 'Chapati', onMenu: true, fewest: 10, maxPerOrder: 40 }],
  [MANDAZI, { productId: MANDAZI, name: 'Mandazi', onMenu: false, fewest: 1, maxPerOrder: null }],
]);
const template: StandingTemplate = {
  status: 'active',
  skipNext: false,
  endsOn: null,
  weekday: 5, // Friday
  time: '17:00',
  items: [
    { productId: SAMOSA, quantity: 20 },
    { productId: CHAPATI, quantity: 20 },
  ],
};
const window = (date: string, time: string, room: Partial<PlanWindow> = {}): PlanWindow => ({
  start: shopInstant(date, time),
  end: new Date(shopInstant(date, time).getTime() + 30 * 60_000),
  hasPlace: true,
  piecesRoom: null,
  ...room,
});
const plenty = () =>
  new Map<number, number | null>([
    [SAMOSA, null],
    [CHAPATI, null],
  ]);

describe('the window a standing order takes in a drop', () => {
  it('is her usual time (Friday at 5:00 PM) when it has room, with everything she asked for', () => {
    const windows = [window('2026-12-11', '16:30'), window('2026-12-11', '17:00'), window('2026-12-12', '17:00')];
    expect(planStandingOrder(template, cycle, windows, dishes, plenty)).toEqual({
      kind: 'place',
      window: { start: windows[1]?.start, end: windows[1]?.end },
      lines: template.items,
      notes: [],
    });
  });

  it('moves to the nearest window with room when her time is full, the earlier of two as near, and says so', () => {
    const windows = [
      window('2026-12-11', '16:30'),
      window('2026-12-11', '17:00', { hasPlace: false }),
      window('2026-12-11', '17:30'),
    ];
    const plan = planStandingOrder(template, cycle, windows, dishes, plenty);
    expect(plan.kind === 'place' && plan.window.start).toEqual(shopInstant('2026-12-11', '16:30'));
    expect(plan.kind === 'place' && plan.notes).toEqual([
      'Your usual time (Fri 5:00 PM) was not free, so we booked Fri, Dec 11, 4:30–5:00 PM.',
    ]);
  });

  it('passes over a window without room for her pieces', () => {
    const windows = [window('2026-12-11', '17:00', { piecesRoom: 30 }), window('2026-12-12', '17:00')];
    const plan = planStandingOrder(template, cycle, windows, dishes, plenty);
    expect(plan.kind === 'place' && plan.window.start).toEqual(shopInstant('2026-12-12', '17:00'));
  });

  it('takes what is left of a dish that day, and leaves out one sold out, saying each', () => {
    const left = () =>
      new Map<number, number | null>([
        [SAMOSA, 5],
        [CHAPATI, 12],
      ]);
    const plan = planStandingOrder(template, cycle, [window('2026-12-11', '17:00')], dishes, left);
    expect(plan).toMatchObject({
      kind: 'place',
      lines: [{ productId: CHAPATI, quantity: 12 }],
      notes: ['Beef Samosa was sold out for Fri, Dec 11, so it is left out.', 'Only 12 of your 20 Chapati were left.'],
    });
  });

  it('keeps to a dish’s most per order', () => {
    const big = { ...template, items: [{ productId: CHAPATI, quantity: 60 }] };
    const plan = planStandingOrder(big, cycle, [window('2026-12-11', '17:00')], dishes, plenty);
    expect(plan.kind === 'place' && plan.lines).toEqual([{ productId: CHAPATI, quantity: 40 }]);
  });

  it('leaves out a dish off the menu and says so, without refusing the rest', () => {
    const withMandazi = { ...template, items: [...template.items, { productId: MANDAZI, quantity: 3 }] };
    const plan = planStandingOrder(withMandazi, cycle, [window('2026-12-11', '17:00')], dishes, plenty);
    expect(plan).toMatchObject({
      kind: 'place',
      lines: template.items,
      notes: ['Mandazi is not on the menu this time, so it is left out.'],
    });
  });

  it('uses the nearest day that has her dishes when her day is sold out', () => {
    const left = (date: string) =>
      new Map<number, number | null>(
        date === '2026-12-11'
          ? [
              [SAMOSA, 0],
              [CHAPATI, 0],
            ]
          : [
              [SAMOSA, null],
              [CHAPATI, null],
            ],
      );
    const plan = planStandingOrder(
      template,
      cycle,
      [window('2026-12-11', '17:00'), window('2026-12-12', '17:00')],
      dishes,
      left,
    );
    expect(plan.kind === 'place' && plan.window.start).toEqual(shopInstant('2026-12-12', '17:00'));
  });
});

describe('when a standing order skips a cycle', () => {
  const windows = [window('2026-12-11', '17:00')];
  it.each([
    ['she skipped it', { skipNext: true }, { kind: 'skip', reason: SKIPPED_BY_HER, usesSkip: true }],
    [
      'it is paused (her skip kept for later)',
      { status: 'paused' as const, skipNext: true },
      { kind: 'skip', reason: SKIPPED_PAUSED, usesSkip: false },
    ],
    [
      'its end date is before her usual time',
      { endsOn: '2026-12-10' },
      { kind: 'skip', reason: SKIPPED_ENDED, usesSkip: false },
    ],
  ])('%s', (_case, change, expected) => {
    expect(planStandingOrder({ ...template, ...change }, cycle, windows, dishes, plenty)).toEqual(expected);
  });

  it('does not end on its end date itself', () => {
    expect(planStandingOrder({ ...template, endsOn: '2026-12-11' }, cycle, windows, dishes, plenty).kind).toBe('place');
  });

  it('skips with the reason when none of her dishes is on the menu', () => {
    const only = { ...template, items: [{ productId: MANDAZI, quantity: 3 }] };
    expect(planStandingOrder(only, cycle, windows, dishes, plenty)).toEqual({
      kind: 'skip',
      reason: NOTHING_ON_MENU,
      usesSkip: false,
    });
  });

  it('skips with the reason when every window is full, or every day sold out', () => {
    const full = [window('2026-12-11', '17:00', { hasPlace: false })];
    expect(planStandingOrder(template, cycle, full, dishes, plenty)).toMatchObject({ reason: NO_ROOM });
    const none = () =>
      new Map<number, number | null>([
        [SAMOSA, 0],
        [CHAPATI, 0],
      ]);
    expect(planStandingOrder(template, cycle, windows, dishes, none)).toMatchObject({ reason: ALL_SOLD_OUT });
  });
});

describe('the cycle a drop makes', () => {
  it('is placed 15 minutes before the drop opens, closes with it, and sells its days in order', () => {
    expect(cycle).toEqual({
      key: 'drop:7',
      placeAt: shopInstant('2026-12-09', '08:45'),
      closesAt: drop.closesAt,
      days: ['2026-12-11', '2026-12-12'],
    });
  });

  it('takes the first of her weekday in the drop’s days as her usual time, or the next one after its start', () => {
    expect(usualTime(cycle, 6, '10:00')).toEqual(shopInstant('2026-12-12', '10:00'));
    expect(usualTime(cycle, 1, '10:00')).toEqual(shopInstant('2026-12-14', '10:00'));
  });

  it('offers the windows of its days after its close and an hour to pay, on the owner’s hours', () => {
    const schedule: FulfilmentSchedule = { ...DEFAULT_SCHEDULE, hours: { ...DEFAULT_SCHEDULE.hours, 6: [] } };
    const sameDay = { ...cycle, days: ['2026-12-10', '2026-12-11', '2026-12-12'] };
    const empty = () => ({ byWindow: new Map(), dayTotal: 0 });
    const windows = cycleWindows(schedule, sameDay, shopInstant('2026-12-09', '08:45'), empty);
    // Thursday's windows end at 7:00 PM, its close; Saturday is closed: only Friday's 16 windows.
    expect(windows).toHaveLength(16);
    expect(windows[0]?.start).toEqual(shopInstant('2026-12-11', '11:00'));
  });
});
