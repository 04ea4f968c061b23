import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { adminAccount, registerAccount } from './support/accounts';
import { call, type ErrorAnswer } from './support/call';

/**
 * Every endpoint, every method, every role, fed input nobody should send: the answer is never a
 * 500 or a stack trace, always a status below 500 with `{ message }` when it is a refusal.
 */
const FUNCTION_FILES = readdirSync('netlify/functions').filter((file) => file.endsWith('.mts'));

const HOSTILE_BODIES: Array<{ label: string; rawBody: string }> = [
  { label: 'nothing', rawBody: '' },
  { label: 'malformed JSON', rawBody: '{"a":' },
  { label: 'null', rawBody: 'null' },
  { label: 'a number', rawBody: '12' },
  { label: 'a string', rawBody: '"hello"' },
  { label: 'an array', rawBody: '[1,2,3]' },
  { label: 'an empty object', rawBody: '{}' },
  {
    label: 'wrong types everywhere',
    rawBody: JSON.stringify({
      email: 42,
      password: { $ne: null },
      passwordHash: [],
      firstName: true,
      status: { toString: 1 },
      rating: '5',
      orderId: -1,
      isAcceptingOrders: 'yes',
      message: 7,
      token: null,
      items: 'not json',
    }),
  },
  {
    label: 'extreme values',
    rawBody: JSON.stringify({
      email: `${'a'.repeat(300)}@example.com`,
      password: 'p'.repeat(5000),
      firstName: 'x'.repeat(5000),
      rating: 1e308,
      orderId: Number.MAX_SAFE_INTEGER,
      status: 'pending'.repeat(100),
      message: '🙂'.repeat(1000),
    }),
  },
  {
    // Numbers far beyond any real one, in otherwise well-formed checkout and order bodies.
    label: 'huge numbers',
    rawBody: JSON.stringify({
      amount: 1e300,
      orderData: {
        orderType: 'pickup',
        items: [{ productId: 1e300, quantity: 1e300 }],
        customerInfo: { name: 'Wanjiru Kamau', phone: '913-555-0142', email: 'w@example.com', address: '' },
        tipPercent: 1e300,
      },
      subtotal: 1e300,
      deliveryFee: -1e300,
      tip: '1e300',
      total: 1e300,
      rating: 1e300,
      orderId: 1e300,
    }),
  },
  {
    label: 'a NUL character',
    rawBody: JSON.stringify({ email: 'a\u0000@b.co', firstName: 'A\u0000', message: '\u0000' }),
  },
  {
    label: 'SQL-looking text',
    rawBody: JSON.stringify({ email: "x' OR 1=1 --@b.co", status: "pending'; DROP TABLE orders;--" }),
  },
  { label: 'deep nesting', rawBody: `${'['.repeat(5000)}${']'.repeat(5000)}` },
  { label: 'over 100 KB', rawBody: JSON.stringify({ message: 'x'.repeat(110 * 1024) }) },
];

const PATHS: Record<string, string> = {
  'order-status.mts': '/api/orders/1/status',
  'test-gateway-confirm.mts': '/api/test-gateway/confirm',
  'test-gateway-authenticate.mts': '/api/test-gateway/authenticate',
  'test-gateway-payment.mts': '/api/test-gateway/payment',
};

function pathFor(file: string): string {
  return (
    PATHS[file] ??
    `/api/${file
      .replace('.mts', '')
      .replace(/^auth-/, 'auth/')
      .replace('feedback-stats', 'feedback/stats')}`
  );
}

describe('hostile input', () => {
  for (const file of FUNCTION_FILES) {
    it(`${file} never answers 500`, async () => {
      const { default: handler } = (await import(`../../netlify/functions/${file}`)) as {
        default: Parameters<typeof call>[0];
      };
      const customer = await registerAccount();
      const admin = await adminAccount();
      const failures: string[] = [];
      for (const cookie of [null, customer.cookie, admin.cookie]) {
        for (const method of ['GET', 'POST', 'PATCH', 'DELETE', 'PUT']) {
          const bodies = method === 'GET' ? [{ label: 'none', rawBody: undefined }] : HOSTILE_BODIES;
          for (const { label, rawBody } of bodies) {
            // Deleting the account would end the admin's session for the rest of the run.
            if (method === 'DELETE' && file === 'auth-account.mts' && cookie !== customer.cookie) continue;
            const options = rawBody === undefined ? { method, cookie } : { method, cookie, rawBody };
            const response = await call<Partial<ErrorAnswer> | null>(
              handler,
              `${pathFor(file)}?status=%00&limit=-5&offset=abc`,
              options,
            );
            const refusedProperly = response.status < 400 || typeof response.body?.message === 'string';
            if (response.status >= 500 || !refusedProperly || JSON.stringify(response.body).includes('    at ')) {
              failures.push(
                `${method} ${label} as ${cookie ? 'signed in' : 'guest'}: ${response.status} ${JSON.stringify(response.body)}`,
              );
            }
          }
        }
      }
      expect(failures).toEqual([]);
    }, 60_000);
  }
});
