import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import { applySettings } from './env-settings';
import { type StripeSavedCardsDouble, stripeSavedCardEndpoints } from './stripe-saved-cards-double';
import { type StripeTaxDouble, stripeTaxEndpoints } from './stripe-tax-double';

/**
 * A local HTTP test double of the Stripe endpoints the server uses (create, retrieve, capture and
 * cancel a PaymentIntent, partly captured too, its latest charge expanded with what was refunded of
 * it; create and list Refunds; Stripe Tax's calculations, transactions and
 * reversals: ./stripe-tax-double.ts; saved cards' Customers, SetupIntents and off-session
 * confirmations: ./stripe-saved-cards-double.ts), speaking Stripe's wire format (form-encoded
 * requests, JSON answers, Stripe's error shape), so the real stripe SDK runs unchanged against it.
 * Tests play the customer's bank through `authorise` and can tamper with what Stripe reports, or
 * make a call hang as an unreachable Stripe would.
 */
export interface DoubleIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  /** What was captured: the amount, or less (amount_to_capture); 0 until then. */
  amount_received: number;
  currency: string;
  status: string;
  capture_method: string;
  /** The charge the card made once confirmed; retrieved with expand[]=latest_charge it is the charge itself. */
  latest_charge: string | null;
  client_secret: string;
  metadata: Record<string, string>;
  receipt_email: string | null;
  description: string | null;
}

export interface DoubleRefund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  status: string;
}

export interface StripeDouble {
  url: string;
  intents: Map<string, DoubleIntent>;
  /** Every create request as received: its form fields and its Idempotency-Key header. */
  createRequests: Array<{ fields: URLSearchParams; idempotencyKey: string | null; authorization: string | null }>;
  /** Every refund made, by id (a request repeated with its idempotency key makes none). */
  refunds: Map<string, DoubleRefund>;
  /** Every refund request as received, replays included. */
  refundRequests: Array<{ fields: URLSearchParams; idempotencyKey: string | null }>;
  /** The card form confirmed: authorised (manual capture) or, for an automatic one, paid. */
  authorise(id: string): DoubleIntent;
  /** Every capture and cancel request as received, by intent id. */
  captureRequests: string[];
  cancelRequests: string[];
  /** Every intent retrieved with its latest charge expanded (what it holds), by id. */
  chargeRequests: string[];
  /**
   * Requests to this path (e.g. '/v1/payment_intents/pi_x/capture') get no answer, as from a hung
   * Stripe, until the function it answers is called.
   */
  hang(path: string): () => void;
  /** Stripe will refuse to refund this payment, as it does a disputed charge. */
  refuseRefundsOf(paymentIntentId: string): void;
  /** Refunds the whole payment the way the owner would in Stripe's Dashboard: no key of ours. */
  refundOutside(paymentIntentId: string): DoubleRefund;
  /** Stripe Tax: its requests, the transactions made, and a way to make it fail. */
  tax: StripeTaxDouble;
  /** Saved cards: the customer and setup requests, the setups, and the customer saving a card. */
  savedCards: StripeSavedCardsDouble;
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startStripeDouble(): Promise<StripeDouble> {
  const intents = new Map<string, DoubleIntent>();
  const byIdempotencyKey = new Map<string, DoubleIntent>();
  const createRequests: StripeDouble['createRequests'] = [];
  const refunds = new Map<string, DoubleRefund>();
  const refundsByKey = new Map<string, DoubleRefund>();
  const refundRequests: StripeDouble['refundRequests'] = [];
  const refusedRefunds = new Set<string>();
  const captureRequests: string[] = [];
  const cancelRequests: string[] = [];
  const chargeRequests: string[] = [];
  const hanging = new Set<string>();
  const tax = stripeTaxEndpoints();
  const savedCards = stripeSavedCardEndpoints();

  const server: Server = createServer((request, response) => {
    void (async () => {
      const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
        response.writeHead(status, {
          'content-type': 'application/json',
          'request-id': `req_${randomBytes(6).toString('hex')}`,
          ...headers,
        });
        response.end(JSON.stringify(body));
      };
      const url = new URL(request.url ?? '/', 'http://double');
      const path = url.pathname;
      if (hanging.has(path)) return;
      if (await tax.handle(request, url, send)) return;
      if (await savedCards.handle(request, url, send)) return;
      if (request.method === 'POST' && path === '/v1/payment_intents') {
        const fields = new URLSearchParams(await readBody(request));
        const idempotencyKey = request.headers['idempotency-key']?.toString() ?? null;
        createRequests.push({ fields, idempotencyKey, authorization: request.headers.authorization ?? null });
        const declined = savedCards.declinedReplay(idempotencyKey);
        if (declined) return send(declined.status, declined.body);
        const replay = idempotencyKey ? byIdempotencyKey.get(idempotencyKey) : undefined;
        if (replay) return send(200, replay);
        const id = `pi_${randomBytes(12).toString('hex')}`;
        const metadata: Record<string, string> = {};
        for (const [key, value] of fields) {
          const match = /^metadata\[(.+)\]$/.exec(key);
          if (match?.[1]) metadata[match[1]] = value;
        }
        const intent: DoubleIntent = {
          id,
          object: 'payment_intent',
          amount: Number(fields.get('amount')),
          amount_received: 0,
          currency: fields.get('currency') ?? 'usd',
          status: 'requires_payment_method',
          latest_charge: null,
          capture_method: fields.get('capture_method') ?? 'automatic',
          client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
          metadata,
          receipt_email: fields.get('receipt_email'),
          description: fields.get('description'),
        };
        // A saved card charged off-session (confirm=true): authorised, or declined as its bank would.
        const confirmed =
          fields.get('confirm') === 'true' ? savedCards.confirmOffSession(intent, fields, idempotencyKey) : null;
        if (confirmed?.status === 400) return send(confirmed.status, confirmed.body);
        intents.set(id, intent);
        if (idempotencyKey) byIdempotencyKey.set(idempotencyKey, intent);
        return confirmed ? send(confirmed.status, confirmed.body) : send(200, intent);
      }
      if (request.method === 'POST' && path === '/v1/refunds') {
        const fields = new URLSearchParams(await readBody(request));
        const idempotencyKey = request.headers['idempotency-key']?.toString() ?? null;
        refundRequests.push({ fields, idempotencyKey });
        // Stripe answers a repeated key with the refund it made the first time, and makes no other.
        const replay = idempotencyKey ? refundsByKey.get(idempotencyKey) : undefined;
        if (replay) return send(200, replay);
        const refusal = refundRefusal(fields);
        if (refusal) return send(refusal.status, { error: refusal.error });
        const intent = intents.get(fields.get('payment_intent') ?? '')!;
        const refund: DoubleRefund = {
          id: `re_${randomBytes(12).toString('hex')}`,
          object: 'refund',
          amount: Number(fields.get('amount') ?? intent.amount_received - refundedOf(intent.id)),
          currency: intent.currency,
          payment_intent: intent.id,
          status: 'succeeded',
        };
        refunds.set(refund.id, refund);
        if (idempotencyKey) refundsByKey.set(idempotencyKey, refund);
        return send(200, refund);
      }
      if (request.method === 'GET' && path === '/v1/refunds') {
        const of = new URL(request.url ?? '/', 'http://double').searchParams.get('payment_intent');
        const data = [...refunds.values()].filter((refund) => refund.payment_intent === of);
        return send(200, { object: 'list', data, has_more: false, url: '/v1/refunds' });
      }
      const action = /^\/v1\/payment_intents\/([^/]+)\/(capture|cancel)$/.exec(path);
      if (request.method === 'POST' && action?.[1]) {
        const fields = new URLSearchParams(await readBody(request));
        const id = decodeURIComponent(action[1]);
        const intent = intents.get(id);
        (action[2] === 'capture' ? captureRequests : cancelRequests).push(id);
        if (!intent) return send(404, missing(id));
        // Stripe captures only a 'requires_capture' intent and cancels anything not yet paid.
        const from = action[2] === 'capture' ? ['requires_capture'] : ['requires_payment_method', 'requires_capture'];
        if (!from.includes(intent.status)) {
          return send(400, {
            error: {
              type: 'invalid_request_error',
              code: 'payment_intent_unexpected_state',
              message: `This PaymentIntent could not be ${action[2]}d because it has a status of ${intent.status}.`,
            },
          });
        }
        const toCapture = Number(fields.get('amount_to_capture') ?? intent.amount);
        if (action[2] === 'capture' && !(toCapture > 0 && toCapture <= intent.amount)) {
          return send(400, {
            error: {
              type: 'invalid_request_error',
              code: 'amount_too_large',
              message: 'The amount to capture must be positive and at most the amount authorised.',
              param: 'amount_to_capture',
            },
          });
        }
        // Capturing less lets the rest of the hold go: Stripe keeps the amount, and receives less.
        if (action[2] === 'capture') intent.amount_received = toCapture;
        intent.status = action[2] === 'capture' ? 'succeeded' : 'canceled';
        return send(200, intent);
      }
      const retrieve = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
      if (request.method === 'GET' && retrieve?.[1]) {
        const intent = intents.get(decodeURIComponent(retrieve[1]));
        if (intent && url.searchParams.get('expand[0]') === 'latest_charge') {
          chargeRequests.push(intent.id);
          return send(200, withCharge(intent));
        }
        if (intent) return send(200, intent);
        return send(404, missing(retrieve[1]));
      }
      return send(404, {
        error: { type: 'invalid_request_error', message: `Unrecognized request URL (${request.method}: ${path})` },
      });
    })();
  });

  /** What Stripe has paid back of a payment: every refund made that has not failed. */
  const refundedOf = (id: string) =>
    [...refunds.values()]
      .filter((refund) => refund.payment_intent === id && refund.status !== 'failed' && refund.status !== 'canceled')
      .reduce((sum, refund) => sum + refund.amount, 0);

  /** The intent with its latest charge expanded, as Stripe answers `expand[]=latest_charge`. */
  const withCharge = (intent: DoubleIntent) => ({
    ...intent,
    latest_charge: intent.latest_charge && {
      id: intent.latest_charge,
      object: 'charge',
      amount: intent.amount,
      amount_captured: intent.amount_received,
      amount_refunded: refundedOf(intent.id),
      captured: intent.status === 'succeeded',
      payment_intent: intent.id,
    },
  });

  const missing = (id: string) => ({
    error: {
      type: 'invalid_request_error',
      code: 'resource_missing',
      message: `No such payment_intent: '${id}'`,
      param: 'intent',
    },
  });

  /** Stripe's refusal of a refund request, as its API words it; null when the refund can be made. */
  function refundRefusal(fields: URLSearchParams): { status: number; error: Record<string, string> } | null {
    const id = fields.get('payment_intent') ?? '';
    const intent = intents.get(id);
    if (!intent) {
      return {
        status: 404,
        error: {
          type: 'invalid_request_error',
          code: 'resource_missing',
          message: `No such payment_intent: '${id}'`,
          param: 'payment_intent',
        },
      };
    }
    const refunded = refundedOf(id);
    const amount = Number(fields.get('amount') ?? intent.amount_received - refunded);
    if (refusedRefunds.has(id)) {
      return {
        status: 400,
        error: { type: 'invalid_request_error', code: 'charge_disputed', message: `The charge has been disputed.` },
      };
    }
    if (intent.status !== 'succeeded') {
      return {
        status: 400,
        error: {
          type: 'invalid_request_error',
          code: 'payment_intent_unexpected_state',
          message: `This PaymentIntent (${id}) does not have a successful charge to refund.`,
        },
      };
    }
    if (refunded + amount > intent.amount_received) {
      return {
        status: 400,
        error: {
          type: 'invalid_request_error',
          code: 'charge_already_refunded',
          message: `Charge for ${id} has already been refunded.`,
        },
      };
    }
    return null;
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    intents,
    createRequests,
    refunds,
    refundRequests,
    refuseRefundsOf: (paymentIntentId) => refusedRefunds.add(paymentIntentId),
    refundOutside(paymentIntentId) {
      const intent = intents.get(paymentIntentId);
      if (!intent) throw new Error(`No intent ${paymentIntentId} in the double`);
      const refund: DoubleRefund = {
        id: `re_dashboard_${randomBytes(8).toString('hex')}`,
        object: 'refund',
        amount: intent.amount_received - refundedOf(intent.id),
        currency: intent.currency,
        payment_intent: intent.id,
        status: 'succeeded',
      };
      refunds.set(refund.id, refund);
      return refund;
    },
    authorise(id) {
      const intent = intents.get(id);
      if (!intent) throw new Error(`No intent ${id} in the double`);
      intent.status = intent.capture_method === 'manual' ? 'requires_capture' : 'succeeded';
      intent.latest_charge = `ch_${randomBytes(12).toString('hex')}`;
      if (intent.status === 'succeeded') intent.amount_received = intent.amount;
      return intent;
    },
    captureRequests,
    cancelRequests,
    chargeRequests,
    tax: tax.double,
    savedCards: savedCards.double,
    hang(path) {
      hanging.add(path);
      return () => hanging.delete(path);
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // Hung requests would otherwise keep it open.
        server.closeAllConnections();
      }),
  };
}

/**
 * Starts the double before the tests of the file (or of the describe block it is called in), with
 * the server set to pay through it (test keys, STRIPE_API_URL, and `extra` settings such as the
 * webhook secret), then puts every setting back and stops it after them.
 */
export function withStripeDouble(extra: Record<string, string> = {}): { readonly double: StripeDouble } {
  let started: StripeDouble | undefined;
  let restore: (() => void) | undefined;
  beforeAll(async () => {
    started = await startStripeDouble();
    const settings: Record<string, string> = {
      STRIPE_SECRET_KEY: 'sk_test_double',
      PUBLIC_STRIPE_PUBLISHABLE_KEY: 'pk_test_double',
      STRIPE_API_URL: started.url,
      ...extra,
    };
    restore = applySettings(settings);
  });
  afterAll(async () => {
    restore?.();
    await started?.close();
  });
  return {
    get double(): StripeDouble {
      if (!started) throw new Error('The Stripe double starts in beforeAll');
      return started;
    },
  };
}
