import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/**
 * The saved-card endpoints of the Stripe double (./stripe-double.ts), in Stripe's wire format:
 * Customers (made once per idempotency key), SetupIntents (created, and retrieved with their payment
 * method expanded), and the off-session confirmation of a PaymentIntent created with `confirm=true`
 * for a saved card, which authorises it or answers Stripe's 402 card_error carrying the intent.
 * Tests play the customer's browser and bank through `save`.
 */
export interface SavedCardRequest {
  path: string;
  fields: URLSearchParams;
  idempotencyKey: string | null;
}

export interface DoubleSetup {
  id: string;
  object: 'setup_intent';
  client_secret: string;
  customer: string | null;
  status: string;
  usage: string;
  metadata: Record<string, string>;
  payment_method: string | null;
}

/** How the card's off-session charges fail, as Stripe's card_error words it. */
export interface CardDecline {
  code: string;
  decline_code: string;
  message: string;
}

export interface StripeSavedCardsDouble {
  /** Every customer and setup request as received, replays included. */
  requests: SavedCardRequest[];
  setups: Map<string, DoubleSetup>;
  /**
   * The Payment Element saved a card on the setup (its bank approving it when asked): the setup
   * succeeds with a payment method attached to its customer, whose later charges fail with
   * `decline` when given. Answers the payment method's id.
   */
  save(
    setupId: string,
    card: { brand: string; last4: string; exp_month: number; exp_year: number },
    decline?: CardDecline & { withoutIntent?: boolean },
  ): string;
}

type Send = (status: number, body: unknown) => void;

interface DoubleMethod {
  id: string;
  object: 'payment_method';
  type: 'card';
  customer: string | null;
  card: { brand: string; last4: string; exp_month: number; exp_year: number };
}

async function readFields(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

const metadataOf = (fields: URLSearchParams): Record<string, string> =>
  Object.fromEntries(
    [...fields].flatMap(([key, value]) => {
      const name = /^metadata\[(.+)\]$/.exec(key)?.[1];
      return name ? [[name, value]] : [];
    }),
  );

const invalid = (message: string, code?: string, param?: string) => ({
  error: { type: 'invalid_request_error', code, message, param },
});

export function stripeSavedCardEndpoints() {
  const requests: SavedCardRequest[] = [];
  const customers = new Map<string, Record<string, unknown>>();
  const customersByKey = new Map<string, Record<string, unknown>>();
  const setups = new Map<string, DoubleSetup>();
  const methods = new Map<string, DoubleMethod>();
  const declines = new Map<string, CardDecline & { withoutIntent?: boolean }>();
  /** A declined charge's answer by its idempotency key: Stripe answers a retry with the same refusal. */
  const declinedByKey = new Map<string, { status: number; body: unknown }>();

  /** Answers a Customers or SetupIntents request; false for any other path. */
  async function handle(request: IncomingMessage, url: URL, send: Send): Promise<boolean> {
    const path = url.pathname;
    if (path !== '/v1/customers' && !path.startsWith('/v1/setup_intents')) return false;
    const fields = request.method === 'GET' ? url.searchParams : await readFields(request);
    const idempotencyKey = request.headers['idempotency-key']?.toString() ?? null;
    requests.push({ path, fields, idempotencyKey });
    const answer = (status: number, body: unknown) => {
      send(status, body);
      return true;
    };
    if (request.method === 'POST' && path === '/v1/customers') {
      const replay = idempotencyKey ? customersByKey.get(idempotencyKey) : undefined;
      if (replay) return answer(200, replay);
      const customer = {
        id: `cus_${randomBytes(8).toString('hex')}`,
        object: 'customer',
        email: fields.get('email'),
        name: fields.get('name'),
        metadata: metadataOf(fields),
      };
      customers.set(customer.id, customer);
      if (idempotencyKey) customersByKey.set(idempotencyKey, customer);
      return answer(200, customer);
    }
    if (request.method === 'POST' && path === '/v1/setup_intents') {
      const customer = fields.get('customer');
      if (customer && !customers.has(customer)) {
        return answer(400, invalid(`No such customer: '${customer}'`, 'resource_missing', 'customer'));
      }
      const id = `seti_${randomBytes(12).toString('hex')}`;
      const setup: DoubleSetup = {
        id,
        object: 'setup_intent',
        client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
        customer,
        status: 'requires_payment_method',
        usage: fields.get('usage') ?? 'off_session',
        metadata: metadataOf(fields),
        payment_method: null,
      };
      setups.set(id, setup);
      return answer(200, setup);
    }
    const retrieve = /^\/v1\/setup_intents\/([^/]+)$/.exec(path);
    if (request.method === 'GET' && retrieve?.[1]) {
      const setup = setups.get(decodeURIComponent(retrieve[1]));
      if (!setup) {
        return answer(404, invalid(`No such setupintent: '${retrieve[1]}'`, 'resource_missing', 'intent'));
      }
      const expanded = url.searchParams.get('expand[0]') === 'payment_method' && setup.payment_method;
      return answer(200, expanded ? { ...setup, payment_method: methods.get(expanded) } : setup);
    }
    return false;
  }

  /**
   * A PaymentIntent created with confirm=true for a saved card, off-session: null when authorised
   * (the intent moved on), else Stripe's answer to send: its refusal of the request, or the
   * card's decline with the intent left needing a payment method.
   */
  function confirmOffSession(
    intent: { id: string; status: string; capture_method: string; latest_charge: string | null },
    fields: URLSearchParams,
    idempotencyKey: string | null,
  ): { status: number; body: unknown } | null {
    const method = methods.get(fields.get('payment_method') ?? '');
    if (!method || method.customer !== fields.get('customer')) {
      return {
        status: 400,
        body: invalid(
          `The provided PaymentMethod ${fields.get('payment_method')} does not belong to the Customer.`,
          'payment_method_not_available',
          'payment_method',
        ),
      };
    }
    if (fields.get('off_session') !== 'true')
      return { status: 400, body: invalid('The double confirms off-session only.') };
    const decline = declines.get(method.id);
    if (decline) {
      const { withoutIntent, ...error } = decline;
      intent.status = 'requires_payment_method';
      const lastError = { type: 'card_error', ...error, payment_method: method };
      Object.assign(intent, { last_payment_error: lastError });
      const declined = {
        status: 402,
        body: { error: { ...lastError, ...(!withoutIntent && { payment_intent: intent }) } },
      };
      if (idempotencyKey) declinedByKey.set(idempotencyKey, declined);
      return declined;
    }
    intent.status = intent.capture_method === 'manual' ? 'requires_capture' : 'succeeded';
    intent.latest_charge = `ch_${randomBytes(12).toString('hex')}`;
    return null;
  }

  const double: StripeSavedCardsDouble = {
    requests,
    setups,
    save(setupId, card, decline) {
      const setup = setups.get(setupId);
      if (!setup) throw new Error(`No setup ${setupId} in the double`);
      const method: DoubleMethod = {
        id: `pm_${randomBytes(12).toString('hex')}`,
        object: 'payment_method',
        type: 'card',
        customer: setup.customer,
        card,
      };
      methods.set(method.id, method);
      if (decline) declines.set(method.id, decline);
      setup.payment_method = method.id;
      setup.status = 'succeeded';
      return method.id;
    },
  };
  const declinedReplay = (idempotencyKey: string | null) =>
    (idempotencyKey && declinedByKey.get(idempotencyKey)) || null;

  return { handle, confirmOffSession, declinedReplay, double };
}
