import { describe, expect, it } from 'vitest';
import { loadConfig, MissingSettingError } from '@/server/config';

/* STRIPE_TAX_ENABLED (docs/architecture.md#configuration): Stripe Tax only through the Stripe account. */

const stripeKeys = {
  STRIPE_SECRET_KEY: 'sk_test_tax',
  PUBLIC_STRIPE_PUBLISHABLE_KEY: 'pk_test_tax',
};

describe('STRIPE_TAX_ENABLED', () => {
  it("is off unless set to true: the owner's rates tax the orders", () => {
    expect(loadConfig({ NODE_ENV: 'test', ...stripeKeys }).stripeTax).toBeNull();
    expect(loadConfig({ NODE_ENV: 'test', ...stripeKeys, STRIPE_TAX_ENABLED: 'yes' }).stripeTax).toBeNull();
  });

  it('works out the tax with the Stripe settings when true', () => {
    const config = loadConfig({ NODE_ENV: 'test', ...stripeKeys, STRIPE_TAX_ENABLED: 'true' });
    expect(config.stripeTax).toBe(config.stripe);
    expect(config.stripeTax?.secretKey).toBe('sk_test_tax');
  });

  it('fails closed without the Stripe keys, naming the setting, in development too', () => {
    for (const env of [{ NODE_ENV: 'development' }, { NODE_ENV: 'test' }]) {
      expect(() => loadConfig({ ...env, STRIPE_TAX_ENABLED: 'true' })).toThrow(MissingSettingError);
      expect(() => loadConfig({ ...env, STRIPE_TAX_ENABLED: 'true' })).toThrow(
        /Missing setting STRIPE_SECRET_KEY: .*STRIPE_TAX_ENABLED=true/,
      );
    }
  });
});
