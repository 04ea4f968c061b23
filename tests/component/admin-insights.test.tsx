import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { grainOf, type InsightsRange, previousRange, TO_BEFORE_FROM } from '@/domain/insights/insights-range';
import type { InsightsView } from '@/stores/admin/insights/insights';
import { stubApi, type StubAnswer } from './support/api-stub';
import { expectNoAxeViolations } from './support/axe';
import { carrySessionHint, sessionUser } from './support/session';

/*
 * The owner's insights at /admin/insights: the range chosen, the headline figures against the
 * range before, each chart with its table and the busy hours' numbers. The server stands in as a
 * stub answering the range asked for; what it counts is checked against the real function in
 * tests/integration/insights.test.ts.
 */

const ADMIN = sessionUser({ isAdmin: true, firstName: 'Owner', email: 'admin@kenyanbites.local' });

// Saturday, November 28, 2026, at 11:30 PM in Kansas City (already Sunday in UTC).
const NOW = new Date('2026-11-29T05:30:00Z');

type Totals = InsightsView['totals'];

const totals = (figures: Partial<Totals>): Totals => ({
  orders: 0,
  pieces: 0,
  grossSales: '0.00',
  discounts: '0.00',
  netSales: '0.00',
  tax: '0.00',
  deliveryFees: '0.00',
  tips: '0.00',
  refunds: '0.00',
  totalCollected: '0.00',
  averageSale: '0.00',
  newCustomers: 0,
  returningCustomers: 0,
  returningSales: '0.00',
  ratings: 0,
  averageRating: null,
  giftCardsSold: '0.00',
  giftCardsSoldCount: 0,
  storeCreditIssued: '0.00',
  storeCreditIssuedCount: 0,
  giftCardsSpent: '0.00',
  cateringRequests: 0,
  cateringAccepted: 0,
  cateringEvents: 0,
  cateringRevenue: '0.00',
  collectedWithCatering: '0.00',
  standingPlaced: 0,
  standingPaid: 0,
  standingRevenue: '0.00',
  ...figures,
});

/** The range's last period as the server names it: its last day, or its month's first (a month's range). */
const lastPeriod = (range: InsightsRange) => (grainOf(range) === 'month' ? `${range.to.slice(0, 7)}-01` : range.to);

/** A range's figures as the server answers them, adding up: sales up 12% on the range before. */
function viewOf(range: InsightsRange): InsightsView {
  return {
    range: { ...range, grain: grainOf(range) },
    previous: {
      ...previousRange(range),
      totals: totals({ orders: 50, netSales: '1000.00', averageSale: '20.00', refunds: '10.00', newCustomers: 0 }),
    },
    totals: totals({
      orders: 56,
      pieces: 480,
      grossSales: '1145.00',
      discounts: '25.00',
      netSales: '1120.00',
      tax: '95.20',
      deliveryFees: '40.00',
      tips: '60.00',
      refunds: '15.00',
      totalCollected: '1300.20',
      averageSale: '20.00',
      newCustomers: 9,
      returningCustomers: 21,
      returningSales: '784.00',
      ratings: 4,
      averageRating: 4.25,
      giftCardsSold: '175.00',
      giftCardsSoldCount: 3,
      storeCreditIssued: '7.40',
      storeCreditIssuedCount: 1,
      giftCardsSpent: '62.40',
    }),
    series: [
      { period: range.from, orders: 3, netSales: '45.00' },
      { period: lastPeriod(range), orders: 53, netSales: '1075.00' },
    ],
    dishes: [
      { productId: 2, name: 'Beef Samosas', pieces: 300, grossSales: '725.00' },
      { productId: 1, name: 'Chapati', pieces: 180, grossSales: '420.00' },
    ],
    orderTypes: [
      { orderType: 'delivery', orders: 20, netSales: '500.00' },
      { orderType: 'pickup', orders: 36, netSales: '620.00' },
    ],
    zones: [{ zone: 'Zone 1', orders: 20, netSales: '500.00' }],
    spots: [
      { spotId: 1, name: 'Home kitchen', orders: 24, netSales: '400.00' },
      { spotId: 2, name: 'Grace Church car park', orders: 12, netSales: '220.00' },
    ],
    codes: [{ code: 'THANKYOU10', orders: 5, discounts: '25.00' }],
    customers: [
      { name: 'Achieng Otieno', orders: 6, netSales: '180.00', returning: true, latestOrderId: 42 },
      { name: 'Baraka Mwangi', orders: 2, netSales: '60.00', returning: false, latestOrderId: 37 },
    ],
    busyHours: [
      { weekday: 6, window: '14:00', orders: 7 },
      { weekday: 1, window: '17:30', orders: 2 },
      { weekday: 6, window: '17:30', orders: 12 },
    ],
    ratings: [{ period: range.from, ratings: 4, average: 4.25 }],
    lowestRatings: [
      { orderNumber: 'KBT-31', rating: 2, text: 'The chapatis were cold.', at: '2026-11-03T20:00:00.000Z' },
    ],
    standingActive: 0,
  };
}

/** The insights' server: answers each range with `answer`, and the signed-in administrator. */
function stubInsightsApi(answer: (range: InsightsRange) => StubAnswer = (range) => ({ json: viewOf(range) })) {
  carrySessionHint();
  return stubApi({
    '/api/auth/user': { json: ADMIN },
    'GET /api/admin/insights': (_, url) =>
      answer({ from: url.searchParams.get('from') ?? '', to: url.searchParams.get('to') ?? '' }),
  });
}

async function renderInsights() {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  const { default: Insights } = await import('@/islands/admin/insights/insights');
  render(<Insights />);
}

const asked = (api: ReturnType<typeof stubApi>) =>
  api.calls.filter((call) => call.path.startsWith('/api/admin/insights')).map((call) => call.path);

const section = (name: string) => screen.findByRole('region', { name });

/** A table's rows as their cells' text, header row first. */
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => Array.from(row.querySelectorAll('th, td')).map((cell) => cell.textContent?.trim()));

test('the presets choose their ranges on the shop calendar, this month at first', async () => {
  const api = stubInsightsApi();
  await renderInsights();
  const range = await section('Range');
  expect((within(range).getByRole('radio', { name: 'This month' }) as HTMLInputElement).checked).toBe(true);
  expect(await within(range).findByText('Nov 1 – Nov 30, 2026')).toBeTruthy();
  // A month against the month before, however many days each has.
  expect(range.textContent).toContain('compared with the previous month (Oct 1 – Oct 31, 2026)');

  const user = userEvent.setup();
  await user.click(within(range).getByRole('radio', { name: 'This week' }));
  expect(await within(range).findByText('Nov 23 – Nov 29, 2026')).toBeTruthy();
  expect(range.textContent).toContain('compared with the previous week (Nov 16 – Nov 22, 2026)');
  await user.click(within(range).getByRole('radio', { name: 'Last week' }));
  await user.click(within(range).getByRole('radio', { name: 'Last month' }));
  await user.click(within(range).getByRole('radio', { name: 'The last 12 months' }));
  expect(await within(range).findByText('Dec 1, 2025 – Nov 30, 2026')).toBeTruthy();

  await expect
    .poll(() => asked(api))
    .toEqual([
      '/api/admin/insights?from=2026-11-01&to=2026-11-30',
      '/api/admin/insights?from=2026-11-23&to=2026-11-29',
      '/api/admin/insights?from=2026-11-16&to=2026-11-22',
      '/api/admin/insights?from=2026-10-01&to=2026-10-31',
      '/api/admin/insights?from=2025-12-01&to=2026-11-30',
    ]);
  // The last 12 months go by month, and each section's CSV is of the range shown.
  const sales = await section('Sales over time');
  await user.click(await within(sales).findByText('Show as a table'));
  const table = within(sales).getByRole('table', { name: 'Orders and sales per month, Dec 1, 2025 – Nov 30, 2026' });
  expect(rowsOf(table).slice(0, 2)).toEqual([
    ['Month', 'Orders', 'Sales'],
    ['Dec 2025', '3', '$45.00'],
  ]);
  expect(rowsOf(table).at(-1)).toEqual(['Nov 2026', '53', '$1,075.00']);
  expect(within(sales).getByRole('link', { name: 'Download CSV of sales over time' }).getAttribute('href')).toBe(
    '/api/admin/insights?from=2025-12-01&to=2026-11-30&section=series&format=csv',
  );
});

test('each headline figure says how it moved against the range before, in words', async () => {
  stubInsightsApi();
  await renderInsights();
  const glance = await section('At a glance');
  const figure = (label: string) => {
    const term = within(glance).getByText(label, { selector: 'dt' });
    return Array.from(term.parentElement?.querySelectorAll('dd') ?? []).map((dd) => dd.textContent);
  };
  expect(figure('Sales')).toEqual(['$1,120.00', '▲+12% on the previous month']);
  expect(figure('Orders')).toEqual(['56', '▲+12% on the previous month']);
  expect(figure('Average sale')).toEqual(['$20.00', '▶No change on the previous month']);
  expect(figure('Total collected')).toEqual(['$1,300.20', 'Nothing in the previous month to compare with']);
  expect(figure('Refunds')).toEqual(['$15.00', '▲+50% on the previous month']);
  expect(figure('Sales from returning customers')).toEqual(['70%', 'Nothing in the previous month to compare with']);
  expect(figure('New customers')).toEqual(['9', 'Nothing in the previous month to compare with']);
  // No ratings the month before: nothing to compare with, said so.
  expect(figure('Average rating')).toEqual(['4.3 of 5 (4 ratings)', 'Nothing in the previous month to compare with']);
  expect(
    within(glance).getByRole('link', { name: 'Download CSV of the figures at a glance' }).getAttribute('href'),
  ).toBe('/api/admin/insights?from=2026-11-01&to=2026-11-30&section=totals&format=csv');
  await expectNoAxeViolations();
});

test("a chart's table has the chart's figures, and the busy hours' cells their numbers", async () => {
  stubInsightsApi();
  await renderInsights();
  const user = userEvent.setup();

  const dishes = await section('Dishes');
  const chart = within(dishes).getByRole('img', { name: /Gross sales and pieces per dish/ });
  expect(chart.textContent).toContain('Beef Samosas$725.00300 pieces');
  expect(chart.textContent).toContain('Chapati$420.00180 pieces');
  await user.click(within(dishes).getByText('Show as a table'));
  const table = within(dishes).getByRole('table', { name: 'Pieces and gross sales per dish, Nov 1 – Nov 30, 2026' });
  expect(rowsOf(table)).toEqual([
    ['Dish', 'Pieces', 'Gross sales'],
    ['Beef Samosas', '300', '$725.00'],
    ['Chapati', '180', '$420.00'],
  ]);

  // The pickups by spot (issue 50), each with its share of the pickups.
  const types = await section('Pickup and delivery');
  const spots = within(types).getByRole('region', { name: 'Pickup spots' });
  await user.click(within(spots).getByText('Show as a table'));
  expect(
    rowsOf(within(spots).getByRole('table', { name: 'Pickups and sales by pickup spot, Nov 1 – Nov 30, 2026' })),
  ).toEqual([
    ['Spot', 'Orders', 'Share of orders', 'Sales'],
    ['Home kitchen', '24', '67%', '$400.00'],
    ['Grace Church car park', '12', '33%', '$220.00'],
  ]);

  // Every day of the month has its row, the quiet ones at 0.
  const sales = await section('Sales over time');
  await user.click(within(sales).getByText('Show as a table'));
  const series = rowsOf(within(sales).getByRole('table'));
  expect(series).toHaveLength(31);
  expect(series.slice(0, 3)).toEqual([
    ['Day', 'Orders', 'Sales'],
    ['Nov 1', '3', '$45.00'],
    ['Nov 2', '0', '$0.00'],
  ]);
  expect(series.at(-1)).toEqual(['Nov 30', '53', '$1,075.00']);

  const busy = await section('Busy hours');
  const heatMap = within(busy).getByRole('table', { name: /^Orders by window start \(rows\) and weekday/ });
  expect(rowsOf(heatMap)).toEqual([
    ['Window', 'MonMonday', 'TueTuesday', 'WedWednesday', 'ThuThursday', 'FriFriday', 'SatSaturday', 'SunSunday'],
    ['2:00 PM', '0', '0', '0', '0', '0', '7', '0'],
    ['5:30 PM', '2', '0', '0', '0', '0', '12', '0'],
  ]);
  const saturday = within(heatMap).getByRole('columnheader', { name: 'Saturday' });
  expect(saturday).toBeTruthy();

  // The top customers link to their latest order on the dashboard.
  const customers = await section('Customers');
  expect(within(customers).getByRole('link', { name: 'Achieng Otieno, latest order' }).getAttribute('href')).toBe(
    '/admin#order-42',
  );
  expect((await section('Ratings')).textContent).toContain('“The chapatis were cold.”');
  await expectNoAxeViolations();
});

test('the money reads as a sales summary, from gross sales to the total collected', async () => {
  stubInsightsApi();
  await renderInsights();
  const money = await section('Money');
  await userEvent.setup().click(within(money).getAllByText('Show as a table')[0] as HTMLElement);
  expect(rowsOf(within(money).getByRole('table', { name: 'Sales summary, Nov 1 – Nov 30, 2026' }))).toEqual([
    ['Figure', 'Amount'],
    ['Gross sales', '$1,145.00'],
    ['Discounts', '$25.00'],
    ['Net sales', '$1,120.00'],
    ['Tax', '$95.20'],
    ['Delivery fees', '$40.00'],
    ['Tips', '$60.00'],
    ['Refunds', '$15.00'],
    ['Total collected', '$1,300.20'],
    ['Average sale', '$20.00'],
  ]);
  // Gift cards apart from sales: sold, store credit given, and spent on the range's orders.
  const cards = within(money).getByRole('region', { name: 'Gift cards' });
  const figures = within(cards)
    .getAllByRole('term')
    .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
  expect(figures).toEqual([
    ['Gift cards sold', '$175.00 (3 cards)'],
    ['Store credit given', '$7.40 (1 card)'],
    ['Spent on orders', '$62.40'],
  ]);
  expect(cards.textContent).toContain('Not part of sales');
  await expectNoAxeViolations();
});

test('two dates in the wrong order are refused beside To, without asking the server', async () => {
  const api = stubInsightsApi();
  await renderInsights();
  const range = await section('Range');
  const user = userEvent.setup();
  await user.click(within(range).getByRole('radio', { name: 'Two dates' }));
  const from = within(range).getByLabelText(/^From/) as HTMLInputElement;
  const to = within(range).getByLabelText(/^To/) as HTMLInputElement;
  expect([from.value, to.value]).toEqual(['2026-11-01', '2026-11-30']);
  await user.clear(from);
  await user.type(from, '2026-11-20');
  await user.clear(to);
  await user.type(to, '2026-11-10');
  await user.click(within(range).getByRole('button', { name: 'Show These Dates' }));

  await expect.poll(() => to.getAttribute('aria-invalid')).toBe('true');
  expect(document.getElementById(`${to.id}-error`)?.textContent).toBe(TO_BEFORE_FROM);
  expect(TO_BEFORE_FROM).toBe('to must be on or after from');
  expect(document.activeElement).toBe(to);
  expect(asked(api)).toEqual(['/api/admin/insights?from=2026-11-01&to=2026-11-30']);
  await expectNoAxeViolations();

  // Put right, the two dates are asked for.
  await user.clear(to);
  await user.type(to, '2026-11-25');
  await user.click(within(range).getByRole('button', { name: 'Show These Dates' }));
  expect(await within(range).findByText('Nov 20 – Nov 25, 2026')).toBeTruthy();
  await expect
    .poll(() => asked(api))
    .toEqual([
      '/api/admin/insights?from=2026-11-01&to=2026-11-30',
      '/api/admin/insights?from=2026-11-20&to=2026-11-25',
    ]);
});

test('a range without orders says so, and a failed load offers Try Again', async () => {
  let failing = true;
  stubInsightsApi((range) => {
    if (failing) return { status: 500, json: { message: 'Something went wrong.' } };
    return { json: { ...viewOf(range), totals: totals({}), series: [], dishes: [], busyHours: [] } };
  });
  await renderInsights();
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain("We couldn't load the figures for Nov 1 – Nov 30, 2026.");
  failing = false;
  await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try Again' }));
  expect((await screen.findByText('No orders in this range')).closest('[role="status"]')).toBeTruthy();
  expect(screen.queryByRole('region', { name: 'At a glance' })).toBeNull();
  expect(screen.queryByRole('region', { name: 'Gift cards' })).toBeNull();
  expect(screen.queryByRole('region', { name: 'Catering' })).toBeNull();
  await expectNoAxeViolations();
});

test('a range of gift cards sold but no orders yet still shows the cards', async () => {
  stubInsightsApi((range) => ({
    json: {
      ...viewOf(range),
      totals: totals({ giftCardsSold: '100.00', giftCardsSoldCount: 2 }),
      series: [],
      dishes: [],
      busyHours: [],
    },
  }));
  await renderInsights();
  expect(await screen.findByText('No orders in this range')).toBeTruthy();
  const cards = screen.getByRole('region', { name: 'Gift cards' });
  expect(within(cards).getByText('Gift cards sold').nextElementSibling?.textContent).toBe('$100.00 (2 cards)');
});

test('catering shows beside the storefront, each figure against the range before, and both together', async () => {
  stubInsightsApi((range) => {
    const view = viewOf(range);
    return {
      json: {
        ...view,
        totals: {
          ...view.totals,
          cateringRequests: 3,
          cateringAccepted: 2,
          cateringEvents: 1,
          cateringRevenue: '566.97',
          collectedWithCatering: '1867.17',
        },
        previous: { ...view.previous, totals: { ...view.previous.totals, cateringRequests: 2 } },
      },
    };
  });
  await renderInsights();
  const catering = await section('Catering');
  const figure = (label: string) => {
    const term = within(catering).getByText(label, { selector: 'dt' });
    return Array.from(term.parentElement?.querySelectorAll('dd') ?? []).map((dd) => dd.textContent);
  };
  expect(figure('Requests received')).toEqual(['3', '▲+50% on the previous month']);
  expect(figure('Accepted')).toEqual(['2', 'Nothing in the previous month to compare with']);
  expect(figure('Events')).toEqual(['1', 'Nothing in the previous month to compare with']);
  expect(figure('Catering revenue')).toEqual(['$566.97', 'Nothing in the previous month to compare with']);
  expect(catering.textContent).toContain('Storefront and catering together: $1,867.17');
  // The storefront's figures say they are the storefront's.
  expect((await section('At a glance')).textContent).toContain("The storefront's orders");
  await expectNoAxeViolations();
});

test('standing orders show apart: placed, paid and revenue against the range before, and active now; none, no section', async () => {
  // This month has standing orders; last month none, and none were active then.
  stubInsightsApi((range) => {
    const view = viewOf(range);
    if (range.from !== '2026-11-01') return { json: view };
    return {
      json: {
        ...view,
        totals: { ...view.totals, standingPlaced: 6, standingPaid: 5, standingRevenue: '212.50' },
        previous: { ...view.previous, totals: { ...view.previous.totals, standingPlaced: 4, standingPaid: 4 } },
        standingActive: 3,
      },
    };
  });
  await renderInsights();
  const standing = await section('Standing orders');
  const figure = (label: string) => {
    const term = within(standing).getByText(label, { selector: 'dt' });
    return Array.from(term.parentElement?.querySelectorAll('dd') ?? []).map((dd) => dd.textContent);
  };
  expect(figure('Orders placed')).toEqual(['6', '▲+50% on the previous month']);
  expect(figure('Paid')).toEqual(['5', '▲+25% on the previous month']);
  expect(figure('Standing order revenue')).toEqual(['$212.50', 'Nothing in the previous month to compare with']);
  expect(figure('Active now')).toEqual(['3', 'Standing orders going today, whatever the range']);
  expect(standing.textContent).toContain("also among the storefront's figures, so never add the two");
  await expectNoAxeViolations();

  await userEvent.setup().click(within(await section('Range')).getByRole('radio', { name: 'Last month' }));
  // Last month's figures shown: the headline's CSV is of its range.
  await waitFor(() =>
    expect(
      screen.getByRole('link', { name: 'Download CSV of the figures at a glance' }).getAttribute('href'),
    ).toContain('from=2026-10-01'),
  );
  expect(screen.queryByRole('region', { name: 'Standing orders' })).toBeNull();
});

test('a range of catering alone, without storefront orders, still shows its figures', async () => {
  stubInsightsApi((range) => ({
    json: {
      ...viewOf(range),
      totals: totals({ cateringEvents: 1, cateringRevenue: '566.97', collectedWithCatering: '566.97' }),
      series: [],
      dishes: [],
      busyHours: [],
    },
  }));
  await renderInsights();
  expect(await screen.findByText('No orders in this range')).toBeTruthy();
  const catering = screen.getByRole('region', { name: 'Catering' });
  expect(within(catering).getByText('Catering revenue').nextElementSibling?.textContent).toBe('$566.97');
});
