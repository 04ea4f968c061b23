// Checkout benchmark (issue 5 item 8; targets: order creation p95 <= 100 ms, 0 lost, 0 duplicated):
// `npm run bench:checkout`.
//
// BENCH_CHECKOUTS complete checkouts by BENCH_BUYERS concurrent buyers, each a loop, half of them
// guests and half signed-in customers, against the real functions and a real in-memory Netlify
// Database on the built-in test gateway (the harness of scripts/bench/harness.mjs). A checkout is
// what the checkout page does: POST /api/create-payment-intent with a random cart of the seeded
// menu (GET /api/products), for pickup or for delivery with an address and a tip; POST
// /api/test-gateway/confirm with 4242 4242 4242 4242; POST /api/orders with the checkout page's payload.
// A payment takes a window's place only once it is authorised: the test gateway authorises the card,
// books the order under the schedule's lock and captures, in one transaction, so the order's INSERT
// is inside the confirm step and POST /api/orders finds it (answering 200, not 201); a payment whose
// window filled meanwhile is let go, and its buyer chooses again.
// Every REPEAT_EVERY-th checkout reports its payment twice at once (a double click, or the
// browser racing a retry), to put the one-order-per-payment rule under concurrency.
//
// The cart and its amount come from the project's own cart rules (src/domain/cart.ts, the zone of
// the address from delivery-zones.ts), bundled with esbuild like the functions, and built the way
// the browser builds it, so an amount the server refuses is a real disagreement, not a bench bug.
// Requests carry what a browser sends (JSON, Origin, Sec-Fetch-Site: same-origin), which the
// same-origin guard requires.
//
// Afterwards the database is asked what happened; the database exists only for this run, so every
// checkout in it is one of this run's: orders created, lost (a succeeded payment without an order),
// duplicated (a payment with more than one order, which the unique constraint should make
// impossible), and orders whose total differs from the amount paid. Figures are printed, never
// asserted. Loopback only; the load stops taking new checkouts after BENCH_MAX_SECONDS, and the
// whole run is bounded by a hard limit.
//
// Order-ahead windows (issue 15): the run opens the shop round the clock with the real capacity of
// 4 orders a window; each buyer takes one of the 4 soonest free windows (GET /api/fulfilment-windows)
// and, refused one that has just filled up (when starting or when paying), lists and chooses again.
// After the load, twenty guests who have all started paying for the last two places of one window
// pay at once. Printed: the race's outcome, `oversold` (windows holding more orders than their
// capacity) and `charged without an order` (payments taken with no order): 0 and 0 when the lock holds.
//
// The kitchen's limits in pieces (issue 26): every window takes at most BENCH_WINDOW_PIECES pieces
// (default 200) and the menu's first dish BENCH_DAILY_LIMIT a day (default 1500); buyers refused for
// pieces choose again. Printed: `pieces oversold` (windows over their pieces and dish days over their
// limit, counted from the orders): 0 when the lock holds.
//
// Separate processes (issue 24): with BENCH_DATABASE_URL (PostgreSQL) the functions run in
// BENCH_SERVERS server processes (default 2), each with its own connection pool as separate function
// instances have, and the buyers and racers are spread over them, so only the database's lock can
// order the bookings. The in-memory database is served by one process (its transaction gate,
// scripts/lib/transaction-gate.mjs, lets one transaction at a time through).
//
// A drop's opening rush (issue 36): last, the shop switches to drops and BENCH_DROP_BUYERS (default
// 100) buyers pay at the opening for a day of BENCH_DROP_PIECES (default 120) pieces, each step
// beside the bare baseline of the API's benchmark in the same run (scripts/bench/drop-rush.mjs).
//
// Settings (environment): BENCH_ONLY_RUSH=1 (the drop's opening rush alone, after the schedule is
// set: no load and no race before it), BENCH_CHECKOUTS (default 500), BENCH_BUYERS (default 20), BENCH_SEED
// (default 1: the same carts every run), BENCH_MAX_SECONDS (default 600), BENCH_SERVERS (default 2
// on PostgreSQL; always 1 on the in-memory database), BENCH_NAGLE=1 (see scripts/bench/database-process.mjs).
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { CUSTOMER_COUNT, customerEmail, PASSWORD } from './bench/checkout-seed.mjs';
import { dropRush } from './bench/drop-rush.mjs';
import { payWithCard } from './bench/test-card.mjs';
import { bundle, cacheDir, databaseKind, percentile, printTable, ROOT, runBench, signIn } from './bench/harness.mjs';

const CHECKOUTS = Number(process.env.BENCH_CHECKOUTS ?? 500);
const BUYERS = Number(process.env.BENCH_BUYERS ?? 20);
const SEED = Number(process.env.BENCH_SEED ?? 1);
const MAX_SECONDS = Number(process.env.BENCH_MAX_SECONDS ?? 600);
const REPEAT_EVERY = 10;
const ON_POSTGRES = Boolean(process.env.BENCH_DATABASE_URL);
const ONLY_RUSH = process.env.BENCH_ONLY_RUSH === '1';
const SERVERS = ON_POSTGRES ? Number(process.env.BENCH_SERVERS ?? 2) : 1;
const REQUEST_TIMEOUT_MS = 60_000;
/** The whole run must end well within this, whatever happens. */
const HARD_LIMIT_MS = (MAX_SECONDS + 5 * 60) * 1000;
const TARGET_ORDER_P95_MS = 100;

/** Delivery addresses in several zones, typed the ways customers type them. */
const ADDRESSES = [
  '123 Main St, Overland Park, KS 66212',
  '2400 Main St, Kansas City, MO 64108',
  '6000 Shawnee Mission Pkwy, Merriam, KS',
  '15000 W 119th St, Olathe, KS 66062',
  '900 Massachusetts St, Lawrence, KS 66044',
];
const STEPS = {
  menu: 'GET /api/products (once per buyer)',
  windows: 'GET /api/fulfilment-windows (a day)',
  quote: 'POST /api/checkout/quote',
  intent: 'POST /api/create-payment-intent',
  pay: 'POST /api/test-gateway/confirm (books the order)',
  order: 'POST /api/orders',
  again: `POST /api/orders, same payment at once (1 in ${REPEAT_EVERY})`,
  checkout: 'whole checkout (the three steps)',
  race: 'the race: POST /api/test-gateway/confirm, 20 at once for 2 places',
};
/** A buyer refused a window it chose (someone else took the last place) lists the windows again, up to this often. */
const WINDOW_ATTEMPTS = 10;
/** Buyers choose among this many of the soonest free windows. */
const SOONEST_CHOICES = 4;
const BENCH_WINDOW_PIECES = Number(process.env.BENCH_WINDOW_PIECES ?? 200);
const BENCH_DAILY_LIMIT = Number(process.env.BENCH_DAILY_LIMIT ?? 1500);
/**
 * The shop's schedule for the run: open round the clock so the run can start at any hour, with the
 * shop's own window capacity (4) so buyers really compete for places, and room for the run in a day.
 */
const BENCH_SCHEDULE_SQL = `UPDATE fulfilment_settings SET
  hours = (SELECT jsonb_object_agg(d::text, '[{"start": "00:00", "end": "23:59"}]'::jsonb) FROM generate_series(0, 6) AS d),
  blocked_dates = '{}', lead_minutes = 180, window_minutes = 30, window_capacity = 4, day_capacity = 10000,
  horizon_days = 7, window_pieces = ${BENCH_WINDOW_PIECES}`;
/**
 * The kitchen's limits in pieces (issue 26), tight enough that buyers meet them: a window takes
 * BENCH_WINDOW_PIECES pieces of every dish together, and the menu's first dish BENCH_DAILY_LIMIT a day.
 */
const BENCH_LIMITS_SQL = `UPDATE products SET daily_limit = ${BENCH_DAILY_LIMIT}
  WHERE id = (SELECT id FROM products WHERE status = 'on_menu' ORDER BY sort_order, id LIMIT 1)`;

/** The browser's cart rules, from the TypeScript sources. */
async function loadDomain() {
  const domain = (file) => JSON.stringify(join(ROOT, 'src/domain', file));
  const entry = [
    `export { addItem, cartTotals, emptyCart, setDeliveryFee, setOrderType, setTipPercent } from ${domain('cart.ts')};`,
    `export { detectDeliveryZone } from ${domain('delivery-zones.ts')};`,
    `export { centsToDecimal } from ${domain('money.ts')};`,
    `export { quantityChoices } from ${domain('quantity.ts')};`,
    `export { menuFromApi } from ${domain('menu.ts')};`,
    `export { TIP_PERCENTS } from ${domain('tip.ts')};`,
  ].join('\n');
  const outfile = await bundle(entry, join(await cacheDir('bench-checkout-domain'), 'domain.mjs'));
  return import(pathToFileURL(outfile).href);
}

/** A small seeded generator (mulberry32), so checkout n has the same cart in every run. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const pick = (rng, list) => list[Math.floor(rng() * list.length)];
/** `count` different items of a list, in random order. */
function sample(rng, list, count) {
  const copy = [...list];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(rng() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy.slice(0, count);
}

/**
 * Checkout n's cart, built as the storefront builds it: one to three products at quantities the
 * selector offers, sometimes one added again (the cart merges it), then the order type, and for
 * delivery the fee of the zone detected for the address and a tip. The window is chosen later.
 */
function buildCheckout(domain, menu, n, customer) {
  const rng = random(SEED * 1_000_003 + n);
  const orderType = rng() < 0.5 ? 'pickup' : 'delivery';
  let line = 0;
  const newId = () => `line-${++line}`;
  let cart = domain.setOrderType(domain.emptyCart(), orderType);
  const chosen = sample(rng, menu, 1 + Math.floor(rng() * 3));
  if (rng() < 0.25) chosen.push(chosen[0]);
  for (const product of chosen) cart = domain.addItem(cart, product, pick(rng, domain.quantityChoices(product)), newId);

  let address = null;
  let zone = null;
  if (orderType === 'delivery') {
    address = pick(rng, ADDRESSES);
    zone = domain.detectDeliveryZone(address);
    cart = domain.setTipPercent(domain.setDeliveryFee(cart, zone.feeCents), pick(rng, domain.TIP_PERCENTS));
  }
  const customerInfo = {
    name: customer?.name ?? `Bench Guest ${n + 1}`,
    phone: `913-555-${String(n % 10_000).padStart(4, '0')}`,
    email: customer?.email ?? `bench-guest-${n + 1}@example.com`,
    address,
  };
  const money = domain.centsToDecimal;
  return {
    intentBody: {
      orderData: {
        orderType,
        items: cart.items.map(({ productId, quantity }) => ({ productId, quantity })),
        customerInfo,
        tipPercent: cart.tipPercent,
        deliveryZone: zone?.zone ?? null,
      },
    },
    /** The POST /api/orders payload, once the payment intent's id is known. */
    orderPayload: (paymentIntentId, quote) => ({
      customerName: customerInfo.name,
      customerEmail: customerInfo.email,
      customerPhone: customerInfo.phone,
      orderType,
      status: 'confirmed',
      ...quotedMoney(quote),
      items: JSON.stringify(
        cart.items.map((item) => ({
          productId: item.productId,
          name: item.name,
          quantity: item.quantity,
          price: money(item.unitPriceCents),
        })),
      ),
      deliveryAddress: zone && JSON.stringify({ fullAddress: address, zone: zone.zone, fee: money(zone.feeCents) }),
      paymentIntentId,
    }),
  };
}

/** The money of POST /api/orders's payload, as the quote the cart sheet showed has it (tax and all). */
const quotedMoney = (quote) => ({
  subtotal: quote.subtotal,
  discount: quote.discount,
  deliveryFee: quote.deliveryFee,
  tax: quote.tax,
  tip: quote.tip,
  total: quote.total,
});

/** Latencies and outcomes per step. */
function recorder() {
  const steps = new Map(Object.values(STEPS).map((label) => [label, { ms: [], failures: new Map() }]));
  return {
    steps,
    ok: (label, ms) => steps.get(label).ms.push(ms),
    fail: (label, reason, ms) => {
      const step = steps.get(label);
      if (ms !== undefined) step.ms.push(ms);
      step.failures.set(reason, (step.failures.get(reason) ?? 0) + 1);
    },
  };
}

async function main({ bases, drains, baseline, query, database, started }) {
  const base = bases[0];
  const domain = await loadDomain();
  const record = recorder();
  const rush = () =>
    dropRush({ bases, drains, baseline, query, domain, send, record, percentile, printTable, quotedMoney });
  const browserHeaders = (cookie, origin = base) => ({
    accept: 'application/json',
    'content-type': 'application/json',
    origin,
    'sec-fetch-site': 'same-origin',
    ...(cookie && { cookie }),
  });
  /** One request, timed to the end of its body; failures are recorded under the step. */
  async function send(label, method, path, body, cookie, to = base) {
    const startedAt = performance.now();
    try {
      const response = await fetch(`${to}${path}`, {
        method,
        headers: browserHeaders(cookie, to),
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const answer = await response.json().catch(() => null);
      const ms = performance.now() - startedAt;
      if (response.ok) record.ok(label, ms);
      // A refused window names the next free one: one kind of failure, whichever it names.
      else
        record.fail(
          label,
          `${response.status} ${
            answer?.message
              ?.replace(/ The next (free )?time (with room )?is .*$/, '')
              .replace(/^Only \d+ /, 'Only N ')
              .replace(/ for \w{3}, \w{3} \d{1,2}$/, ' for that day') ?? ''
          }`,
          ms,
        );
      return { status: response.status, answer, ms };
    } catch (error) {
      record.fail(
        label,
        error?.name === 'TimeoutError' ? 'timeout' : `network: ${error?.cause?.code ?? error?.message}`,
      );
      return { status: 0, answer: null, ms: performance.now() - startedAt };
    }
  }

  if (ONLY_RUSH) {
    await query(BENCH_SCHEDULE_SQL);
    await rush();
    return;
  }

  // Signed-in buyers first sign in, as the customers they are.
  const customers = [];
  for (let index = 0; index < Math.min(CUSTOMER_COUNT, BUYERS); index += 1) {
    const email = customerEmail(index);
    customers.push({
      email,
      name: `Bench Customer ${index + 1}`,
      cookie: await signIn(base, email, PASSWORD, browserHeaders()),
    });
  }
  console.log(`[bench] ${customers.length} of ${BUYERS} buyers signed in; ${database.products} products on the menu`);

  let next = 0;
  const deadline = performance.now() + MAX_SECONDS * 1000;
  const outcomes = {
    completed: 0,
    failed: 0,
    created: 0,
    repeated: 0,
    doubleCreated: 0,
    windowRefusals: 0,
    paymentRefusals: 0,
    pieceRefusals: 0,
  };
  await query(BENCH_SCHEDULE_SQL);
  await query(BENCH_LIMITS_SQL);

  /**
   * One of the soonest windows still free (the first `among` of the first day that has any), as
   * customers pick from the top of the cart sheet's list: buyers keep racing for the same places.
   */
  async function soonestWindow(type, among = 1, to = base, fromAhead = 0) {
    for (let ahead = fromAhead; ahead <= 7; ahead += 1) {
      const date = new Date(Date.now() + ahead * 86_400_000).toLocaleDateString('en-CA', {
        timeZone: 'America/Chicago',
      });
      const listed = await send(
        STEPS.windows,
        'GET',
        `/api/fulfilment-windows?type=${type}&date=${date}`,
        undefined,
        undefined,
        to,
      );
      const free = (listed.answer?.windows ?? []).filter((window) => window.available).slice(0, among);
      if (free.length > 0) return free[Math.floor(Math.random() * free.length)].start;
    }
    return null;
  }

  const filledUp = (answer) => answer?.message?.includes('filled up') || answer?.error?.code === 'window_filled';
  /** Refused for pieces at the start: a window without room for the cart ... */
  const windowTooSmall = (answer) => /room for that many pieces/.test(answer?.message ?? '');
  /** ... or a dish's day used up. */
  const dishDayUsedUp = (answer) => /sold out for|left for/.test(answer?.message ?? '');

  /**
   * Starts the plan's payment for one of the soonest free windows and pays it with the card,
   * choosing again when the window is refused at the start or fills while paying. Answers the
   * started intent and the confirmation, or null.
   */
  async function startAndPay(plan, cookie, to) {
    const { orderData } = plan.intentBody;
    // The cart sheet's quote: the total with its tax, which the payment must be for.
    const quote = await send(STEPS.quote, 'POST', '/api/checkout/quote', { orderData }, cookie, to);
    if (quote.status !== 200) return null;
    // As a customer reads the cart sheet: a window without room for the cart sends them to any
    // other of that day, a dish sold out for the day to the next day.
    let among = SOONEST_CHOICES;
    let fromAhead = 0;
    for (let attempt = 1; attempt <= WINDOW_ATTEMPTS; attempt += 1) {
      const fulfilmentWindow = await soonestWindow(orderData.orderType, among, to, fromAhead);
      if (!fulfilmentWindow) return null;
      const body = { amount: Number(quote.answer.total), orderData: { ...orderData, fulfilmentWindow } };
      const intent = await send(STEPS.intent, 'POST', '/api/create-payment-intent', body, cookie, to);
      if (intent.status !== 200) {
        if (intent.status === 409 && (windowTooSmall(intent.answer) || dishDayUsedUp(intent.answer))) {
          outcomes.pieceRefusals += 1;
          if (dishDayUsedUp(intent.answer)) fromAhead += 1;
          else among = Number.POSITIVE_INFINITY;
          continue;
        }
        if (intent.status !== 409 || !filledUp(intent.answer)) return null;
        outcomes.windowRefusals += 1;
        continue;
      }
      const paid = await payWithCard(send, STEPS.pay, intent, to);
      if (paid.status === 200 && paid.answer?.paymentIntent?.status === 'succeeded') return { intent, paid, quote };
      if (paid.status !== 200 || !filledUp(paid.answer)) {
        if (paid.status === 200)
          record.fail(STEPS.pay, `not paid: ${paid.answer?.error?.message ?? paid.answer?.paymentIntent?.status}`);
        return null;
      }
      outcomes.paymentRefusals += 1;
    }
    return null;
  }

  async function checkout(n, menu, customer, to) {
    const plan = buildCheckout(domain, menu, n, customer);
    const cookie = customer?.cookie;
    const started = await startAndPay(plan, cookie, to);
    if (!started) return false;
    const { intent, paid, quote } = started;
    const payload = plan.orderPayload(paid.answer.paymentIntent.id, quote.answer);
    const twice = n % REPEAT_EVERY === REPEAT_EVERY - 1;
    const [order, again] = await Promise.all([
      send(STEPS.order, 'POST', '/api/orders', payload, cookie, to),
      twice ? send(STEPS.again, 'POST', '/api/orders', payload, cookie, bases[(n + 1) % bases.length]) : null,
    ]);
    const answers = [order, again].filter(Boolean);
    const createdNow = answers.filter((answer) => answer.status === 201).length;
    outcomes.created += createdNow;
    if (twice) outcomes.repeated += 1;
    if (createdNow > 1) outcomes.doubleCreated += 1;
    if (!answers.some((answer) => answer.status === 201 || answer.status === 200)) return false;
    record.ok(STEPS.checkout, intent.ms + paid.ms + Math.max(...answers.map((answer) => answer.ms)));
    return true;
  }

  async function buyer(index) {
    const customer = index % 2 === 1 ? customers[index >> 1] : undefined;
    const to = bases[index % bases.length];
    const menuAnswer = await send(STEPS.menu, 'GET', '/api/products', undefined, customer?.cookie, to);
    if (menuAnswer.status !== 200) throw new Error(`GET /api/products answered ${menuAnswer.status}`);
    // Read as the storefront reads it: prices and pack tiers in cents.
    const menu = domain.menuFromApi(menuAnswer.answer);
    while (next < CHECKOUTS && performance.now() < deadline) {
      const n = next++;
      if (await checkout(n, menu, customer, to)) outcomes.completed += 1;
      else outcomes.failed += 1;
    }
  }

  const loadStarted = performance.now();
  await Promise.all(Array.from({ length: BUYERS }, (_, index) => buyer(index)));
  const loadSeconds = (performance.now() - loadStarted) / 1000;
  const stoppedEarly = next < CHECKOUTS;

  // The race of issue 15: a window with two places left, and twenty buyers at once, each a guest
  // with a pickup cart of the first dish.
  const raceMenu = domain.menuFromApi((await send(STEPS.menu, 'GET', '/api/products')).answer);
  // A window the load did not reach (the last one six days ahead), so the race is for exactly 2 places.
  const raceDay = new Date(Date.now() + 6 * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'America/Chicago' });
  const raceWindow = (
    await send(STEPS.windows, 'GET', `/api/fulfilment-windows?type=pickup&date=${raceDay}`)
  ).answer.windows.findLast((window) => window.available).start;
  const racer = (n) => {
    // The second dish: the first has a daily limit (BENCH_DAILY_LIMIT), which the load may have used up.
    const product = raceMenu[1];
    const cart = domain.addItem(
      domain.setOrderType(domain.emptyCart(), 'pickup'),
      product,
      domain.quantityChoices(product)[0],
      () => 'line-1',
    );
    return {
      amount: raceTotal,
      orderData: {
        orderType: 'pickup',
        items: cart.items.map(({ productId, quantity }) => ({ productId, quantity })),
        customerInfo: {
          name: `Bench Racer ${n}`,
          phone: '913-555-0100',
          email: `bench-racer-${n}@example.com`,
          address: null,
        },
        tipPercent: 0,
        fulfilmentWindow: raceWindow,
      },
    };
  };
  // Every racer's cart is the same: one quote gives the total each pays.
  let raceTotal = 0;
  raceTotal = Number(
    (await send(STEPS.quote, 'POST', '/api/checkout/quote', { orderData: racer(0).orderData })).answer.total,
  );
  const placesTaken = async () =>
    (
      await query(
        `SELECT count(*)::int AS taken FROM orders WHERE fulfilment_window_start = $1 AND status <> 'cancelled'`,
        [raceWindow],
      )
    )[0].taken;
  /** Pays a started intent with the card (a refused start is answered as it was). */
  const confirmCard = (label, intent, to) => (intent.status === 200 ? payWithCard(send, label, intent, to) : intent);
  // Paid orders fill the window up to its last two places.
  for (let n = 0; (await placesTaken()) < 2 && n < 4; n += 1) {
    await confirmCard(STEPS.pay, await send(STEPS.intent, 'POST', '/api/create-payment-intent', racer(100 + n)), base);
  }
  // Twenty buyers have all started paying (choosing a window takes no place), spread over the servers ...
  const raceIntents = await Promise.all(
    Array.from({ length: 20 }, (_, n) =>
      send(STEPS.intent, 'POST', '/api/create-payment-intent', racer(n), undefined, bases[n % bases.length]),
    ),
  );
  // ... and pay at once.
  const raceAnswers = await Promise.all(
    raceIntents.map((intent, n) => confirmCard(STEPS.race, intent, bases[n % bases.length])),
  );
  const raceBooked = raceAnswers.filter((answer) => answer.answer?.paymentIntent?.status === 'succeeded').length;
  const raceRefused = raceAnswers.filter((answer) => filledUp(answer.answer)).length;

  // Oversold: windows holding more orders than a window's capacity (the count the booking makes).
  const [oversold] = await query(`
    WITH per_window AS (
      SELECT fulfilment_window_start AS start, count(*) AS places FROM orders
      WHERE status <> 'cancelled' AND fulfilment_window_start IS NOT NULL GROUP BY fulfilment_window_start
    )
    SELECT count(*) FILTER (WHERE places > s.window_capacity)::int AS windows,
      COALESCE(sum(places - s.window_capacity) FILTER (WHERE places > s.window_capacity), 0)::int AS places,
      count(*)::int AS used, COALESCE(max(places), 0)::int AS fullest, s.window_capacity AS capacity
    FROM per_window CROSS JOIN fulfilment_settings s GROUP BY s.window_capacity`);

  // Pieces oversold: windows holding more pieces than window_pieces, and dishes' shop days more
  // than their daily limit (the counts the booking makes, issue 26).
  const [piecesOver] = await query(`
    WITH lines AS (
      SELECT o.fulfilment_window_start AS start, i.product_id, i.quantity,
        (o.fulfilment_window_start AT TIME ZONE 'America/Chicago')::date AS day
      FROM orders o JOIN order_items i ON i.order_id = o.id
      WHERE o.status <> 'cancelled' AND o.fulfilment_window_start IS NOT NULL
    ), windows AS (
      SELECT start, sum(quantity) AS pieces FROM lines GROUP BY start
    ), dish_days AS (
      SELECT l.day, l.product_id, sum(l.quantity) AS pieces, p.daily_limit
      FROM lines l JOIN products p ON p.id = l.product_id WHERE p.daily_limit IS NOT NULL
      GROUP BY l.day, l.product_id, p.daily_limit
    )
    SELECT
      (SELECT count(*)::int FROM windows w, fulfilment_settings s WHERE w.pieces > s.window_pieces) AS windows,
      (SELECT COALESCE(max(pieces), 0)::int FROM windows) AS fullest,
      (SELECT count(*)::int FROM dish_days WHERE pieces > daily_limit) AS dish_days,
      (SELECT COALESCE(max(pieces), 0)::int FROM dish_days) AS busiest_dish_day`);

  const [counts] = await query(`
    SELECT
      (SELECT count(*)::int FROM checkouts) AS checkouts,
      (SELECT count(*)::int FROM test_payment_intents WHERE status = 'succeeded') AS paid,
      (SELECT count(*)::int FROM orders o JOIN checkouts c ON c.payment_intent_id = o.payment_intent_id) AS orders,
      (SELECT count(*)::int FROM test_payment_intents t WHERE t.status = 'succeeded'
         AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.payment_intent_id = t.id)) AS lost,
      (SELECT count(*)::int FROM (SELECT o.payment_intent_id FROM orders o JOIN checkouts c ON c.payment_intent_id = o.payment_intent_id
         GROUP BY o.payment_intent_id HAVING count(*) > 1) AS d) AS duplicated,
      (SELECT count(*)::int FROM orders o JOIN checkouts c ON c.payment_intent_id = o.payment_intent_id
         WHERE o.total_cents <> c.amount_cents) AS mismatched`);

  console.log(
    `\nCheckout benchmark: ${next} checkouts started by ${BUYERS} concurrent buyers (${customers.length} signed in), ` +
      `in ${loadSeconds.toFixed(1)} s (${(outcomes.completed / loadSeconds).toFixed(1)} checkouts/s), loopback, ${databaseKind()}, ` +
      `${SERVERS} server process${SERVERS === 1 ? '' : 'es'}, built-in test gateway` +
      (stoppedEarly ? `; stopped taking checkouts after BENCH_MAX_SECONDS=${MAX_SECONDS}` : ''),
  );
  const ms = (value) => (Number.isNaN(value) ? '-' : value.toFixed(1));
  printTable(
    ['step', 'count', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'failures'],
    [...record.steps].map(([label, { ms: latencies, failures }]) => {
      const sorted = [...latencies].sort((a, b) => a - b);
      return [
        label,
        String(sorted.length),
        ms(percentile(sorted, 50)),
        ms(percentile(sorted, 95)),
        ms(percentile(sorted, 99)),
        ms(sorted.at(-1) ?? NaN),
        failures.size === 0 ? '0' : [...failures].map(([reason, count]) => `${count} x ${reason}`).join('; '),
      ];
    }),
  );
  const over = oversold ?? { windows: 0, places: 0, used: 0, fullest: 0, capacity: 4 };
  console.log(
    `\nWindows: ${over.used} windows booked, the fullest ${over.fullest} of ${over.capacity}; ` +
      `buyers chose again ${outcomes.windowRefusals} times when refused a full window at the start and ` +
      `${outcomes.paymentRefusals} times when it filled while they paid (not charged). ` +
      `The race of 20 paying for a window's last 2 places: ${raceBooked} booked, ${raceRefused} let go.`,
  );
  console.log(`oversold = ${over.windows} (windows over capacity; ${over.places} places over)`);
  const pieces = piecesOver ?? { windows: 0, fullest: 0, dish_days: 0, busiest_dish_day: 0 };
  console.log(
    `Pieces: the fullest window ${pieces.fullest} of ${BENCH_WINDOW_PIECES} pieces; the limited dish's busiest day ` +
      `${pieces.busiest_dish_day} of ${BENCH_DAILY_LIMIT}; buyers chose again ${outcomes.pieceRefusals} times when refused for pieces at the start.`,
  );
  console.log(
    `pieces oversold = ${pieces.windows + pieces.dish_days} (${pieces.windows} windows over their pieces, ${pieces.dish_days} dish days over their limit)`,
  );
  console.log(`charged without an order = ${counts.lost}`);
  console.log(
    `\nCheckouts: ${outcomes.completed} completed, ${outcomes.failed} failed. ` +
      `Paid twice at once: ${outcomes.repeated}, both answers 'created': ${outcomes.doubleCreated}. Answers 'created' (201): ${outcomes.created}.`,
  );
  console.log(
    `Database: ${counts.checkouts} checkouts, ${counts.paid} payments succeeded, ${counts.orders} orders created, ` +
      `${counts.lost} charged without an order, ${counts.duplicated} duplicated (a payment with several orders), ` +
      `${counts.mismatched} with a total other than the amount paid.`,
  );
  // The order is booked by the card confirmation and confirmed by POST /api/orders: both count.
  const p95Of = (step) =>
    percentile(
      [...record.steps.get(step).ms].sort((a, b) => a - b),
      95,
    );
  const orderP95 = Math.max(p95Of(STEPS.pay), p95Of(STEPS.order));
  const verdict = (met) => (met ? 'met' : 'NOT met');
  console.log(
    `Targets: order creation p95 (the slower of confirm and POST /api/orders) ${ms(orderP95)} ms <= ${TARGET_ORDER_P95_MS} ms: ${verdict(orderP95 <= TARGET_ORDER_P95_MS)}; ` +
      `charged without an order ${counts.lost} = 0: ${verdict(counts.lost === 0)}; duplicated ${counts.duplicated} = 0: ${verdict(counts.duplicated === 0)}; ` +
      `oversold ${over.windows} = 0: ${verdict(over.windows === 0)}; pieces oversold ${pieces.windows + pieces.dish_days} = 0: ${verdict(pieces.windows + pieces.dish_days === 0)}; the race 2 booked and 18 let go: ${verdict(raceBooked === 2 && raceRefused === 18)}.`,
  );

  // Last, as it switches the shop to drops: the opening rush of a drop (scripts/bench/drop-rush.mjs).
  await rush();
  console.log(
    `(latency measured by the buyers, to the end of each answer; total run ${((Date.now() - started) / 1000).toFixed(0)} s)`,
  );
}

await runBench(
  {
    cacheName: 'bench-checkout',
    seedModule: fileURLToPath(new URL('./bench/checkout-seed.mjs', import.meta.url)),
    // The built-in test gateway, whatever keys this shell happens to hold.
    serverEnv: {
      NETLIFY_DB_DRIVER: 'server',
      NODE_ENV: 'test',
      STRIPE_SECRET_KEY: '',
      CONTEXT: '',
    },
    servers: SERVERS,
    // The bare menu query beside the drop's rush (scripts/bench/drop-rush.mjs).
    baseline: fileURLToPath(new URL('./bench/baseline-routes.mjs', import.meta.url)),
    describeDatabase: ({ customers }) =>
      `[bench] database ready: the seeded menu, ${customers} customer accounts (Nagle on its sockets: ${process.env.BENCH_NAGLE === '1' ? 'left on' : 'off'})`,
    hardLimitMs: HARD_LIMIT_MS,
  },
  main,
);
