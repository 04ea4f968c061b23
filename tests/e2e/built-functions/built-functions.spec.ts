import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import Stripe from 'stripe';
import twilio from 'twilio';
import { e2ePorts } from '../../../scripts/lib/e2e-ports.mjs';
import { productionSettings } from '../../../scripts/lib/production-settings.mjs';
import { openBuiltFunctions } from '../../../scripts/lib/warm-host/direct-calls.mjs';
import { SECURITY_HEADERS } from '../../../src/server/http/security-headers';
import { databaseUrl, withServerDatabase } from '../server-database';

/*
 * The functions as Netlify deploys them: each bundle of .netlify/functions (the API's, and the SSR
 * function Astro's adapter emits) called through its real entry, Netlify's bootstrap in its zip,
 * with a real request and no host between (scripts/lib/warm-host/direct-calls.mjs), on the
 * end-to-end hosts' database. What the source's tests cannot see fails here: a bundle that does not
 * load, an import that resolves differently once bundled, a header only a host added. The calls no
 * journey makes are made here as their callers make them: a reply to a text signed as Twilio signs
 * it, an event signed as Stripe signs it, a scheduled run as Netlify starts one. Every other
 * function is then loaded and called on the warm host, which serves the same bundles the same way
 * and adds no header to a function's answer (netlify-serve/host-contract.spec.ts holds it to
 * netlify serve, which adds none either).
 */

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const { warmURL } = e2ePorts(process.env);

/**
 * Texts, for the function that reads replies, and Stripe, for its webhook: test values, turned on
 * for those two only (the hosts run without them), so that no call here reaches a provider (the
 * scheduled sender, with texts on, would send the journeys' queued texts to Twilio).
 */
const TWILIO = {
  TWILIO_ACCOUNT_SID: `AC${'0'.repeat(31)}2`,
  TWILIO_AUTH_TOKEN: 'built-functions-twilio-token',
  TWILIO_FROM: '+19135550100',
};
const STRIPE = {
  STRIPE_SECRET_KEY: 'sk_test_built_functions',
  PUBLIC_STRIPE_PUBLISHABLE_KEY: 'pk_test_built_functions',
  STRIPE_WEBHOOK_SECRET: 'whsec_built_functions_secret',
};

const SECURITY = Object.fromEntries(
  Object.entries(SECURITY_HEADERS).map(([name, value]) => [name.toLowerCase(), value]),
);

// In order, on one worker: the last test loads every function the others have not called.
test.describe.configure({ mode: 'default' });

let built: Awaited<ReturnType<typeof openBuiltFunctions>>;
/** The functions a test has called, each then released (its instance holds its whole bundle). */
const called = new Set<string>();

test.beforeAll(async () => {
  built = await openBuiltFunctions({
    root: ROOT,
    environment: productionSettings(databaseUrl()).forPort(String(e2ePorts(process.env).warm)),
    settingsOf: { 'twilio-inbound': TWILIO, 'stripe-webhook': STRIPE },
  });
});

test.afterAll(async () => {
  await built?.stop();
});

/** Calls the built function that takes `path` (at the site's address) and records it as called. */
async function call(name: string, path: string, init: RequestInit = {}): Promise<Response> {
  const answer = await built.call(new Request(`${warmURL}${path}`, init));
  called.add(name);
  await built.release(name);
  return answer;
}

test('the built SSR function renders the home page with the security headers and its policy', async () => {
  const home = await call('ssr', '/');
  expect(home.status).toBe(200);
  expect(await home.text()).toContain('<html');
  expect(Object.fromEntries(home.headers)).toMatchObject(SECURITY);
  expect(home.headers.get('content-security-policy')).toContain("default-src 'self'");
});

test('a built API function answers the menu with the security headers', async () => {
  const menu = await call('products', '/api/products');
  expect(menu.status).toBe(200);
  expect(Array.isArray(await menu.json())).toBe(true);
  expect(Object.fromEntries(menu.headers)).toMatchObject(SECURITY);
});

test('a STOP reply, signed as Twilio signs it, is recorded by the built function', async () => {
  const phone = `+1913555${String(Date.now() % 10_000).padStart(4, '0')}`;
  const fields = {
    From: phone,
    To: TWILIO.TWILIO_FROM,
    Body: 'STOP',
    MessageSid: `SM${randomUUID().replaceAll('-', '')}`,
  };
  const signature = twilio.getExpectedTwilioSignature(
    TWILIO.TWILIO_AUTH_TOKEN,
    `${warmURL}/api/twilio/inbound`,
    fields,
  );
  const reply = await call('twilio-inbound', '/api/twilio/inbound', {
    method: 'POST',
    body: new URLSearchParams(fields).toString(),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-twilio-signature': signature,
      'sec-fetch-site': 'cross-site',
    },
  });
  expect(reply.status, await reply.clone().text()).toBe(200);
  expect(await reply.text()).toContain('<Response/>');
  expect(Object.fromEntries(reply.headers)).toMatchObject(SECURITY);
  const optedOut = await withServerDatabase((client) =>
    client.query('SELECT phone FROM sms_opt_outs WHERE phone = $1', [phone]),
  );
  expect(optedOut.rows).toEqual([{ phone }]);
});

test('an event signed as Stripe signs it is verified and recorded once by the built webhook', async () => {
  const payload = JSON.stringify({
    id: `evt_built_${randomUUID().replaceAll('-', '')}`,
    object: 'event',
    type: 'payment_intent.succeeded',
    data: { object: { id: `pi_built_${randomUUID().replaceAll('-', '')}`, object: 'payment_intent', metadata: {} } },
  });
  const stripe = new Stripe(STRIPE.STRIPE_SECRET_KEY);
  const send = () =>
    call('stripe-webhook', '/api/stripe-webhook', {
      method: 'POST',
      body: payload,
      headers: {
        'content-type': 'application/json',
        'stripe-signature': stripe.webhooks.generateTestHeaderString({ payload, secret: STRIPE.STRIPE_WEBHOOK_SECRET }),
      },
    });
  // A payment this shop never started: nothing to settle, and the event is then known.
  const first = await send();
  expect(await first.json()).toEqual({ received: true, outcome: 'ignored' });
  expect(Object.fromEntries(first.headers)).toMatchObject(SECURITY);
  const again = await send();
  expect(await again.json()).toEqual({ received: true, outcome: 'duplicate' });
});

test('each scheduled function does its run when Netlify starts one', async () => {
  for (const name of ['send-due-mail', 'purge-personal-data']) {
    // As Netlify's scheduler calls it (and netlify-cli's functions server imitates): a POST with the
    // next run's time, from its clock.
    const run = await call(name, `/.netlify/functions/${name}`, {
      method: 'POST',
      body: JSON.stringify({ next_run: new Date(Date.now() + 60_000).toISOString() }),
      headers: { 'content-type': 'application/json', 'user-agent': 'Netlify Clockwork', 'x-nf-event': 'schedule' },
    });
    expect(run.status, name).toBe(200);
    expect(typeof (await run.json()), name).toBe('object');
    expect(Object.fromEntries(run.headers), name).toMatchObject(SECURITY);
  }
});

test('every other built function loads and answers its first route with the security headers', async () => {
  // On the warm host (see the top): a function the journeys call is then loaded once in the run,
  // not once there and again here, where each of these 75 cold loads took about 0.4 s of CPU
  // (docs/performance.md#ci).
  const others = built.functions.filter((func) => !called.has(func.name));
  expect(others.length, 'the functions not called above').toBeGreaterThan(50);
  for (const func of others) {
    const route = func.routes?.[0];
    expect(route, `${func.name} has a route`).toBeDefined();
    const path = (route?.pattern ?? '').replaceAll(/:\w+/g, '1');
    const method = route?.methods?.[0] ?? 'GET';
    const answer = await fetch(
      `${warmURL}${path}`,
      method === 'GET' ? {} : { method, body: '{}', headers: { 'content-type': 'application/json' } },
    );
    const said = `${method} ${path} (${func.name})`;
    // Its own answer (a refusal is one: 401 signed out, 405 for a method it does not take), never a failure.
    expect(answer.status, `${said}: ${await answer.text()}`).toBeLessThan(500);
    expect(Object.fromEntries(answer.headers), said).toMatchObject(SECURITY);
  }
});
