import { expect, test, type Page, type Response } from '@playwright/test';
import type { FeedbackStatsView, FeedbackView } from '@/domain/api-shapes';
import type { RecentOrder } from '@/stores/storefront/recent-order';
import { expectNoAxeViolations } from './axe';
import { chooseFirstFreeTime } from './cart-steps';
import { saveScreen } from './screens';
import { PICKUP_TOTAL } from './purchase-steps';
import { seedPaidOrder } from './seeded-order';
import { gotoHydrated } from './session-fixtures';

/*
 * Rating an order and the /feedback dashboard, against the production build
 * and its real API and database. Every rating is of a paid order in the server's database (seeded
 * there, or bought through the storefront), and its review is then looked for on /feedback.
 *
 * Other specs and the other project share the server, so no test counts a whole list: each finds its
 * own review by a customer name no one else uses. Route answers are left only where a shared server
 * cannot honestly be put in the state shown (empty, still loading, failing); those tests say so.
 * Closing the popup without a rating is a component state (tests/component/feedback-popup.test.tsx).
 */

const HOUR = 60 * 60 * 1000;

let sequence = 0;
/** A customer name that is this test's alone, so its review can be found among everyone's. */
function uniqueName(name: string): string {
  sequence += 1;
  return `${name} ${test.info().project.name}-${Date.now().toString(36)}${sequence}`;
}

/**
 * Stores the recent order as the confirmation page does: once, from a page of the site (storage
 * belongs to its origin), so that after rating or dismissing nothing brings the entry back.
 */
async function seedRecentOrder(page: Page, order: RecentOrder): Promise<void> {
  await page.goto('/about');
  await page.evaluate((value) => localStorage.setItem('recentOrder', value), JSON.stringify(order));
}

/**
 * A paid order of a new customer, seeded in the server's database (how it was bought is not what
 * these tests check; the last test buys one through the storefront), remembered for the popup with
 * the order's feedback token unless another is given.
 */
async function rateableOrder(
  page: Page,
  orderType: RecentOrder['orderType'],
  firstName: string,
  rememberedToken?: string,
) {
  const customerName = uniqueName(`${firstName} Kamau`);
  const placed = await seedPaidOrder(page.request, { orderType, customerName });
  await seedRecentOrder(page, {
    id: placed.id,
    createdAt: placed.createdAt,
    customerName,
    customerEmail: placed.customerEmail,
    orderType,
    feedbackToken: rememberedToken ?? placed.feedbackToken,
  });
  return { ...placed, customerName };
}

/** An order the popup may show but that is never sent, so it needs no order on the server. */
const unsentOrder = (id: number, orderType: RecentOrder['orderType'], ageMs: number): RecentOrder => ({
  id,
  createdAt: new Date(Date.now() - ageMs).toISOString(),
  customerName: 'Wanjiru Kamau',
  customerEmail: 'wanjiru@example.com',
  orderType,
  feedbackToken: null,
});

/** The real server's answer to the popup's next POST /api/feedback. */
const feedbackAnswer = (page: Page) =>
  page.waitForResponse(
    (response) => response.url().endsWith('/api/feedback') && response.request().method() === 'POST',
  );

/** The review the server stored, from its 201 answer; the email never comes back. */
async function storedReview(answer: Promise<Response>): Promise<FeedbackView> {
  const response = await answer;
  expect(response.status()).toBe(201);
  const review = (await response.json()) as FeedbackView;
  expect(review).not.toHaveProperty('customerEmail');
  return review;
}

const storedRecentOrder = (page: Page) => page.evaluate(() => localStorage.getItem('recentOrder'));
const popup = (page: Page) => page.getByRole('dialog', { name: 'How was your order?' });
/**
 * The toast region. While the modal popup is open Radix hides the rest of the page from the
 * accessibility tree (Radix announces each toast through its own live region), so the region is
 * looked up including hidden nodes; visibility is still checked.
 */
const notifications = (page: Page) => page.getByRole('region', { name: 'Notifications', includeHidden: true });

/**
 * Opens /feedback and checks the summary cards show what the real API answered this page (other
 * tests may rate orders meanwhile, so the figures are the page's own answer, not a count of ours).
 */
async function openDashboard(page: Page): Promise<void> {
  const statsAnswer = page.waitForResponse((response) => response.url().endsWith('/api/feedback/stats'));
  await gotoHydrated(page, '/feedback');
  const stats = (await (await statsAnswer).json()) as FeedbackStatsView;
  expect(stats.totalReviews).toBeGreaterThan(0);
  const card = (title: string) => page.getByTestId('feedback-summary-card').filter({ hasText: title });
  const average = stats.averageRating.toFixed(1);
  await expect(card('Average Rating')).toHaveText(`Average Rating${average}`);
  await expect(card('Average Rating').getByRole('img', { name: `${Number(average)} out of 5 stars` })).toBeVisible();
  await expect(card('Total Reviews')).toHaveText(`Total Reviews${stats.totalReviews}`);
  const rate = Math.round((stats.recommendedCount / stats.totalReviews) * 100);
  await expect(card('Recommendation Rate')).toHaveText(`Recommendation Rate${rate}%`);
}

/** The review on /feedback: its customer, order number, stars and date (as the browser writes it). */
async function reviewOnDashboard(page: Page, review: FeedbackView, orderNumber: string) {
  const entry = page.getByTestId('feedback-entry').filter({ hasText: review.customerName });
  await expect(entry).toHaveCount(1);
  await expect(entry.getByRole('heading', { name: review.customerName })).toBeVisible();
  await expect(entry).toContainText(`Order ${orderNumber}`);
  await expect(entry.getByRole('img', { name: `${review.rating} out of 5 stars` })).toBeVisible();
  const date = await page.evaluate(
    (iso) => new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' }),
    review.createdAt,
  );
  await expect(entry.locator('time')).toHaveText(date);
  return entry;
}

test.describe('the rate-your-order popup', () => {
  test('a quick 4-star rating of a real delivery order thanks, closes, forgets the order and shows on /feedback', async ({
    page,
  }) => {
    const order = await rateableOrder(page, 'delivery', 'Wanjiru');
    await gotoHydrated(page, '/');

    const dialog = popup(page);
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(`Thanks for ordering, Wanjiru! Tell us how order ${order.orderNumber} went.`);
    const stars = dialog.getByRole('radiogroup', { name: 'Tap a star to rate your order' });
    await expect(stars.getByRole('radio')).toHaveCount(5);
    await expect(stars.getByRole('radio', { name: '1 star', exact: true })).toBeVisible();
    await saveScreen(page, test.info(), 'feedback-popup', false);

    const answer = feedbackAnswer(page);
    await stars.getByRole('radio', { name: '4 stars' }).click();
    const review = await storedReview(answer);
    expect(review).toMatchObject({
      orderId: order.id,
      customerName: order.customerName,
      rating: 4,
      isRecommended: true,
      feedbackText: null,
      foodQuality: null,
      orderAccuracy: null,
      deliveryService: null,
    });
    await expect(notifications(page).getByText('Thanks for rating us 4 stars!')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    expect(await storedRecentOrder(page)).toBeNull();

    // Rated: not offered again.
    await gotoHydrated(page, '/');
    await expect(page.getByRole('heading', { name: 'Our Menu' })).toBeVisible();
    await expect(popup(page)).toHaveCount(0);

    await openDashboard(page);
    const entry = await reviewOnDashboard(page, review, order.orderNumber);
    await expect(entry.getByRole('blockquote')).toHaveCount(0);
    await expect(entry).not.toContainText('Food quality');
    await expect(entry).toContainText('Would Recommend');
  });

  test('a rating the real API refuses says Submission Failed, resets the stars and keeps asking', async ({ page }) => {
    // A real order, remembered with a token that is not the order's: the API answers 404.
    // `netlify serve` retries a function's 403 or 404 at four other paths (.html, .htm, index
    // pages), so on the e2e server each refusal counts five times against the per-address limit of
    // such misses (20 an hour), which every spec shares: hence one real refusal per test.
    await rateableOrder(page, 'pickup', 'Wanjiru', 'not-this-orders-token');
    await gotoHydrated(page, '/');
    const dialog = popup(page);
    const stars = dialog.getByRole('radiogroup', { name: 'Tap a star to rate your order' });

    const answer = feedbackAnswer(page);
    await stars.getByRole('radio', { name: '5 stars' }).click();
    expect((await answer).status()).toBe(404);
    await expect(notifications(page).getByText('Submission Failed', { exact: true })).toBeVisible();
    await expect(notifications(page).getByText('Please try again later.')).toBeVisible();
    await expect(dialog).toBeVisible();
    await expect(stars.getByRole('radio', { checked: true })).toHaveCount(0);
    expect(await storedRecentOrder(page)).not.toBeNull();

    // The full form's overall stars start over too, whatever the failure: a server error there is
    // tests/component/feedback-popup.test.tsx.
  });

  test('an order rated already (on the real API) says so, closes and is not offered again', async ({ page }) => {
    const order = await rateableOrder(page, 'pickup', 'Njeri');
    const earlier = await page.request.post('/api/feedback', {
      data: { orderId: order.id, customerName: order.customerName, feedbackToken: order.feedbackToken, rating: 5 },
    });
    expect(earlier.status()).toBe(201);

    await gotoHydrated(page, '/');
    const answer = feedbackAnswer(page);
    await popup(page)
      .getByRole('radiogroup', { name: 'Tap a star to rate your order' })
      .getByRole('radio', { name: '2 stars' })
      .click();
    expect((await answer).status()).toBe(409);
    await expect(notifications(page).getByText('Already Rated', { exact: true })).toBeVisible();
    await expect(notifications(page).getByText('This order has already been rated')).toBeVisible();
    await expect(popup(page)).toHaveCount(0);
    expect(await storedRecentOrder(page)).toBeNull();
  });

  test('an order over 24 hours old is not offered, is removed, and the popup code is never loaded', async ({
    page,
  }) => {
    await seedRecentOrder(page, unsentOrder(4102, 'delivery', 25 * HOUR));
    const popupCode: string[] = [];
    page.on('request', (request) => {
      if (/feedback-popup|feedback-form|star-rating/.test(request.url())) popupCode.push(request.url());
    });
    await gotoHydrated(page, '/');
    await expect.poll(() => storedRecentOrder(page)).toBeNull();
    await expect(page.getByRole('heading', { name: 'Our Menu' })).toBeVisible();
    await expect(popup(page)).toHaveCount(0);
    expect(popupCode).toEqual([]);
  });

  test('the keyboard rates a real pickup order with the arrow keys and Enter', async ({ page }) => {
    const order = await rateableOrder(page, 'pickup', 'Akinyi');
    let posts = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/feedback') && request.method() === 'POST') posts += 1;
    });
    await gotoHydrated(page, '/');
    const stars = popup(page).getByRole('radiogroup', { name: 'Tap a star to rate your order' });
    await stars.getByRole('radio', { name: '1 star', exact: true }).focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    // Moving through the stars chooses without sending.
    await expect(stars.getByRole('radio', { name: '3 stars' })).toBeChecked();
    await expect(popup(page).getByRole('button', { name: 'Send 3-star rating' })).toBeVisible();
    expect(posts).toBe(0);

    const answer = feedbackAnswer(page);
    await page.keyboard.press('Enter');
    expect(await storedReview(answer)).toMatchObject({
      orderId: order.id,
      rating: 3,
      isRecommended: false,
      deliveryService: null,
    });
    await expect(notifications(page).getByText('Thanks for rating us 3 stars!')).toBeVisible();
    await expect(popup(page)).toHaveCount(0);
    expect(posts).toBe(1);
  });

  test('the full form for a real delivery order: Rating Required without stars, then every answer, shown on /feedback @desktop', async ({
    page,
  }) => {
    const order = await rateableOrder(page, 'delivery', 'Otieno');
    let posts = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/feedback') && request.method() === 'POST') posts += 1;
    });
    await gotoHydrated(page, '/');
    const dialog = popup(page);
    await dialog.getByRole('button', { name: 'Tell us more' }).click();

    await expect(dialog.getByRole('radiogroup', { name: 'Delivery service' })).toBeVisible();
    await dialog.getByLabel('Comments (optional)').fill('  The chapatis were still warm!  ');
    await dialog.getByRole('button', { name: 'Submit Feedback' }).click();
    await expect(notifications(page).getByText('Rating Required', { exact: true })).toBeVisible();
    await expect(notifications(page).getByText('Please provide an overall rating before submitting.')).toBeVisible();
    const overall = dialog.getByRole('radiogroup', { name: 'Overall rating' });
    await expect(overall).toHaveAttribute('aria-invalid', 'true');
    await expect(overall.getByRole('radio', { name: '1 star', exact: true })).toBeFocused();
    expect(posts).toBe(0);
    await saveScreen(page, test.info(), 'feedback-popup-form', false);

    await overall.getByRole('radio', { name: '5 stars' }).click();
    await dialog.getByRole('radiogroup', { name: 'Food quality' }).getByRole('radio', { name: '4 stars' }).click();
    await dialog.getByRole('radiogroup', { name: 'Order accuracy' }).getByRole('radio', { name: '5 stars' }).click();
    await dialog.getByRole('radiogroup', { name: 'Delivery service' }).getByRole('radio', { name: '3 stars' }).click();
    await dialog
      .getByRole('radiogroup', { name: 'Would you recommend us to a friend?' })
      .getByRole('radio', { name: 'Yes' })
      .click();
    const answer = feedbackAnswer(page);
    await dialog.getByRole('button', { name: 'Submit Feedback' }).click();

    const review = await storedReview(answer);
    expect(review).toMatchObject({
      orderId: order.id,
      customerName: order.customerName,
      rating: 5,
      feedbackText: 'The chapatis were still warm!',
      foodQuality: 4,
      orderAccuracy: 5,
      deliveryService: 3,
      isRecommended: true,
    });
    await expect(notifications(page).getByText('Thank You!', { exact: true })).toBeVisible();
    await expect(notifications(page).getByText('Your feedback has been submitted successfully.')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    expect(await storedRecentOrder(page)).toBeNull();

    await openDashboard(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Customer Feedback');
    await expect(page.getByRole('heading', { name: 'Recent Feedback' })).toBeVisible();
    const entry = await reviewOnDashboard(page, review, order.orderNumber);
    await expect(entry.getByRole('blockquote')).toHaveText('“The chapatis were still warm!”');
    await expect(entry).toContainText('Food quality:4/5');
    await expect(entry).toContainText('Order accuracy:5/5');
    await expect(entry).toContainText('Delivery service:3/5');
    await expect(entry).toContainText('Would Recommend');
    await expect(entry).not.toContainText('Would Not Recommend');
    await expectNoAxeViolations(page);
    await saveScreen(page, test.info(), 'feedback-dashboard');
  });

  test('the full form for a real pickup order has no delivery service score, and shows on /feedback', async ({
    page,
  }) => {
    const order = await rateableOrder(page, 'pickup', 'Achieng');
    await gotoHydrated(page, '/');
    const dialog = popup(page);
    await dialog.getByRole('button', { name: 'Tell us more' }).click();
    await expect(dialog.getByRole('radiogroup', { name: 'Food quality' })).toBeVisible();
    await expect(dialog.getByRole('radiogroup', { name: 'Order accuracy' })).toBeVisible();
    await expect(dialog.getByRole('radiogroup', { name: 'Delivery service' })).toHaveCount(0);

    await dialog.getByRole('radiogroup', { name: 'Overall rating' }).getByRole('radio', { name: '2 stars' }).click();
    await dialog.getByRole('radiogroup', { name: 'Order accuracy' }).getByRole('radio', { name: '3 stars' }).click();
    await dialog
      .getByRole('radiogroup', { name: 'Would you recommend us to a friend?' })
      .getByRole('radio', { name: 'No' })
      .click();
    const answer = feedbackAnswer(page);
    await dialog.getByRole('button', { name: 'Submit Feedback' }).click();
    // The server refuses a delivery score on a pickup order, so this 201 also says none was sent.
    const review = await storedReview(answer);
    expect(review).toMatchObject({
      orderId: order.id,
      rating: 2,
      orderAccuracy: 3,
      foodQuality: null,
      deliveryService: null,
    });
    await expect(notifications(page).getByText('Thank You!', { exact: true })).toBeVisible();

    await openDashboard(page);
    const entry = await reviewOnDashboard(page, review, order.orderNumber);
    await expect(entry).toContainText('Order accuracy:3/5');
    await expect(entry).not.toContainText('Food quality');
    await expect(entry).not.toContainText('Delivery service');
    await expect(entry.getByRole('blockquote')).toHaveCount(0);
    await expect(entry).toContainText('Would Not Recommend');
  });
});

test('bought from the home page: back home after the confirmation, the popup rates that very order', async ({
  page,
}) => {
  test.slow(true, 'the whole purchase is walked in the browser: that order is the one the popup must rate');
  const customerName = uniqueName('Chebet Wambui');
  await gotoHydrated(page, '/');
  await page.getByTestId('order-type').getByText('Pickup', { exact: true }).click();
  const beef = page
    .getByTestId('product-card')
    .filter({ has: page.getByRole('heading', { name: 'Beef Samosa', exact: true }) });
  await beef.getByLabel('Quantity').selectOption('20');
  await beef.getByRole('button', { name: 'Add to Cart' }).click();
  await page.getByRole('button', { name: 'View Cart (20 items) $38.00' }).click();
  const sheet = page.getByRole('dialog', { name: 'Your Order' });
  await sheet.getByLabel('Name').fill(customerName);
  await sheet.getByLabel('Phone').fill('913-555-0142');
  await sheet.getByLabel('Email').fill(`rater-${Date.now().toString(36)}-${process.pid}@example.com`);
  await chooseFirstFreeTime(sheet);
  await sheet.getByRole('button', { name: 'Proceed to Payment' }).click();
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM / YY)').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: `Pay ${PICKUP_TOTAL}` }).click();

  await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible();
  const orderNumber = (await page.getByTestId('order-number').textContent()) ?? '';
  expect(orderNumber).toMatch(/^KBT-\d+$/);
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL('/');

  const dialog = popup(page);
  await expect(dialog).toContainText(`Thanks for ordering, Chebet! Tell us how order ${orderNumber} went.`);
  const answer = feedbackAnswer(page);
  await dialog
    .getByRole('radiogroup', { name: 'Tap a star to rate your order' })
    .getByRole('radio', { name: '5 stars' })
    .click();
  const review = await storedReview(answer);
  expect(review).toMatchObject({
    orderId: Number(orderNumber.slice('KBT-'.length)),
    customerName,
    rating: 5,
    isRecommended: true,
  });
  await expect(notifications(page).getByText('Thanks for rating us 5 stars!')).toBeVisible();
  await expect(dialog).toHaveCount(0);

  await openDashboard(page);
  await expect(await reviewOnDashboard(page, review, orderNumber)).toContainText('Would Recommend');
});

// /feedback with no reviews at all, loading and failing: tests/component/feedback-dashboard.test.tsx.
