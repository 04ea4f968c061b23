import { describe, expect, it } from 'vitest';
import { trackingStatusLabel, trackingSteps } from '@/domain/order/tracking-steps';

const confirmed = { status: 'confirmed' as const, at: '2026-11-24T15:00:00.000Z' };
const preparing = { status: 'preparing' as const, at: '2026-11-24T16:00:00.000Z' };
const ready = { status: 'ready' as const, at: '2026-11-24T17:00:00.000Z' };

describe('trackingSteps', () => {
  it('marks the steps reached as done with their times, the status as current and the rest upcoming', () => {
    expect(trackingSteps('preparing', 'pickup', [confirmed, preparing])).toEqual([
      { status: 'confirmed', label: 'Order confirmed', state: 'done', at: confirmed.at },
      { status: 'preparing', label: 'Preparing', state: 'current', at: preparing.at },
      { status: 'ready', label: 'Ready for pickup', state: 'upcoming', at: null },
      { status: 'delivered', label: 'Picked up', state: 'upcoming', at: null },
    ]);
  });

  it('names the last two steps of a delivery for a delivery', () => {
    expect(trackingSteps('ready', 'delivery', [confirmed, ready]).map((step) => [step.label, step.state])).toEqual([
      ['Order confirmed', 'done'],
      ['Preparing', 'done'],
      ['On its way', 'current'],
      ['Delivered', 'upcoming'],
    ]);
  });

  it('follows the latest status when the owner moved the order back', () => {
    const back = { status: 'preparing' as const, at: '2026-11-24T17:30:00.000Z' };
    const steps = trackingSteps('preparing', 'pickup', [confirmed, preparing, ready, back]);
    expect(steps[1]).toEqual({ status: 'preparing', label: 'Preparing', state: 'current', at: back.at });
    expect(steps[2]).toEqual({ status: 'ready', label: 'Ready for pickup', state: 'upcoming', at: null });
  });

  it('shows a cancelled order as the steps it reached, then Cancelled', () => {
    const cancelled = { status: 'cancelled' as const, at: '2026-11-24T16:30:00.000Z' };
    expect(trackingSteps('cancelled', 'pickup', [confirmed, preparing, cancelled])).toEqual([
      { status: 'confirmed', label: 'Order confirmed', state: 'done', at: confirmed.at },
      { status: 'preparing', label: 'Preparing', state: 'done', at: preparing.at },
      { status: 'cancelled', label: 'Cancelled', state: 'current', at: cancelled.at },
    ]);
  });

  it('shows every step upcoming for an order not confirmed yet', () => {
    expect(trackingSteps('pending', 'pickup', []).every((step) => step.state === 'upcoming')).toBe(true);
  });
});

describe('trackingStatusLabel', () => {
  it('says the status in the words of the order type', () => {
    expect(trackingStatusLabel('ready', 'pickup')).toBe('Ready for pickup');
    expect(trackingStatusLabel('ready', 'delivery')).toBe('On its way');
    expect(trackingStatusLabel('delivered', 'pickup')).toBe('Picked up');
    expect(trackingStatusLabel('cancelled', 'delivery')).toBe('Cancelled');
    expect(trackingStatusLabel('pending', 'delivery')).toBe('Order received');
  });
});
