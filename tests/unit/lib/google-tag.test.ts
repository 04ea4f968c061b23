import { describe, expect, it } from 'vitest';
import { shareablePageLocation } from '@/lib/google-tag';

describe('shareablePageLocation', () => {
  it('removes the token of a tracking, reset or verification link, keeping the rest', () => {
    expect(shareablePageLocation('https://kenyanbites.example/orders/track?token=abc123#rate')).toBe(
      'https://kenyanbites.example/orders/track#rate',
    );
    expect(shareablePageLocation('https://kenyanbites.example/reset-password?token=x&utm_source=mail')).toBe(
      'https://kenyanbites.example/reset-password?utm_source=mail',
    );
  });

  it("removes the payment provider's return parameters from /checkout", () => {
    expect(
      shareablePageLocation(
        'https://kenyanbites.example/checkout?payment_intent=pi_3Q&payment_intent_client_secret=pi_3Q_secret_Z&redirect_status=succeeded',
      ),
    ).toBe('https://kenyanbites.example/checkout');
  });

  it('leaves an address without a token as it is', () => {
    expect(shareablePageLocation('https://kenyanbites.example/?cart=open')).toBe(
      'https://kenyanbites.example/?cart=open',
    );
  });
});
