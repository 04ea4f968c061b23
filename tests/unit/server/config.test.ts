import { describe, expect, it } from 'vitest';
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
});
