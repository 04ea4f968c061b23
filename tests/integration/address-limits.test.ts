import { describe, expect, it } from 'vitest';
import register from '../../netlify/functions/auth-register.mts';
import resetPassword from '../../netlify/functions/auth-reset-password.mts';
import createPaymentIntent from '../../netlify/functions/create-payment-intent.mts';
import orders from '../../netlify/functions/orders.mts';
import testGatewayAuthenticate from '../../netlify/functions/test-gateway-authenticate.mts';
import testGatewayConfirm from '../../netlify/functions/test-gateway-confirm.mts';
import testGatewayPayment from '../../netlify/functions/test-gateway-payment.mts';
import { ADDRESS_LIMITS } from '@/server/http/address-limits';
import { uniqueEmail } from './support/accounts';
import { call, type ErrorAnswer } from './support/call';
import { race } from './support/race';

type Handler = Parameters<typeof call>[0];

/** A request the endpoint refuses for its body (400): every request counts, whatever it carries. */
const post = (handler: Handler, path: string, ip: string) =>
  call<ErrorAnswer>(handler, path, { method: 'POST', body: {}, ip });

const ENDPOINTS: Array<{ name: string; handler: Handler; path: string; max: number }> = [
  { name: 'registration', handler: register, path: '/api/auth/register', max: ADDRESS_LIMITS.register.max },
  {
    name: 'payment intents',
    handler: createPaymentIntent,
    path: '/api/create-payment-intent',
    max: ADDRESS_LIMITS.checkout.max,
  },
  { name: 'orders', handler: orders, path: '/api/orders', max: ADDRESS_LIMITS.order.max },
  {
    name: 'password resets',
    handler: resetPassword,
    path: '/api/auth/reset-password',
    max: ADDRESS_LIMITS.resetPassword.max,
  },
];

let addressCount = 0;
/** A fresh address per test, so each test starts from an empty counter. */
const freshAddress = () => `198.18.${Math.floor(Math.random() * 250)}.${++addressCount}`;

describe('per-address limits', () => {
  for (const { name, handler, path, max } of ENDPOINTS) {
    it(`${name}: ${max} requests from one address, then 429 with Retry-After; another address goes on`, async () => {
      const ip = freshAddress();
      for (let attempt = 0; attempt < max; attempt++) {
        expect((await post(handler, path, ip)).status).toBe(400);
      }
      const refused = await post(handler, path, ip);
      expect(refused.status).toBe(429);
      expect(refused.body.message).toMatch(/^Too many attempts\. Please try again in \d+ minutes\.$/);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await post(handler, path, freshAddress())).status).toBe(400);
    });
  }

  it('holds under parallel requests: 40 registrations sent at once from one address create at most 10 accounts', async () => {
    const ip = freshAddress();
    // All forty are counted together (support/race.ts).
    const answers = await race(
      'attempt-count',
      Array.from(
        { length: 40 },
        () => () =>
          call(register, '/api/auth/register', {
            method: 'POST',
            body: { email: uniqueEmail('burst'), passwordHash: 'pilau-and-chai', firstName: 'Burst', lastName: 'Test' },
            ip,
          }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201).length).toBe(ADDRESS_LIMITS.register.max);
    expect(statuses.filter((status) => status === 429).length).toBe(40 - ADDRESS_LIMITS.register.max);
  });

  it("the test gateway's three endpoints share one limit (a card tester would use them all)", async () => {
    const ip = freshAddress();
    const gateway: Array<[Handler, string]> = [
      [testGatewayPayment, '/api/test-gateway/payment'],
      [testGatewayConfirm, '/api/test-gateway/confirm'],
      [testGatewayAuthenticate, '/api/test-gateway/authenticate'],
    ];
    for (let attempt = 0; attempt < ADDRESS_LIMITS.testGateway.max; attempt++) {
      const [handler, path] = gateway[attempt % gateway.length]!;
      expect((await post(handler, path, ip)).status).toBe(400);
    }
    for (const [handler, path] of gateway) expect((await post(handler, path, ip)).status).toBe(429);
  });

  it('never limits the machine itself (local runs of the production build: e2e tests, benchmarks)', async () => {
    for (const ip of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      for (let attempt = 0; attempt <= ADDRESS_LIMITS.register.max; attempt++) {
        expect((await post(register, '/api/auth/register', ip)).status).toBe(400);
      }
    }
  });

  it('limits a caller whose address is unknown like any other (fails closed)', async () => {
    const answers = [];
    for (let attempt = 0; attempt <= ADDRESS_LIMITS.resetPassword.max; attempt++) {
      answers.push((await post(resetPassword, '/api/auth/reset-password', '')).status);
    }
    expect(answers.at(-1)).toBe(429);
  });
});
