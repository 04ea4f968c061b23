import type { IncomingMessage } from 'node:http';

/**
 * The Stripe Tax endpoints of the Stripe double (./stripe-double.ts): calculations, the tax
 * transaction made from one, and its full reversal (once per transaction), in Stripe's wire format. Rates are Overland Park's
 * by tax code, split by jurisdiction as Stripe answers them: prepared food (txcd_40060003) 9.35%
 * (Kansas 6.5, Johnson County 1.475, Overland Park 1.375), food (txcd_40040000) 2.85% (the state
 * exempts it), anything else, the delivery fee included, not taxed. Ids are numbered, so a run
 * is the same every time.
 */
export interface TaxRequest {
  path: string;
  fields: URLSearchParams;
  idempotencyKey: string | null;
}

export interface DoubleTaxTransaction {
  id: string;
  object: 'tax.transaction';
  type: 'transaction' | 'reversal';
  reference: string;
  /** The calculation it was made from; null for a reversal. */
  calculation: string | null;
  reversal: { original_transaction: string } | null;
}

export interface StripeTaxDouble {
  /** Every tax request as received (calculations, transactions, reversals), replays included. */
  requests: TaxRequest[];
  /** Every transaction and reversal made, by id (a request repeated with its key makes none). */
  transactions: Map<string, DoubleTaxTransaction>;
  /**
   * The tax Stripe files for an order: its transactions' tax less their reversals', over every
   * transaction whose reference is the order number or starts with it and a dash.
   */
  filedTax(orderReference: string): number;
  /** Requests to this path (e.g. '/v1/tax/calculations') answer Stripe's api_error until the function it answers is called. */
  fail(path: string): () => void;
}

type Send = (status: number, body: unknown, headers?: Record<string, string>) => void;

const JURISDICTIONS = [
  { level: 'state', display_name: 'Kansas', percent: { txcd_40060003: '6.5' } },
  { level: 'county', display_name: 'Johnson County', percent: { txcd_40060003: '1.475', txcd_40040000: '1.475' } },
  { level: 'city', display_name: 'Overland Park', percent: { txcd_40060003: '1.375', txcd_40040000: '1.375' } },
] as const;

/** Thousandths of a percent from '1.475'. */
const thousandths = (percent: string) => Math.round(Number(percent) * 1000);

/** The breakdown of `amount` under `taxCode` by jurisdiction, its parts adding up to the whole, half up. */
function breakdownOf(amount: number, taxCode: string) {
  const rates = JURISDICTIONS.map((place) => (place.percent as Record<string, string | undefined>)[taxCode]);
  const total = rates.reduce((sum, percent) => sum + (percent ? thousandths(percent) : 0), 0);
  const tax = Math.floor((amount * total + 50_000) / 100_000);
  let left = tax;
  const breakdown = JURISDICTIONS.map((place, index) => {
    const percent = rates[index];
    const share = percent ? Math.min(left, Math.floor((amount * thousandths(percent) + 50_000) / 100_000)) : 0;
    left -= share;
    return {
      amount: share,
      jurisdiction: { country: 'US', display_name: place.display_name, level: place.level, state: 'KS' },
      sourcing: 'destination',
      taxability_reason: percent ? 'standard_rated' : 'product_exempt',
      taxable_amount: percent ? amount : 0,
      tax_rate_details: percent
        ? { display_name: 'Sales Tax', percentage_decimal: percent, tax_type: 'sales_tax' }
        : null,
    };
  });
  // Whatever the parts' rounding left goes to the last taxing jurisdiction.
  const last = breakdown.findLast((part) => part.tax_rate_details);
  if (last) last.amount += left;
  return { tax, breakdown };
}

/** The entries of a form-encoded list (`line_items[0][amount]=...`) as records of their fields. */
function listOf(fields: URLSearchParams, name: string): Array<Record<string, string>> {
  const items: Array<Record<string, string>> = [];
  for (const [key, value] of fields) {
    const match = new RegExp(`^${name}\\[(\\d+)\\]\\[([a-z_]+)\\]$`).exec(key);
    if (!match) continue;
    const index = Number(match[1]);
    items[index] = { ...items[index], [match[2] ?? '']: value };
  }
  return items;
}

const expansions = (fields: URLSearchParams) =>
  [...fields].filter(([key]) => /^expand\[\d*\]$/.test(key)).map(([, value]) => value);

async function readFields(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/** Stripe answers an expanded list a page at a time: a longer calculation's lines are listed. */
const PAGE = 10;

export function stripeTaxEndpoints() {
  const requests: TaxRequest[] = [];
  const transactions = new Map<string, DoubleTaxTransaction>();
  const byKey = new Map<string, DoubleTaxTransaction>();
  const calculations = new Map<string, { lines: Array<Record<string, unknown>>; tax: number }>();
  /** The tax each transaction records: its calculation's, or minus its original's for a full reversal. */
  const taxOf = new Map<string, number>();
  const failing = new Set<string>();
  let sequence = 0;

  const invalid = (message: string, code?: string) => ({ error: { type: 'invalid_request_error', code, message } });

  function calculate(fields: URLSearchParams) {
    const id = `taxcalc_double_${++sequence}`;
    const expand = expansions(fields);
    const withBreakdown = expand.includes('line_items.data.tax_breakdown');
    const lines = listOf(fields, 'line_items').map((item, index) => {
      const amount = Number(item['amount']);
      const taxCode = item['tax_code'] ?? '';
      const { tax, breakdown } = breakdownOf(amount, taxCode);
      return {
        id: `tax_li_double_${sequence}_${index}`,
        object: 'tax.calculation_line_item',
        amount,
        amount_tax: tax,
        livemode: false,
        metadata: null,
        product: null,
        quantity: Number(item['quantity'] ?? 1),
        reference: item['reference'] ?? `line ${index}`,
        tax_behavior: item['tax_behavior'] ?? 'exclusive',
        tax_code: taxCode,
        breakdown,
      };
    });
    const shipped = fields.get('shipping_cost[amount]');
    const shipping =
      shipped === null ? null : breakdownOf(Number(shipped), fields.get('shipping_cost[tax_code]') ?? '');
    const taxTotal = lines.reduce((sum, line) => sum + line.amount_tax, 0) + (shipping?.tax ?? 0);
    calculations.set(id, { lines, tax: taxTotal });
    const page = lines.slice(0, PAGE).map((line) => lineView(line, withBreakdown));
    return {
      id,
      object: 'tax.calculation',
      amount_total:
        lines.reduce((sum, line) => sum + line.amount, 0) + (shipped === null ? 0 : Number(shipped)) + taxTotal,
      currency: fields.get('currency'),
      customer: null,
      customer_details: {
        address: {
          country: fields.get('customer_details[address][country]'),
          postal_code: fields.get('customer_details[address][postal_code]'),
          state: fields.get('customer_details[address][state]'),
        },
        address_source: fields.get('customer_details[address_source]'),
        ip_address: null,
        tax_ids: [],
        taxability_override: 'none',
      },
      expires_at: Math.floor(Date.now() / 1000) + 90 * 86_400,
      ...(expand.includes('line_items') && {
        line_items: {
          object: 'list',
          data: page,
          has_more: lines.length > PAGE,
          url: `/v1/tax/calculations/${id}/line_items`,
        },
      }),
      livemode: false,
      ship_from_details: null,
      shipping_cost: shipping && {
        amount: Number(shipped),
        amount_tax: shipping.tax,
        tax_behavior: fields.get('shipping_cost[tax_behavior]') ?? 'exclusive',
        tax_code: fields.get('shipping_cost[tax_code]') ?? 'txcd_92010001',
        ...(expand.includes('shipping_cost.tax_breakdown') && { tax_breakdown: shipping.breakdown }),
      },
      tax_amount_exclusive: taxTotal,
      tax_amount_inclusive: 0,
      tax_breakdown: [],
      tax_date: Math.floor(Date.now() / 1000),
    };
  }

  const lineView = ({ breakdown, ...line }: Record<string, unknown>, withBreakdown: boolean) =>
    withBreakdown ? { ...line, tax_breakdown: breakdown } : line;

  function transact(fields: URLSearchParams, kind: 'transaction' | 'reversal', send: Send) {
    const reference = fields.get('reference') ?? '';
    if ([...transactions.values()].some((made) => made.reference === reference)) {
      return send(400, invalid(`A transaction with the reference ${reference} already exists.`));
    }
    const from = kind === 'transaction' ? fields.get('calculation') : fields.get('original_transaction');
    if (!from || !(kind === 'transaction' ? calculations.has(from) : transactions.has(from))) {
      return send(
        404,
        invalid(`No such ${kind === 'transaction' ? 'calculation' : 'transaction'}: '${from}'`, 'resource_missing'),
      );
    }
    if (kind === 'reversal') {
      const mode = fields.get('mode');
      // Only a full reversal is made here; Stripe wants the mode named, and reverses a transaction in full once.
      if (mode !== 'full' && mode !== 'partial') return send(400, invalid('Missing required param: mode.'));
      if (mode === 'partial') return send(400, invalid('The double makes only full reversals.'));
      if ([...transactions.values()].some((made) => made.reversal?.original_transaction === from)) {
        return send(400, invalid(`Transaction ${from} has already been fully reversed.`));
      }
    }
    const made: DoubleTaxTransaction = {
      id: `tax_double_${++sequence}`,
      object: 'tax.transaction',
      type: kind,
      reference,
      calculation: kind === 'transaction' ? from : null,
      reversal: kind === 'reversal' ? { original_transaction: from } : null,
    };
    transactions.set(made.id, made);
    taxOf.set(made.id, kind === 'transaction' ? (calculations.get(from)?.tax ?? 0) : -(taxOf.get(from) ?? 0));
    return made;
  }

  /** Answers a Stripe Tax request; false for any other path. */
  async function handle(request: IncomingMessage, url: URL, send: Send): Promise<boolean> {
    const path = url.pathname;
    if (!path.startsWith('/v1/tax/')) return false;
    const fields = request.method === 'GET' ? url.searchParams : await readFields(request);
    const idempotencyKey = request.headers['idempotency-key']?.toString() ?? null;
    requests.push({ path, fields, idempotencyKey });
    if (failing.has(path)) {
      send(
        500,
        { error: { type: 'api_error', message: 'An error occurred with our connection to Stripe.' } },
        {
          'stripe-should-retry': 'false',
        },
      );
      return true;
    }
    const lineItems = /^\/v1\/tax\/calculations\/([^/]+)\/line_items$/.exec(path);
    if (request.method === 'GET' && lineItems?.[1]) {
      const calculation = calculations.get(decodeURIComponent(lineItems[1]));
      if (!calculation) send(404, invalid(`No such calculation: '${lineItems[1]}'`, 'resource_missing'));
      else {
        const withBreakdown = expansions(fields).includes('data.tax_breakdown');
        const data = calculation.lines.map((line) => lineView(line, withBreakdown));
        send(200, { object: 'list', data, has_more: false, url: path });
      }
      return true;
    }
    if (request.method !== 'POST') return false;
    if (path === '/v1/tax/calculations') {
      send(200, calculate(fields));
      return true;
    }
    const kind =
      path === '/v1/tax/transactions/create_from_calculation'
        ? 'transaction'
        : path === '/v1/tax/transactions/create_reversal'
          ? 'reversal'
          : null;
    if (!kind) return false;
    // Stripe answers a repeated key with what it made the first time, and makes nothing else.
    const replay = idempotencyKey ? byKey.get(idempotencyKey) : undefined;
    if (replay) {
      send(200, replay);
      return true;
    }
    const made = transact(fields, kind, send);
    if (made) {
      if (idempotencyKey) byKey.set(idempotencyKey, made);
      send(200, made);
    }
    return true;
  }

  const double: StripeTaxDouble = {
    requests,
    transactions,
    filedTax: (orderReference) =>
      [...transactions.values()]
        .filter((made) => made.reference === orderReference || made.reference.startsWith(`${orderReference}-`))
        .reduce((sum, made) => sum + (taxOf.get(made.id) ?? 0), 0),
    fail(path) {
      failing.add(path);
      return () => failing.delete(path);
    },
  };
  return { handle, double };
}
