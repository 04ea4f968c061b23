// The settings a locally served production build runs with: functions run there as on Netlify,
// where every setting is required, so they get real ones, on the product's embedded defaults
// (outbox-only mail, the test gateway, no text provider).
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import webpush from 'web-push';

// netlify serve runs every function call in a new worker thread that imports the function afresh
// (a cold start per request). Node's compile cache lets those workers reuse the compiled code:
// about 450 instead of 470-550 ms of server CPU per call here (measured over 50 calls); the warm
// host's first call of each function gains the same.
const compileCache = fileURLToPath(new URL('../../node_modules/.cache/node-compile-cache', import.meta.url));

/** VAPID settings for this run, unless the environment has its own. */
function vapidKeys() {
  if (process.env.VAPID_PUBLIC_KEY) return {};
  const { publicKey, privateKey } = webpush.generateVAPIDKeys();
  return {
    VAPID_PUBLIC_KEY: publicKey,
    VAPID_PRIVATE_KEY: privateKey,
    VAPID_SUBJECT: 'mailto:owner@kenyanbites.local',
  };
}

/**
 * The environment of the functions of one run, whichever host serves them; `siteUrlFor(port)` is
 * the address each host puts in mailed links.
 * @param {string} databaseUrl
 */
export function productionSettings(databaseUrl) {
  const settings = {
    ...process.env,
    NODE_COMPILE_CACHE: process.env.NODE_COMPILE_CACHE ?? compileCache,
    NETLIFY_DB_URL: databaseUrl,
    NETLIFY_DB_DRIVER: 'server',
    JWT_SECRET: process.env.JWT_SECRET ?? randomBytes(32).toString('hex'),
    ADMIN_EMAIL: process.env.ADMIN_EMAIL ?? 'admin@kenyanbites.local',
    MAIL_FROM: process.env.MAIL_FROM ?? 'Kenyan Bites <orders@kenyanbites.local>',
    // No SMTP server here: mail stays in the outbox table, by explicit choice.
    MAIL_OUTBOX_ONLY: 'true',
    // No Stripe keys: card payments go through the built-in test gateway, enabled explicitly
    // because a served build runs the functions as a Netlify deploy would.
    TEST_GATEWAY_ENABLED: process.env.TEST_GATEWAY_ENABLED ?? 'true',
    // netlify serve builds in the production context, whose check (src/server/production-settings.ts)
    // wants the page editor's repository: here there is no Netlify REPOSITORY_URL to give it.
    CMS_GITHUB_REPO: process.env.CMS_GITHUB_REPO ?? 'owner/kenyan-bites',
    // The owner's push alerts are on, with a pair made for this run (`npm run push:keys` makes one
    // to keep); no text provider: texts stay in the outbox, as mail does.
    ...vapidKeys(),
    // No geocoder: a served build (the end-to-end server) never asks the Census Bureau's; its
    // look-ups wait in the outbox, as texts do.
    CENSUS_GEOCODER_URL: process.env.CENSUS_GEOCODER_URL ?? 'off',
  };
  return {
    /** @param {string} port */
    forPort: (port) => ({ ...settings, PUBLIC_SITE_URL: process.env.PUBLIC_SITE_URL ?? `http://localhost:${port}` }),
  };
}
