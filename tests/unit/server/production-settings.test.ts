import { describe, expect, it } from 'vitest';
import { MissingSettingError } from '@/server/config';
import { checkProductionSettings } from '@/server/production-settings';

/** What a live shop's production build has (docs/deploy.md), besides Netlify's own variables. */
const live = {
  CONTEXT: 'production',
  REPOSITORY_URL: 'https://github.com/wanjiru/kenyan-bites',
  JWT_SECRET: 'x'.repeat(40),
  ADMIN_EMAIL: 'owner@kenyanbites.com',
  SMTP_URL: 'smtps://user:pass@smtp.example.com:465',
  MAIL_FROM: 'Kenyan Bites <hello@kenyanbites.com>',
  PUBLIC_SITE_URL: 'https://kenyanbites.com',
  STRIPE_SECRET_KEY: 'sk_live_123',
  PUBLIC_STRIPE_PUBLISHABLE_KEY: 'pk_live_123',
  STRIPE_WEBHOOK_SECRET: 'whsec_123',
};

const failure = (env: Record<string, string | undefined>) => {
  try {
    checkProductionSettings(env);
    return null;
  } catch (error) {
    expect(error).toBeInstanceOf(MissingSettingError);
    return (error as Error).message;
  }
};

describe('the production build’s check of the settings', () => {
  it('passes a live shop’s settings', () => {
    expect(failure(live)).toBeNull();
  });

  it.each([
    'JWT_SECRET',
    'ADMIN_EMAIL',
    'SMTP_URL',
    'MAIL_FROM',
    'PUBLIC_SITE_URL',
    'STRIPE_WEBHOOK_SECRET',
    'PUBLIC_STRIPE_PUBLISHABLE_KEY',
  ])('fails naming %s when it is missing', (name) => {
    expect(failure({ ...live, [name]: undefined })).toMatch(new RegExp(`^Missing setting ${name}:`));
  });

  it('fails naming STRIPE_SECRET_KEY without a payment provider, unless the test gateway is chosen', () => {
    const noStripe = { ...live, STRIPE_SECRET_KEY: undefined, PUBLIC_STRIPE_PUBLISHABLE_KEY: undefined };
    expect(failure(noStripe)).toMatch(/^Missing setting STRIPE_SECRET_KEY:/);
    expect(failure({ ...noStripe, TEST_GATEWAY_ENABLED: 'true' })).toBeNull();
  });

  it('fails naming CMS_GITHUB_REPO when the page editor has no repository to commit to', () => {
    expect(failure({ ...live, REPOSITORY_URL: undefined })).toMatch(/^Missing setting CMS_GITHUB_REPO:/);
    expect(failure({ ...live, REPOSITORY_URL: undefined, CMS_GITHUB_REPO: 'wanjiru/kenyan-bites' })).toBeNull();
  });

  it('never runs on the embedded defaults, whatever NODE_ENV says', () => {
    expect(failure({ ...live, NODE_ENV: 'development', JWT_SECRET: undefined })).toMatch(/^Missing setting JWT_SECRET/);
  });
});
