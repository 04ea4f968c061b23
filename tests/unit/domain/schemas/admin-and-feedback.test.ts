import { describe, expect, it } from 'vitest';
import {
  businessSettingsPatchSchema,
  feedbackPayloadSchema,
  firstMessage,
  orderStatusPatchSchema,
} from '@/domain/schemas';
import { messageOf } from './message-of';

describe('businessSettingsPatchSchema', () => {
  it('accepts the open flag with a trimmed message', () => {
    expect(
      firstMessage(businessSettingsPatchSchema, {
        isAcceptingOrders: false,
        message: '  Back on Monday  ',
      }),
    ).toEqual({ ok: true, output: { kind: 'status', isAcceptingOrders: false, message: 'Back on Monday' } });
  });

  it('leaves the message out when absent and clears it when blank or null', () => {
    expect(firstMessage(businessSettingsPatchSchema, { isAcceptingOrders: true })).toEqual({
      ok: true,
      output: { kind: 'status', isAcceptingOrders: true, message: undefined },
    });
    for (const message of ['   ', null]) {
      expect(firstMessage(businessSettingsPatchSchema, { isAcceptingOrders: true, message })).toEqual({
        ok: true,
        output: { kind: 'status', isAcceptingOrders: true, message: null },
      });
    }
  });

  it('rejects a missing flag and an over-long message', () => {
    expect(messageOf(businessSettingsPatchSchema, { isAcceptingOrders: 'yes' })).toBe(
      'Please say whether orders are being accepted',
    );
    expect(messageOf(businessSettingsPatchSchema, { isAcceptingOrders: true, message: 'x'.repeat(281) })).toBe(
      'Message must be at most 280 characters',
    );
    expect(
      firstMessage(businessSettingsPatchSchema, {
        isAcceptingOrders: true,
        message: 'x'.repeat(280),
      }).ok,
    ).toBe(true);
  });
});

describe('a pause in businessSettingsPatchSchema', () => {
  it('takes pausedUntil alone, as an instant or null to resume', () => {
    expect(firstMessage(businessSettingsPatchSchema, { pausedUntil: '2026-11-26T23:00:00Z' })).toEqual({
      ok: true,
      output: { kind: 'pause', pausedUntil: new Date('2026-11-26T23:00:00Z') },
    });
    expect(firstMessage(businessSettingsPatchSchema, { pausedUntil: null })).toEqual({
      ok: true,
      output: { kind: 'pause', pausedUntil: null },
    });
  });

  it('refuses a pause with other settings, a time that is not an instant, and nothing at all', () => {
    expect(messageOf(businessSettingsPatchSchema, { pausedUntil: null, isAcceptingOrders: true })).toBe(
      'Send pausedUntil on its own',
    );
    expect(messageOf(businessSettingsPatchSchema, { pausedUntil: '5pm' })).toMatch(/^Choose when orders start again/);
    expect(messageOf(businessSettingsPatchSchema, {})).toBe('Please say whether orders are being accepted');
  });
});

describe('orderStatusPatchSchema', () => {
  it('accepts every status', () => {
    for (const status of ['pending', 'confirmed', 'preparing', 'ready', 'delivered', 'cancelled']) {
      expect(firstMessage(orderStatusPatchSchema, { status })).toEqual({
        ok: true,
        output: { status },
      });
    }
  });

  it('rejects anything else', () => {
    expect(messageOf(orderStatusPatchSchema, { status: 'shipped' })).toBe(
      'Status must be one of: pending, confirmed, preparing, ready, delivered, cancelled',
    );
  });
});

const feedback = {
  orderId: 12,
  customerName: ' Ann ',
  rating: 5,
};

describe('feedbackPayloadSchema', () => {
  it('accepts the minimum and fills skipped answers with null', () => {
    expect(firstMessage(feedbackPayloadSchema, feedback)).toEqual({
      ok: true,
      output: {
        orderId: 12,
        customerName: 'Ann',
        customerEmail: null,
        rating: 5,
        feedbackText: null,
        isRecommended: null,
        foodQuality: null,
        orderAccuracy: null,
        deliveryService: null,
        feedbackToken: null,
      },
    });
  });

  it('accepts a full submission, trimming the comments', () => {
    const result = firstMessage(feedbackPayloadSchema, {
      ...feedback,
      customerEmail: 'ann@example.com',
      feedbackText: '  Lovely samosas!  ',
      isRecommended: true,
      foodQuality: 5,
      orderAccuracy: 4,
      deliveryService: 3,
    });
    expect(result.ok && result.output).toMatchObject({
      customerEmail: 'ann@example.com',
      feedbackText: 'Lovely samosas!',
      isRecommended: true,
      foodQuality: 5,
      orderAccuracy: 4,
      deliveryService: 3,
    });
  });

  it.each([
    [{ rating: undefined }, 'Rating Required - Please provide an overall rating before submitting.'],
    [{ rating: 0 }, 'Rating Required - Please provide an overall rating before submitting.'],
    [{ rating: null }, 'Rating Required - Please provide an overall rating before submitting.'],
    [{ rating: 6 }, 'Rating must be from 1 to 5 stars'],
    [{ orderId: 0 }, 'Please choose the order you are rating'],
    [{ orderId: 1.5 }, 'Please choose the order you are rating'],
    [{ customerName: '' }, 'Please enter your name'],
    [{ customerName: 'x'.repeat(101) }, 'Name must be at most 100 characters'],
    [{ customerEmail: 'ann@' }, 'Please enter a valid email address'],
    [{ feedbackText: 'x'.repeat(2001) }, 'Comments must be at most 2000 characters'],
    [{ isRecommended: 'yes' }, 'Please answer yes or no'],
    [{ foodQuality: 0 }, 'Ratings must be whole numbers from 1 to 5'],
    [{ deliveryService: 4.5 }, 'Ratings must be whole numbers from 1 to 5'],
  ])('rejects %j with %s', (change, message) => {
    expect(messageOf(feedbackPayloadSchema, { ...feedback, ...change })).toBe(message);
  });
});
