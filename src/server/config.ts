/**
 * Server settings, read from the environment once. `npm run dev` and the tests run on embedded
 * defaults; anywhere else (a Netlify deploy, `netlify serve`) each required setting must be set,
 * and a missing one fails loudly with its name, rather than running with a development secret.
 */
export interface ServerConfig {
  /** True under `astro dev` and vitest, where embedded defaults are allowed. */
  readonly isDevelopment: boolean;
  readonly adminEmail: string;
  readonly jwtSecret: Uint8Array;
  readonly smtpUrl: string | null;
  readonly mailFrom: string;
  readonly siteUrl: string;
}

export const DEV_ADMIN_EMAIL = 'admin@kenyanbites.local';
const DEV_JWT_SECRET = 'development-only-secret-never-used-in-production';
const DEV_SITE_URL = 'http://localhost:4321';
const DEV_MAIL_FROM = 'Kenyan Bites <orders@kenyanbites.local>';

export class MissingSettingError extends Error {
  constructor(name: string, purpose: string) {
    super(`Missing setting ${name}: ${purpose}. See .env.example.`);
    this.name = 'MissingSettingError';
  }
}

type Env = Record<string, string | undefined>;

function read(env: Env, name: string): string | null {
  const value = env[name]?.trim();
  return value ? value : null;
}

/** Builds the configuration from an environment; exported for tests. */
export function loadConfig(env: Env): ServerConfig {
  const isDevelopment = env['NODE_ENV'] === 'development' || env['NODE_ENV'] === 'test';
  const required = (name: string, purpose: string, devDefault: string): string => {
    const value = read(env, name);
    if (value) return value;
    if (isDevelopment) return devDefault;
    throw new MissingSettingError(name, purpose);
  };

  const jwtSecret = required('JWT_SECRET', 'the secret that signs session cookies', DEV_JWT_SECRET);
  if (!isDevelopment && jwtSecret.length < 32) {
    throw new MissingSettingError('JWT_SECRET', 'must be at least 32 characters');
  }
  const smtpUrl = read(env, 'SMTP_URL');
  // Without SMTP, mail only reaches the outbox table: fine locally, never silently in production.
  if (!smtpUrl && !isDevelopment && read(env, 'MAIL_OUTBOX_ONLY') !== 'true') {
    throw new MissingSettingError('SMTP_URL', 'the SMTP server that sends password-reset mail');
  }
  return {
    isDevelopment,
    adminEmail: required('ADMIN_EMAIL', 'the email address of the administrator', DEV_ADMIN_EMAIL).toLowerCase(),
    jwtSecret: new TextEncoder().encode(jwtSecret),
    smtpUrl,
    mailFrom: required('MAIL_FROM', 'the sender of outgoing mail', DEV_MAIL_FROM),
    siteUrl: required('PUBLIC_SITE_URL', 'the public address used in e-mailed links', DEV_SITE_URL).replace(/\/$/, ''),
  };
}

let cached: ServerConfig | undefined;

/** The process's configuration, validated on first use. */
export function serverConfig(): ServerConfig {
  cached ??= loadConfig(process.env);
  return cached;
}
