import { describe, expect, it, vi } from 'vitest';
import { loadConfig, MissingSettingError } from '@/server/config';

const production = {
  NODE_ENV: 'production',
  JWT_SECRET: 'x'.repeat(40),
  ADMIN_EMAIL: 'Owner@KenyanBites.com',
  SMTP_URL: 'smtps://user:pass@smtp.example.com:465',
  MAIL_FROM: 'Kenyan Bites <hello@kenyanbites.com>',
  PUBLIC_SITE_URL: 'https://kenyanbites.com/',
};

describe('server settings', () => {
  it('run on embedded defaults in development and tests', () => {
    for (const NODE_ENV of ['development', 'test']) {
      const config = loadConfig({ NODE_ENV });
      expect(config).toMatchObject({
        isDevelopment: true,
        adminEmail: 'admin@kenyanbites.local',
        smtpUrl: null,
        siteUrl: 'http://localhost:4321',
      });
      expect(config.jwtSecret.length).toBeGreaterThan(0);
    }
  });

  it('take every value from the environment in production', () => {
    expect(loadConfig(production)).toMatchObject({
      isDevelopment: false,
      adminEmail: 'owner@kenyanbites.com',
      smtpUrl: 'smtps://user:pass@smtp.example.com:465',
      siteUrl: 'https://kenyanbites.com',
    });
  });

  it.each(['JWT_SECRET', 'ADMIN_EMAIL', 'SMTP_URL', 'MAIL_FROM', 'PUBLIC_SITE_URL'])(
    'fail loudly, naming %s, when it is missing outside development',
    (name) => {
      const env: Record<string, string | undefined> = { ...production, [name]: undefined };
      expect(() => loadConfig(env)).toThrow(MissingSettingError);
      expect(() => loadConfig(env)).toThrow(new RegExp(`Missing setting ${name}`));
    },
  );

  it('refuse a short JWT secret in production, and mail without SMTP unless outbox-only is explicit', () => {
    expect(() => loadConfig({ ...production, JWT_SECRET: 'short' })).toThrow(/JWT_SECRET: must be at least 32/);
    expect(loadConfig({ ...production, SMTP_URL: undefined, MAIL_OUTBOX_ONLY: 'true' }).smtpUrl).toBeNull();
  });

  it("hold Apple Pay's domain association file as set (trimmed), and nothing when it is unset or blank", () => {
    expect(
      loadConfig({ ...production, APPLE_PAY_DOMAIN_ASSOCIATION: ' 7B2270737049 \n' }).applePayDomainAssociation,
    ).toBe('7B2270737049');
    expect(loadConfig(production).applePayDomainAssociation).toBeNull();
    expect(loadConfig({ ...production, APPLE_PAY_DOMAIN_ASSOCIATION: '  ' }).applePayDomainAssociation).toBeNull();
  });
});

describe('Stripe settings', () => {
  const stripeKeys = {
    STRIPE_SECRET_KEY: 'sk_test_bench',
    PUBLIC_STRIPE_PUBLISHABLE_KEY: 'pk_test_bench',
    STRIPE_WEBHOOK_SECRET: 'whsec_bench',
  };

  it('leave Stripe off, for the built-in test gateway, when no secret key is set', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).stripe).toBeNull();
    expect(loadConfig(production).stripe).toBeNull();
    expect(loadConfig({ ...production, STRIPE_SECRET_KEY: '   ' }).stripe).toBeNull();
  });

  it('turn Stripe on with its keys, trimmed, talking to api.stripe.com by default', () => {
    expect(loadConfig({ ...production, ...stripeKeys, STRIPE_SECRET_KEY: ' sk_test_bench\n' }).stripe).toEqual({
      secretKey: 'sk_test_bench',
      publishableKey: 'pk_test_bench',
      webhookSecret: 'whsec_bench',
      apiUrl: null,
    });
  });

  it('fail loudly, naming PUBLIC_STRIPE_PUBLISHABLE_KEY, when only the secret key is set, even in development', () => {
    for (const env of [production, { NODE_ENV: 'development' }]) {
      const withoutPublishable = { ...env, ...stripeKeys, PUBLIC_STRIPE_PUBLISHABLE_KEY: undefined };
      expect(() => loadConfig(withoutPublishable)).toThrow(MissingSettingError);
      expect(() => loadConfig(withoutPublishable)).toThrow(/Missing setting PUBLIC_STRIPE_PUBLISHABLE_KEY/);
    }
  });

  it('require STRIPE_WEBHOOK_SECRET in production, and let development run without it', () => {
    const withoutWebhook = { ...stripeKeys, STRIPE_WEBHOOK_SECRET: undefined };
    expect(() => loadConfig({ ...production, ...withoutWebhook })).toThrow(MissingSettingError);
    expect(() => loadConfig({ ...production, ...withoutWebhook })).toThrow(/Missing setting STRIPE_WEBHOOK_SECRET/);
    expect(loadConfig({ NODE_ENV: 'development', ...withoutWebhook }).stripe).toMatchObject({
      secretKey: 'sk_test_bench',
      webhookSecret: null,
    });
  });

  it('read STRIPE_API_URL as an address, for stripe-mock or a test double, in a preview with a test key', () => {
    const preview = {
      ...production,
      ...stripeKeys,
      CONTEXT: 'deploy-preview',
      STRIPE_API_URL: 'http://localhost:12111',
    };
    const { stripe } = loadConfig(preview);
    expect(stripe?.apiUrl).toBeInstanceOf(URL);
    expect(stripe?.apiUrl?.href).toBe('http://localhost:12111/');
    expect(loadConfig({ ...preview, NODE_ENV: 'test', CONTEXT: undefined }).stripe?.apiUrl?.href).toBe(
      'http://localhost:12111/',
    );
  });

  it('refuse STRIPE_API_URL with a live key, and in the production context or an unknown one', () => {
    const withUrl = { ...production, ...stripeKeys, STRIPE_API_URL: 'http://localhost:12111' };
    for (const env of [
      { ...withUrl, CONTEXT: 'deploy-preview', STRIPE_SECRET_KEY: 'sk_live_real' },
      { ...withUrl, CONTEXT: 'production' },
      { ...withUrl, CONTEXT: undefined },
      { ...withUrl, CONTEXT: 'something-new' },
    ]) {
      expect(() => loadConfig(env)).toThrow(/^Missing setting STRIPE_API_URL: is honoured only with a sk_test_ key/);
    }
  });

  it("take the deploy context from the function's own context at run time, where CONTEXT is not set", () => {
    const withUrl = { ...production, ...stripeKeys, STRIPE_API_URL: 'http://localhost:12111', CONTEXT: undefined };
    const runningIn = (context: string) => vi.stubGlobal('Netlify', { context: { deploy: { context } } });
    try {
      runningIn('deploy-preview');
      expect(loadConfig(withUrl).stripe?.apiUrl?.href).toBe('http://localhost:12111/');
      runningIn('production');
      expect(() => loadConfig({ ...withUrl, CONTEXT: 'deploy-preview' })).toThrow(/^Missing setting STRIPE_API_URL/);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('print mailed one-time links to the log only under astro dev: not in tests, not in production', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).printsMailLinks).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).printsMailLinks).toBe(false);
    expect(loadConfig({ ...production, NODE_ENV: 'development', NETLIFY: 'true' }).printsMailLinks).toBe(false);
    expect(loadConfig({ ...production, MAIL_OUTBOX_ONLY: 'true', SMTP_URL: undefined }).printsMailLinks).toBe(false);
  });

  it('use the development defaults only off Netlify, whatever NODE_ENV says', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).isDevelopment).toBe(true);
    expect(() => loadConfig({ NODE_ENV: 'development', NETLIFY: 'true' })).toThrow(/Missing setting JWT_SECRET/);
    expect(loadConfig({ ...production, NODE_ENV: 'test', NETLIFY: 'true' }).isDevelopment).toBe(false);
    // A deployed function sees SITE_ID, SITE_NAME and URL at run time, not NETLIFY.
    for (const marker of ['SITE_ID', 'SITE_NAME', 'URL']) {
      expect(() => loadConfig({ NODE_ENV: 'development', [marker]: 'kenyan-bites' })).toThrow(
        /Missing setting JWT_SECRET/,
      );
    }
  });

  it('refuse a STRIPE_API_URL that is not a whole http(s) address, naming it', () => {
    for (const value of ['localhost:12111', '127.0.0.1:12111', 'ftp://example.com']) {
      expect(() => loadConfig({ ...production, ...stripeKeys, STRIPE_API_URL: value })).toThrow(
        /^Missing setting STRIPE_API_URL: must be an http\(s\) address/,
      );
    }
  });

  it('enable the test gateway in production only with TEST_GATEWAY_ENABLED=true', () => {
    expect(loadConfig(production).testGatewayEnabled).toBe(false);
    expect(loadConfig({ ...production, TEST_GATEWAY_ENABLED: 'true' }).testGatewayEnabled).toBe(true);
    expect(loadConfig({ ...production, TEST_GATEWAY_ENABLED: ' true ' }).testGatewayEnabled).toBe(true);
    for (const value of ['false', '1', 'yes', '']) {
      expect(loadConfig({ ...production, TEST_GATEWAY_ENABLED: value }).testGatewayEnabled).toBe(false);
    }
  });

  it("ask the Census Bureau's geocoder in production, none in development unless set, none anywhere when off", () => {
    expect(loadConfig(production).geocoderUrl?.href).toBe('https://geocoding.geo.census.gov/');
    expect(loadConfig({ NODE_ENV: 'test' }).geocoderUrl).toBeNull();
    const double = 'http://127.0.0.1:4011';
    expect(loadConfig({ NODE_ENV: 'test', CENSUS_GEOCODER_URL: double }).geocoderUrl?.href).toBe(`${double}/`);
    expect(loadConfig({ ...production, CENSUS_GEOCODER_URL: 'off' }).geocoderUrl).toBeNull();
    expect(() => loadConfig({ ...production, CENSUS_GEOCODER_URL: 'geocoder.local' })).toThrow(
      /^Missing setting CENSUS_GEOCODER_URL: must be an http\(s\) address/,
    );
  });
});
