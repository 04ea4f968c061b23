/**
 * Server settings, read from the environment once. `npm run dev` and the tests run on embedded
 * defaults; anywhere else (a Netlify deploy, `netlify serve`) each required setting must be set,
 * and a missing one fails loudly with its name, rather than running with a development secret.
 */
export interface ServerConfig {
  /** True under `astro dev` and vitest, where embedded defaults are allowed. */
  readonly isDevelopment: boolean;
  /**
   * `astro dev` only (not the tests): one-time links mailed are also printed to the log, the
   * one-step way to open them without a mail server.
   */
  readonly printsMailLinks: boolean;
  readonly adminEmail: string;
  readonly jwtSecret: Uint8Array<ArrayBuffer>;
  readonly smtpUrl: string | null;
  readonly mailFrom: string;
  readonly siteUrl: string;
  /** Stripe when its keys are set; null means the built-in test gateway (docs/architecture.md#payments). */
  readonly stripe: StripeSettings | null;
  /**
   * STRIPE_TAX_ENABLED=true: the Stripe account that works out the sales tax (Stripe Tax's
   * Calculations API) instead of the owner's rates; null: the owner's rates. Needs the Stripe keys.
   */
  readonly stripeTax: StripeSettings | null;
  /** TEST_GATEWAY_ENABLED=true: the test gateway may run even in Netlify's production context. */
  readonly testGatewayEnabled: boolean;
  /** Twilio when its account is set; null keeps texts in the outbox, as mail without SMTP. */
  readonly twilio: TwilioSettings | null;
  /**
   * OWNER_ALERT_PHONE as set: where the owner's new-order texts go; null for none. Checked where it
   * is used (src/server/alerts/new-order-alerts.ts), so that the phone rules load only there.
   */
  readonly ownerAlertPhone: string | null;
  /** Web Push when its VAPID keys are set; null: the admin's alerts button says push is not set up. */
  readonly push: PushSettings | null;
  /**
   * APPLE_PAY_DOMAIN_ASSOCIATION as set: the text of the file Stripe gives for the shop's domain, which
   * Apple fetches from /.well-known/ to allow Apple Pay there; null: that path answers 404.
   */
  readonly applePayDomainAssociation: string | null;
  /**
   * The US Census Bureau geocoder's address (CENSUS_GEOCODER_URL) that places delivery addresses and
   * pickup spots (src/server/geocoding/); null: its look-ups wait in the outbox. Outside development
   * the Census itself unless set; in development and the tests none unless set (the tests' double),
   * and 'off' turns it off anywhere (a served build that must not reach out).
   */
  readonly geocoderUrl: URL | null;
}

export interface PushSettings {
  readonly publicKey: string;
  readonly privateKey: string;
  /** Who the push services may contact about the shop's pushes: a mailto: or https: address. */
  readonly subject: string;
}

export interface TwilioSettings {
  readonly accountSid: string;
  readonly authToken: string;
  /** The shop's Twilio number (E.164) or Messaging Service SID the texts come from. */
  readonly from: string;
  /** TWILIO_API_URL: another Twilio API endpoint (a test double); null is api.twilio.com. */
  readonly apiUrl: URL | null;
}

export interface StripeSettings {
  readonly secretKey: string;
  readonly publishableKey: string;
  /** Null only in development: the webhook then refuses every event. */
  readonly webhookSecret: string | null;
  /** STRIPE_API_URL: another Stripe API endpoint (stripe-mock, a test double); null is api.stripe.com. */
  readonly apiUrl: URL | null;
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

/**
 * Netlify's deploy context ('production', 'deploy-preview', 'branch-deploy', ...). Anything unknown or
 * missing counts as production: a setting that loosens a rule must be sure it is not on the live site.
 */
export function isProductionContext(context: string | undefined): boolean {
  return context !== 'deploy-preview' && context !== 'branch-deploy' && context !== 'dev';
}

/**
 * Whether this runs on Netlify (a deploy, or `netlify serve`). A deployed function sees only three of
 * Netlify's read-only variables at run time: SITE_ID, SITE_NAME and URL
 * (https://docs.netlify.com/build/functions/environment-variables/). NETLIFY and CONTEXT are the
 * build's: a function cannot count on them, so any one of the four is enough.
 */
export function runsOnNetlify(env: Env): boolean {
  return ['SITE_ID', 'SITE_NAME', 'URL', 'NETLIFY'].some((name) => read(env, name) !== null);
}

/** The Netlify runtime's request context, where a function reads its deploy's context. */
interface NetlifyRuntime {
  context?: { deploy?: { context?: string } } | null;
}

/**
 * The deploy context: at run time from the function's own context (`context.deploy.context`,
 * https://docs.netlify.com/build/functions/api/), else CONTEXT where a build or `netlify serve` sets it.
 */
function deployContext(env: Env): string | undefined {
  const runtime = (globalThis as { Netlify?: NetlifyRuntime }).Netlify;
  return runtime?.context?.deploy?.context ?? read(env, 'CONTEXT') ?? undefined;
}

/** Builds the configuration from an environment; exported for tests. */
export function loadConfig(env: Env): ServerConfig {
  // Embedded defaults only for `astro dev` and the tests, and never on Netlify, whatever NODE_ENV says.
  const isDevelopment = (env['NODE_ENV'] === 'development' || env['NODE_ENV'] === 'test') && !runsOnNetlify(env);
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
  const stripe = loadStripeSettings(env, isDevelopment, isProductionContext(deployContext(env)));
  return {
    isDevelopment,
    printsMailLinks: isDevelopment && env['NODE_ENV'] === 'development',
    stripe,
    stripeTax: loadStripeTax(env, stripe),
    testGatewayEnabled: read(env, 'TEST_GATEWAY_ENABLED') === 'true',
    adminEmail: required('ADMIN_EMAIL', 'the email address of the administrator', DEV_ADMIN_EMAIL).toLowerCase(),
    jwtSecret: new TextEncoder().encode(jwtSecret),
    smtpUrl,
    mailFrom: required('MAIL_FROM', 'the sender of outgoing mail', DEV_MAIL_FROM),
    siteUrl: required('PUBLIC_SITE_URL', 'the public address used in e-mailed links', DEV_SITE_URL).replace(/\/$/, ''),
    twilio: loadTwilioSettings(env, isProductionContext(deployContext(env)) && !isDevelopment),
    ownerAlertPhone: read(env, 'OWNER_ALERT_PHONE'),
    push: loadPushSettings(env),
    applePayDomainAssociation: read(env, 'APPLE_PAY_DOMAIN_ASSOCIATION'),
    geocoderUrl: loadGeocoderUrl(env, isDevelopment),
  };
}

/** The Census Bureau's own geocoder: no key, no account. */
export const CENSUS_GEOCODER_URL = 'https://geocoding.geo.census.gov';

function loadGeocoderUrl(env: Env, isDevelopment: boolean): URL | null {
  const value = read(env, 'CENSUS_GEOCODER_URL');
  if (value === 'off') return null;
  if (value) return apiUrlSetting('CENSUS_GEOCODER_URL', value);
  return isDevelopment ? null : new URL(CENSUS_GEOCODER_URL);
}

/** A setting that must be there once the feature it belongs to is turned on (fail closed). */
function neededWith(env: Env, name: string, purpose: string): string {
  const value = read(env, name);
  if (!value) throw new MissingSettingError(name, purpose);
  return value;
}

/** Web Push is on when VAPID_PUBLIC_KEY is set; then the private key and the subject must be too. */
function loadPushSettings(env: Env): PushSettings | null {
  const publicKey = read(env, 'VAPID_PUBLIC_KEY');
  if (!publicKey) return null;
  const privateKey = neededWith(env, 'VAPID_PRIVATE_KEY', 'the private half of the pair `npm run push:keys` prints');
  const subjectPurpose = 'a mailto: or https: address push services can reach the shop at';
  const subject = neededWith(env, 'VAPID_SUBJECT', subjectPurpose);
  if (!/^(mailto:|https:\/\/)/.test(subject)) throw new MissingSettingError('VAPID_SUBJECT', subjectPurpose);
  return { publicKey, privateKey, subject };
}

/** Twilio is on when its account SID is set; then its token and sender must be too (fail closed). */
function loadTwilioSettings(env: Env, isLive: boolean): TwilioSettings | null {
  const accountSid = read(env, 'TWILIO_ACCOUNT_SID');
  if (!accountSid) return null;
  const authToken = neededWith(env, 'TWILIO_AUTH_TOKEN', 'the token of the Twilio account that sends texts');
  const from = neededWith(env, 'TWILIO_FROM', "the shop's Twilio number texts are sent from");
  const apiUrl = apiUrlSetting('TWILIO_API_URL', read(env, 'TWILIO_API_URL'));
  if (apiUrl && isLive) {
    throw new MissingSettingError('TWILIO_API_URL', 'is for tests only, never on the live site: unset it there');
  }
  return { accountSid, authToken, from, apiUrl };
}

/** Stripe is on when its secret key is set; then the publishable key (and outside development the webhook secret) must be too. */
function loadStripeSettings(env: Env, isDevelopment: boolean, isProduction: boolean): StripeSettings | null {
  const secretKey = read(env, 'STRIPE_SECRET_KEY');
  if (!secretKey) return null;
  const publishableKey = read(env, 'PUBLIC_STRIPE_PUBLISHABLE_KEY');
  if (!publishableKey) {
    throw new MissingSettingError(
      'PUBLIC_STRIPE_PUBLISHABLE_KEY',
      'the Stripe key the card form uses (set with STRIPE_SECRET_KEY)',
    );
  }
  const webhookSecret = read(env, 'STRIPE_WEBHOOK_SECRET');
  if (!webhookSecret && !isDevelopment) {
    throw new MissingSettingError('STRIPE_WEBHOOK_SECRET', 'the secret that proves payment events come from Stripe');
  }
  const apiUrl = apiUrlSetting('STRIPE_API_URL', read(env, 'STRIPE_API_URL'));
  // Another Stripe endpoint is for tests only: never with a live key, never on the live site.
  if (apiUrl && (!secretKey.startsWith('sk_test_') || (isProduction && !isDevelopment))) {
    throw new MissingSettingError(
      'STRIPE_API_URL',
      'is honoured only with a sk_test_ key and outside the production context: unset it there',
    );
  }
  return { secretKey, publishableKey, webhookSecret, apiUrl };
}

/**
 * Stripe Tax is on with STRIPE_TAX_ENABLED=true, and then only through the Stripe account: turned on
 * without its keys it fails closed, in development too, rather than quietly taxing at the owner's rates.
 */
function loadStripeTax(env: Env, stripe: StripeSettings | null): StripeSettings | null {
  if (read(env, 'STRIPE_TAX_ENABLED') !== 'true') return null;
  if (!stripe) {
    throw new MissingSettingError(
      'STRIPE_SECRET_KEY',
      'the Stripe account whose Stripe Tax works out the sales tax (STRIPE_TAX_ENABLED=true)',
    );
  }
  return stripe;
}

/** A provider's other API address must be a whole http(s) address: 'localhost:12111' would parse as a scheme. */
function apiUrlSetting(name: string, value: string | null): URL | null {
  if (!value) return null;
  const url = URL.canParse(value) ? new URL(value) : null;
  if (!url || !/^https?:$/.test(url.protocol) || !url.hostname) {
    throw new MissingSettingError(
      name,
      `must be an http(s) address such as http://localhost:12111, not ${JSON.stringify(value)}`,
    );
  }
  return url;
}

let cached: ServerConfig | undefined;

/** The process's configuration, validated on first use. */
export function serverConfig(): ServerConfig {
  cached ??= loadConfig(process.env);
  return cached;
}

/** Forgets the cached configuration so the next call reads the environment again (tests switch gateways). */
export function reloadServerConfig(): void {
  cached = undefined;
}
