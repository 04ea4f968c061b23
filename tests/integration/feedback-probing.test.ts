import { describe, expect, it } from 'vitest';
import feedback from '../../netlify/functions/feedback.mts';
import { feedbackTokenFor } from '@/server/feedback/feedback-token';
import { call, type ErrorAnswer } from './support/call';
import { insertOrder } from './support/orders';

describe('probing for orders through ratings', () => {
  it('locks out an address after 20 ratings refused as not its order, but not other callers', async () => {
    const ip = '192.0.2.201';
    const rating = (orderId: number, from = ip) =>
      call<ErrorAnswer>(feedback, '/api/feedback', {
        method: 'POST',
        body: {
          orderId,
          feedbackToken: feedbackTokenFor(orderId),
          customerName: 'Prober',
          rating: 5,
          isRecommended: true,
        },
        ip: from,
      });
    for (let guess = 0; guess < 20; guess++) {
      expect((await rating(900_000_000 + guess)).status).toBe(404);
    }
    const locked = await rating(900_000_100);
    expect(locked.status).toBe(429);
    expect(locked.body.message).toMatch(/^Too many attempts\. Please try again in \d+ minutes\.$/);

    const [orderId] = await insertOrder({
      customerName: 'Honest Customer',
      customerEmail: null,
      customerPhone: '913-555-0177',
    });
    expect((await rating(orderId!, '192.0.2.202')).status).toBe(201);
  });
});
