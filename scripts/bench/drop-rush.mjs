// The opening rush of a drop (issue 36 item 4), the last phase of `npm run bench:checkout`.
//
// The shop switches to drops and schedules an ordering period that opens a few seconds ahead and
// sells one day only, on which one dish may sell DROP_PIECES pieces. DROP_BUYERS buyers, spread
// over the server processes, wait for the opening as people with the announcement in hand do, and
// all start at once: the menu, the business settings, the day's windows, a payment for the dish in
// its smallest pack, the card, the order. A buyer refused a window that filled meanwhile chooses
// another; one refused because the day's pieces are gone stops, as a person would. One payment is
// tried before the opening: it must be refused, as while closed.
//
// Right beside it, in the same run, the bare baseline (baseline-process.mjs, a plain server that
// runs the repository's menu query and nothing else) answers DROP_BUYERS requests at once, before
// and after the rush; each step's p95 is printed over that baseline's p95. Printed, never asserted:
// server errors (5xx), pieces sold against the day's limit (oversold when over), payments taken
// without an order; how long the bookings waited for the schedule's lock and held it
// (count-queries.mjs); and, from one more buyer walking the same steps alone once the rush is over
// (another dish, so the drop's count stays the rush's), the queries each step sends (with
// BENCH_LOG_QUERIES=1, their texts too).

import { payWithCard } from './test-card.mjs';

const DROP_BUYERS = Number(process.env.BENCH_DROP_BUYERS ?? 100);
const DROP_PIECES = Number(process.env.BENCH_DROP_PIECES ?? 120);
/** How far ahead the period opens once it is scheduled: long enough for every buyer to be waiting. */
const OPENS_IN_MS = 5_000;
const WINDOW_ATTEMPTS = 10;

const STEPS = {
  early: 'a quote and a payment before the opening (refused)',
  menu: 'GET /api/products',
  settings: 'GET /api/business-settings',
  quote: 'POST /api/checkout/quote',
  windows: 'GET /api/fulfilment-windows (the drop day)',
  intent: 'POST /api/create-payment-intent',
  pay: 'POST /api/test-gateway/confirm (books the order)',
  order: 'POST /api/orders',
  baseline: 'bare baseline: the menu query alone, all at once',
};

/**
 * The floor of a step that sends more statements: the bare baseline's query that many times in
 * turn, all at once on the same server. No step sending as many statements one after another can
 * be faster than its floor, whatever they are.
 */
const FLOOR_STATEMENTS = [3, 5, 9, 20];
const floorStep = (times) => `bare floor: the menu query ${times} times in turn, all at once`;

/** A step's label for the one buyer who walks it alone after the rush. */
const alone = (label) => `${label}, alone`;

const shopDay = (msAhead) =>
  new Date(Date.now() + msAhead).toLocaleDateString('en-CA', { timeZone: 'America/Chicago' });

/**
 * Runs the rush. `send(label, method, path, body, cookie, to)` is the checkout benchmark's timed
 * request; `record` its recorder, whose steps this phase adds to; `domain` the browser's cart rules.
 */
export async function dropRush({
  bases,
  drains,
  baseline,
  query,
  domain,
  send,
  record,
  percentile,
  printTable,
  quotedMoney,
}) {
  const floorSteps = FLOOR_STATEMENTS.map(floorStep);
  for (const label of [...Object.values(STEPS), ...floorSteps])
    record.steps.set(label, { ms: [], failures: new Map() });
  // Five days ahead: the load booked the soonest days, the race the sixth.
  const day = shopDay(5 * 86_400_000);
  const menu = domain.menuFromApi((await send(STEPS.menu, 'GET', '/api/products')).answer);
  const dish = menu[2] ?? menu[0];
  const pack = domain.quantityChoices(dish)[0];
  await query('UPDATE products SET daily_limit = $2 WHERE id = $1', [dish.id, DROP_PIECES]);
  const [{ before }] = await query(
    `SELECT COALESCE(sum(i.quantity), 0)::int AS before FROM orders o JOIN order_items i ON i.order_id = o.id
     WHERE i.product_id = $1 AND o.status <> 'cancelled'
       AND (o.fulfilment_window_start AT TIME ZONE 'America/Chicago')::date = $2::date`,
    [dish.id, day],
  );
  const opensAt = new Date(Date.now() + OPENS_IN_MS);
  await query(`UPDATE business_settings SET ordering_mode = 'drops', is_accepting_orders = true, paused_until = NULL`);
  await query(
    `INSERT INTO ordering_periods (opens_at, closes_at, sells_dates, note, created_by_email)
     VALUES ($1, $2, ARRAY[$3::date], 'bench drop', 'bench@example.com')`,
    [opensAt, new Date(opensAt.getTime() + 60 * 60_000), day],
  );

  const cartOf = (n, of = dish) => {
    const cart = domain.addItem(
      domain.setOrderType(domain.emptyCart(), 'pickup'),
      of,
      domain.quantityChoices(of)[0],
      () => 'line-1',
    );
    const customerInfo = {
      name: `Drop Buyer ${n + 1}`,
      phone: `913-555-${String(2000 + n).padStart(4, '0')}`,
      email: `drop-buyer-${n + 1}@example.com`,
      address: null,
    };
    return { cart, customerInfo };
  };
  const orderDataOf = (n, fulfilmentWindow, of = dish) => {
    const { cart, customerInfo } = cartOf(n, of);
    return {
      orderType: 'pickup',
      items: cart.items.map(({ productId, quantity }) => ({ productId, quantity })),
      customerInfo,
      tipPercent: 0,
      fulfilmentWindow,
    };
  };
  const orderPayload = (n, paymentIntentId, quote, of = dish) => {
    const { cart, customerInfo } = cartOf(n, of);
    const money = domain.centsToDecimal;
    return {
      customerName: customerInfo.name,
      customerEmail: customerInfo.email,
      customerPhone: customerInfo.phone,
      orderType: 'pickup',
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
      deliveryAddress: null,
      paymentIntentId,
    };
  };

  /** The bare menu query, DROP_BUYERS at once: the same moment's floor; then the floors of more statements. */
  async function bareBaseline() {
    await Promise.all(
      Array.from({ length: DROP_BUYERS }, () =>
        send(STEPS.baseline, 'GET', '/listMenuProducts', undefined, undefined, baseline.base),
      ),
    );
    for (const times of FLOOR_STATEMENTS) {
      await Promise.all(
        Array.from({ length: DROP_BUYERS }, () =>
          send(floorStep(times), 'GET', `/listMenuProductsInTurn?times=${times}`, undefined, undefined, baseline.base),
        ),
      );
    }
  }

  // Before the opening: a window of the drop's day, and a payment for it, refused while closed.
  const listed = await send(STEPS.windows, 'GET', `/api/fulfilment-windows?type=pickup&date=${day}`);
  const firstWindow = listed.answer?.windows?.find((window) => window.available)?.start;
  // Refused as while closed, by the quote and by the payment (for the cart's price before tax: the
  // closed shop is refused before any amount is compared).
  const earlyQuote = await send(STEPS.early, 'POST', '/api/checkout/quote', {
    orderData: orderDataOf(999, firstWindow),
  });
  const { cart } = cartOf(999);
  const early = await send(STEPS.early, 'POST', '/api/create-payment-intent', {
    amount: domain.cartTotals(cart).totalCents / 100,
    orderData: orderDataOf(999, firstWindow),
  });
  await bareBaseline();

  const outcomes = { booked: 0, soldOut: 0, chosenAgain: 0, gaveUp: 0 };
  const soldOut = (answer) => /sold out for|left for|only sells/i.test(answer?.message ?? '');
  const filledUp = (answer) =>
    answer?.message?.includes('filled up') || /room for that many pieces/.test(answer?.message ?? '');

  async function buyer(n) {
    const to = bases[n % bases.length];
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, opensAt.getTime() - Date.now())));
    await send(STEPS.menu, 'GET', '/api/products', undefined, undefined, to);
    await send(STEPS.settings, 'GET', '/api/business-settings', undefined, undefined, to);
    // The cart sheet's quote: the total with its tax, which the payment must be for.
    const quote = await send(
      STEPS.quote,
      'POST',
      '/api/checkout/quote',
      { orderData: orderDataOf(n, undefined) },
      undefined,
      to,
    );
    if (quote.status !== 200) {
      outcomes.gaveUp += 1;
      return;
    }
    for (let attempt = 0; attempt < WINDOW_ATTEMPTS; attempt += 1) {
      const windows = await send(
        STEPS.windows,
        'GET',
        `/api/fulfilment-windows?type=pickup&date=${day}`,
        undefined,
        undefined,
        to,
      );
      const free = (windows.answer?.windows ?? []).filter((window) => window.available);
      if (free.length === 0) break;
      const chosen = free[Math.floor(Math.random() * Math.min(free.length, 4))].start;
      const intent = await send(
        STEPS.intent,
        'POST',
        '/api/create-payment-intent',
        { amount: Number(quote.answer.total), orderData: orderDataOf(n, chosen) },
        undefined,
        to,
      );
      if (intent.status !== 200) {
        if (soldOut(intent.answer)) {
          outcomes.soldOut += 1;
          return;
        }
        if (filledUp(intent.answer)) {
          outcomes.chosenAgain += 1;
          continue;
        }
        break;
      }
      const paid = await payWithCard(send, STEPS.pay, intent, to);
      if (paid.answer?.paymentIntent?.status !== 'succeeded') {
        // Let go at booking (the day sold out while they paid): not charged.
        record.fail(STEPS.pay, `not paid: ${paid.answer?.error?.message ?? paid.answer?.paymentIntent?.status}`);
        if (soldOut(paid.answer?.error)) {
          outcomes.soldOut += 1;
          return;
        }
        outcomes.chosenAgain += 1;
        continue;
      }
      const order = await send(
        STEPS.order,
        'POST',
        '/api/orders',
        orderPayload(n, paid.answer.paymentIntent.id, quote.answer),
        undefined,
        to,
      );
      if (order.status === 200 || order.status === 201) outcomes.booked += 1;
      return;
    }
    outcomes.gaveUp += 1;
  }

  /**
   * One buyer alone, once the rush is over, through the first server: each step between two drains
   * of it, so the difference of its query count is that step's. Answers the count by step's label.
   */
  async function probeQueries() {
    const counts = new Map();
    const other = menu.find((candidate) => candidate.id !== dish.id);
    // Timed under labels of their own, so the rush's figures stay the rush's.
    const counted = async (label, drain, request) => {
      record.steps.set(alone(label), { ms: [], failures: new Map() });
      const before = await drain();
      const answer = await request(alone(label));
      const after = await drain();
      counts.set(label, after.queries - before.queries);
      if (after.queryTexts.length > 0) console.log(`[bench] ${label} sends:\n  ${after.queryTexts.join('\n  ')}`);
      return answer;
    };
    const [to, drain] = [bases[0], drains[0]];
    const n = DROP_BUYERS;
    await counted(STEPS.baseline, baseline.drain, (as) =>
      send(as, 'GET', '/listMenuProducts', undefined, undefined, baseline.base),
    );
    await counted(STEPS.menu, drain, (as) => send(as, 'GET', '/api/products', undefined, undefined, to));
    await counted(STEPS.settings, drain, (as) => send(as, 'GET', '/api/business-settings', undefined, undefined, to));
    const quote = await counted(STEPS.quote, drain, (as) =>
      send(as, 'POST', '/api/checkout/quote', { orderData: orderDataOf(n, undefined, other) }, undefined, to),
    );
    const windows = await counted(STEPS.windows, drain, (as) =>
      send(as, 'GET', `/api/fulfilment-windows?type=pickup&date=${day}`, undefined, undefined, to),
    );
    const chosen = windows.answer?.windows?.find((window) => window.available)?.start;
    if (quote.status !== 200 || !chosen) return counts;
    const body = { amount: Number(quote.answer.total), orderData: orderDataOf(n, chosen, other) };
    const intent = await counted(STEPS.intent, drain, (as) =>
      send(as, 'POST', '/api/create-payment-intent', body, undefined, to),
    );
    if (intent.status !== 200) return counts;
    const paid = await counted(STEPS.pay, drain, (as) => payWithCard(send, as, intent, to));
    if (paid.answer?.paymentIntent?.status !== 'succeeded') return counts;
    const payload = orderPayload(n, paid.answer.paymentIntent.id, quote.answer, other);
    await counted(STEPS.order, drain, (as) => send(as, 'POST', '/api/orders', payload, undefined, to));
    return counts;
  }

  const sentBefore = await Promise.all(drains.map((drain) => drain()));
  const rushStarted = performance.now();
  await Promise.all(Array.from({ length: DROP_BUYERS }, (_, n) => buyer(n)));
  const rushSeconds = (performance.now() - rushStarted - Math.max(0, opensAt.getTime() - Date.now())) / 1000;
  const drained = await Promise.all(drains.map((drain) => drain()));
  const lockTimes = drained.flatMap(({ lockTimes: times }) => times);
  const spent = (key) => drained.reduce((sum, answer, index) => sum + answer[key] - sentBefore[index][key], 0);
  const [rushQueries, rushCpuMs] = [spent('queries'), spent('cpuMs')];
  await bareBaseline();

  const [sold] = await query(
    `SELECT COALESCE(sum(i.quantity), 0)::int AS pieces, count(DISTINCT o.id)::int AS orders
     FROM orders o JOIN order_items i ON i.order_id = o.id
     WHERE i.product_id = $1 AND o.status <> 'cancelled'
       AND (o.fulfilment_window_start AT TIME ZONE 'America/Chicago')::date = $2::date`,
    [dish.id, day],
  );
  const [{ lost }] = await query(
    `SELECT count(*)::int AS lost FROM test_payment_intents t WHERE t.status = 'succeeded'
       AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.payment_intent_id = t.id)`,
  );

  const queriesOf = await probeQueries();

  const sorted = (label) => [...record.steps.get(label).ms].sort((a, b) => a - b);
  const baseP95 = percentile(sorted(STEPS.baseline), 95);
  const fixed = (value) => (Number.isNaN(value) ? '-' : value.toFixed(1));
  let serverErrors = 0;
  console.log(
    `\nThe drop's opening rush: ${DROP_BUYERS} buyers at once on ${bases.length} server process(es), for ${day} ` +
      `(${dish.name}, ${pack} a pack, ${DROP_PIECES} pieces for the day, ${before} sold before), in ${rushSeconds.toFixed(1)} s`,
  );
  printTable(
    ['step', 'count', 'p50 ms', 'p95 ms', 'p95 / bare', 'queries/req', 'failures'],
    [...Object.values(STEPS), ...floorSteps].map((label) => {
      const { failures } = record.steps.get(label);
      const ms = sorted(label);
      for (const [reason, count] of failures) if (/^5\d\d/.test(reason)) serverErrors += count;
      const p95 = percentile(ms, 95);
      return [
        label,
        String(ms.length),
        fixed(percentile(ms, 50)),
        fixed(p95),
        label === STEPS.baseline ? '1.0' : fixed(p95 / baseP95),
        String(queriesOf.get(label) ?? FLOOR_STATEMENTS.find((times) => floorStep(times) === label) ?? '-'),
        failures.size === 0 ? '0' : [...failures].map(([reason, count]) => `${count} x ${reason}`).join('; '),
      ];
    }),
  );
  const poolWaits = drained.flatMap(({ pool }) => pool.waits).sort((a, b) => a - b);
  const opened = drained.reduce((sum, { pool }) => sum + pool.opened, 0);
  console.log(
    `The servers' pools during the rush: ${poolWaits.length} clients checked out, waited for p50 ${fixed(percentile(poolWaits, 50))} ms, ` +
      `p95 ${fixed(percentile(poolWaits, 95))} ms; ${opened} connections opened`,
  );
  const holds = drained.flatMap(({ pool }) => pool.holds);
  for (const [name, test] of [
    ['one statement', (h) => h.queries <= 1],
    ['transactions', (h) => h.queries > 1],
  ]) {
    const ms = holds
      .filter(test)
      .map((h) => h.ms)
      .sort((a, b) => a - b);
    const total = ms.reduce((sum, value) => sum + value, 0);
    console.log(
      `  held for ${name}: ${ms.length} times, p50 ${fixed(percentile(ms, 50))} ms, p95 ${fixed(percentile(ms, 95))} ms, ` +
        `${(total / 1000).toFixed(1)} s in all of ${(bases.length * 10 * rushSeconds).toFixed(0)} s of clients`,
    );
  }
  const timesOf = (key) => lockTimes.map((times) => times[key]).sort((a, b) => a - b);
  const [waited, held] = [timesOf('waited'), timesOf('held')];
  console.log(
    `The servers during the rush: ${rushQueries} queries sent, ${(rushCpuMs / 1000).toFixed(1)} s of CPU. The schedule's lock: taken ${held.length} times; waited for p50 ${fixed(percentile(waited, 50))} ms, ` +
      `p95 ${fixed(percentile(waited, 95))} ms; held p50 ${fixed(percentile(held, 50))} ms, p95 ${fixed(percentile(held, 95))} ms, ` +
      `max ${fixed(held.at(-1) ?? NaN)} ms (from the lock's answer to the end of COMMIT, as the server processes saw it)`,
  );
  const oversold = sold.pieces > DROP_PIECES;
  console.log(
    `Drop: ${outcomes.booked} booked, ${outcomes.soldOut} told the day is sold out, ${outcomes.chosenAgain} times a buyer chose another window, ` +
      `${outcomes.gaveUp} gave up; ${sold.pieces} of ${DROP_PIECES} pieces sold in ${sold.orders} orders; ` +
      `before the opening the quote answered ${earlyQuote.status} and the payment ${early.status} ${early.answer?.message ?? ''}`,
  );
  console.log(
    `Drop targets: server errors ${serverErrors} = 0: ${serverErrors === 0 ? 'met' : 'NOT met'}; ` +
      `oversold ${oversold ? sold.pieces - DROP_PIECES : 0} = 0: ${oversold ? 'NOT met' : 'met'}; ` +
      `charged without an order ${lost} = 0: ${lost === 0 ? 'met' : 'NOT met'}; refused before the opening: ${earlyQuote.status === 409 && early.status === 409 ? 'met' : 'NOT met'}.`,
  );
}
