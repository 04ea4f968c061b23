import { expect, test, type Page, type Route } from '@playwright/test';
import type { FeedbackView } from '@/stores/feedback';
import { expectNoAxeViolations } from './axe';
import { gotoHydrated } from './session-fixtures';

/*
 * Rating an order (SPEC.md §2, §4, §5, §8) and the /feedback dashboard, against the production build.
 *
 * The server accepts a rating only for an order that exists in its database (and, when the order
 * has an email, only with that email). Orders come from card payments, and the e2e server offers no
 * supported way to create one yet, so a successful submission is answered by `page.route` (each such
 * test says so in its name), and the dashboard's filled state is served from what those answers
 * stored. The failure path goes to the real API, which refuses an order it does not know.
 */

const HOUR = 60 * 60 * 1000;

interface SeededOrder {
  id: number;
  orderType: 'pickup' | 'delivery';
  ageMs: number;
}

/**
 * Stores the recent order as the confirmation page does, once per tab: the init script runs on
 * every navigation, and after rating or dismissing a reload must not bring the entry back.
 */
async function seedRecentOrder(page: Page, order: SeededOrder): Promise<void> {
  await page.addInitScript(
    ({ id, orderType, ageMs }) => {
      if (sessionStorage.getItem('e2e-seeded')) return;
      sessionStorage.setItem('e2e-seeded', '1');
      const createdAt = new Date(Date.now() - ageMs).toISOString();
      const recentOrder = { id, createdAt, customerName: 'Wanjiru Kamau', customerEmail: 'wanjiru@example.com', orderType };
      localStorage.setItem('recentOrder', JSON.stringify(recentOrder));
    },
    order,
  );
}

/** The real server's answer to the popup's next POST /api/feedback. */
const feedbackAnswer = (page: Page) =>
  page.waitForResponse((response) => response.url().endsWith('/api/feedback') && response.request().method() === 'POST');

const storedRecentOrder = (page: Page) => page.evaluate(() => localStorage.getItem('recentOrder'));
const popup = (page: Page) => page.getByRole('dialog', { name: 'How was your order?' });
/**
 * The toast region. While the modal popup is open Radix hides the rest of the page from the
 * accessibility tree (Radix announces each toast through its own live region), so the region is
 * looked up including hidden nodes; visibility is still checked.
 */
const notifications = (page: Page) => page.getByRole('region', { name: 'Notifications', includeHidden: true });


/** What the popup posts for the seeded customer, given the order and the answers that differ. */
const submission = (orderId: number, answers: Record<string, unknown>) => ({
  orderId,
  customerName: 'Wanjiru Kamau',
  customerEmail: 'wanjiru@example.com',
  feedbackText: null,
  foodQuality: null,
  orderAccuracy: null,
  ...answers,
});

/**
 * Stands in for /api/feedback and /api/feedback/stats: POST stores what the popup sent (as the
 * server would, without the email), GET lists it newest first, stats are computed from it.
 */
async function fakeFeedbackApi(page: Page, existing: FeedbackView[] = []) {
  const entries = [...existing];
  const posted: Array<Record<string, unknown>> = [];
  await page.route('**/api/feedback', async (route: Route) => {
    const request = route.request();
    if (request.method() !== 'POST') return route.fulfill({ json: entries });
    const body = request.postDataJSON() as Record<string, unknown>;
    posted.push(body);
    const entry: FeedbackView = {
      id: entries.length + 1,
      customerName: String(body['customerName']),
      orderId: Number(body['orderId']),
      rating: Number(body['rating']),
      feedbackText: (body['feedbackText'] as string | null) ?? null,
      foodQuality: (body['foodQuality'] as number | null) ?? null,
      orderAccuracy: (body['orderAccuracy'] as number | null) ?? null,
      deliveryService: (body['deliveryService'] as number | null) ?? null,
      isRecommended: (body['isRecommended'] as boolean | null) ?? null,
      createdAt: new Date().toISOString(),
    };
    entries.unshift(entry);
    return route.fulfill({ status: 201, json: entry });
  });
  await page.route('**/api/feedback/stats', (route) => {
    const total = entries.length;
    const sum = entries.reduce((all, entry) => all + entry.rating, 0);
    return route.fulfill({
      json: {
        averageRating: total === 0 ? 0 : Math.round((sum / total) * 10) / 10,
        totalReviews: total,
        recommendedCount: entries.filter((entry) => entry.isRecommended).length,
      },
    });
  });
  return posted;
}

/** For a person to look at (phone and desktop); the popup is shot as the screen shows it. */
async function screenshot(page: Page, name: string, fullPage = true): Promise<void> {
  const project = test.info().project.name;
  await page.screenshot({ path: `test-results/screens/${project}-${name}.png`, fullPage });
}

test.describe('the rate-your-order popup', () => {
  test('a quick 4-star rating (POST answered by page.route) thanks, closes, forgets the order and shows on /feedback', async ({
    page,
  }) => {
    await seedRecentOrder(page, { id: 4101, orderType: 'delivery', ageMs: 2 * HOUR });
    const posted = await fakeFeedbackApi(page);
    await gotoHydrated(page, '/');

    const dialog = popup(page);
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Thanks for ordering, Wanjiru! Tell us how order KBT-4101 went.');
    const stars = dialog.getByRole('radiogroup', { name: 'Tap a star to rate your order' });
    await expect(stars.getByRole('radio')).toHaveCount(5);
    await expect(stars.getByRole('radio', { name: '1 star', exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    await screenshot(page, 'popup', false);

    await stars.getByRole('radio', { name: '4 stars' }).click();
    await expect(notifications(page).getByText('Thanks for rating us 4 stars!')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    expect(await storedRecentOrder(page)).toBeNull();
    // A delivery order: the delivery score is sent, as not given.
    expect(posted).toEqual([submission(4101, { rating: 4, isRecommended: true, deliveryService: null })]);

    // Rated: not offered again.
    await gotoHydrated(page, '/');
    await expect(page.getByRole('heading', { name: 'Our Menu' })).toBeVisible();
    await expect(popup(page)).toHaveCount(0);

    await gotoHydrated(page, '/feedback');
    const cards = page.getByTestId('feedback-summary-card');
    await expect(cards.filter({ hasText: 'Average Rating' })).toContainText('4.0');
    await expect(cards.filter({ hasText: 'Average Rating' }).getByRole('img', { name: '4 out of 5 stars' })).toBeVisible();
    await expect(cards.filter({ hasText: 'Total Reviews' })).toContainText('1');
    await expect(cards.filter({ hasText: 'Recommendation Rate' })).toContainText('100%');
    const entry = page.getByTestId('feedback-entry');
    await expect(entry).toHaveCount(1);
    await expect(entry).toContainText('Wanjiru Kamau');
    await expect(entry).toContainText('Order KBT-4101');
    await expect(entry.getByRole('img', { name: '4 out of 5 stars' })).toBeVisible();
    await expect(entry).toContainText('Would Recommend');
  });

  test('a rating the real API refuses says Submission Failed, resets the stars and keeps asking', async ({ page }) => {
    // Order 999999 does not exist on the e2e server: the API answers 404.
    await seedRecentOrder(page, { id: 999_999, orderType: 'pickup', ageMs: HOUR });
    await gotoHydrated(page, '/');
    const dialog = popup(page);
    const stars = dialog.getByRole('radiogroup', { name: 'Tap a star to rate your order' });

    let answer = feedbackAnswer(page);
    await stars.getByRole('radio', { name: '5 stars' }).click();
    expect((await answer).status()).toBe(404);
    await expect(notifications(page).getByText('Submission Failed', { exact: true })).toBeVisible();
    await expect(notifications(page).getByText('Please try again later.')).toBeVisible();
    await expect(dialog).toBeVisible();
    await expect(stars.getByRole('radio', { checked: true })).toHaveCount(0);
    expect(await storedRecentOrder(page)).not.toBeNull();

    // The full form's overall stars start over too.
    await dialog.getByRole('button', { name: 'Tell us more' }).click();
    const overall = dialog.getByRole('radiogroup', { name: 'Overall rating' });
    await overall.getByRole('radio', { name: '3 stars' }).click();
    answer = feedbackAnswer(page);
    await dialog.getByRole('button', { name: 'Submit Feedback' }).click();
    expect((await answer).status()).toBe(404);
    await expect(notifications(page).getByText('Submission Failed', { exact: true })).toBeVisible();
    await expect(overall.getByRole('radio', { checked: true })).toHaveCount(0);
    await expect(dialog).toBeVisible();
  });

  test('an order over 24 hours old is not offered, is removed, and the popup code is never loaded', async ({ page }) => {
    await seedRecentOrder(page, { id: 4102, orderType: 'delivery', ageMs: 25 * HOUR });
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

  test('closing the popup, with Escape or Not now, forgets the order', async ({ page }) => {
    await seedRecentOrder(page, { id: 4103, orderType: 'pickup', ageMs: HOUR });
    await gotoHydrated(page, '/');
    await expect(popup(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(popup(page)).toHaveCount(0);
    expect(await storedRecentOrder(page)).toBeNull();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Our Menu' })).toBeVisible();
    await expect(popup(page)).toHaveCount(0);
  });

  test('Not now forgets the order too', async ({ page }) => {
    await seedRecentOrder(page, { id: 4104, orderType: 'pickup', ageMs: HOUR });
    await gotoHydrated(page, '/');
    await popup(page).getByRole('button', { name: 'Not now' }).click();
    await expect(popup(page)).toHaveCount(0);
    expect(await storedRecentOrder(page)).toBeNull();
  });

  test('the keyboard rates with the arrow keys and Enter (POST answered by page.route)', async ({ page }) => {
    await seedRecentOrder(page, { id: 4105, orderType: 'pickup', ageMs: HOUR });
    const posted = await fakeFeedbackApi(page);
    await gotoHydrated(page, '/');
    const stars = popup(page).getByRole('radiogroup', { name: 'Tap a star to rate your order' });
    await stars.getByRole('radio', { name: '1 star', exact: true }).focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    // Moving through the stars chooses without sending.
    await expect(stars.getByRole('radio', { name: '3 stars' })).toBeChecked();
    await expect(popup(page).getByRole('button', { name: 'Send 3-star rating' })).toBeVisible();
    expect(posted).toEqual([]);

    await page.keyboard.press('Enter');
    await expect(notifications(page).getByText('Thanks for rating us 3 stars!')).toBeVisible();
    await expect(popup(page)).toHaveCount(0);
    expect(posted).toMatchObject([{ orderId: 4105, rating: 3, isRecommended: false }]);
  });

  test('the full form for a delivery order: Rating Required without stars, then every answer sent (POST answered by page.route)', async ({
    page,
  }) => {
    await seedRecentOrder(page, { id: 4106, orderType: 'delivery', ageMs: 23 * HOUR });
    const posted = await fakeFeedbackApi(page);
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
    expect(posted).toEqual([]);
    await expectNoAxeViolations(page);
    await screenshot(page, 'popup-form', false);

    await overall.getByRole('radio', { name: '5 stars' }).click();
    await dialog.getByRole('radiogroup', { name: 'Food quality' }).getByRole('radio', { name: '4 stars' }).click();
    await dialog.getByRole('radiogroup', { name: 'Order accuracy' }).getByRole('radio', { name: '5 stars' }).click();
    await dialog.getByRole('radiogroup', { name: 'Delivery service' }).getByRole('radio', { name: '3 stars' }).click();
    await dialog.getByRole('radiogroup', { name: 'Would you recommend us to a friend?' }).getByRole('radio', { name: 'Yes' }).click();
    await dialog.getByRole('button', { name: 'Submit Feedback' }).click();

    await expect(notifications(page).getByText('Thank You!', { exact: true })).toBeVisible();
    await expect(notifications(page).getByText('Your feedback has been submitted successfully.')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    expect(await storedRecentOrder(page)).toBeNull();
    expect(posted).toEqual([
      submission(4106, {
        rating: 5,
        feedbackText: 'The chapatis were still warm!',
        isRecommended: true,
        foodQuality: 4,
        orderAccuracy: 5,
        deliveryService: 3,
      }),
    ]);
  });

  test('the full form for a pickup order has no delivery service score (POST answered by page.route)', async ({ page }) => {
    await seedRecentOrder(page, { id: 4107, orderType: 'pickup', ageMs: HOUR });
    const posted = await fakeFeedbackApi(page);
    await gotoHydrated(page, '/');
    const dialog = popup(page);
    await dialog.getByRole('button', { name: 'Tell us more' }).click();
    await expect(dialog.getByRole('radiogroup', { name: 'Food quality' })).toBeVisible();
    await expect(dialog.getByRole('radiogroup', { name: 'Order accuracy' })).toBeVisible();
    await expect(dialog.getByRole('radiogroup', { name: 'Delivery service' })).toHaveCount(0);

    await dialog.getByRole('radiogroup', { name: 'Overall rating' }).getByRole('radio', { name: '2 stars' }).click();
    await dialog.getByRole('radiogroup', { name: 'Would you recommend us to a friend?' }).getByRole('radio', { name: 'No' }).click();
    await dialog.getByRole('button', { name: 'Submit Feedback' }).click();
    await expect(notifications(page).getByText('Thank You!', { exact: true })).toBeVisible();
    // No deliveryService key at all for a pickup order.
    expect(posted).toEqual([submission(4107, { rating: 2, isRecommended: false })]);
  });
});

const REVIEWS: FeedbackView[] = [
  {
    id: 2,
    customerName: 'Otieno Mwangi',
    orderId: 57,
    rating: 5,
    feedbackText: 'Best beef samosas in Kansas City.',
    foodQuality: 5,
    orderAccuracy: 4,
    deliveryService: 5,
    isRecommended: true,
    createdAt: '2025-06-14T12:00:00.000Z',
  },
  {
    id: 1,
    customerName: 'Achieng Njeri',
    orderId: 12,
    rating: 2,
    feedbackText: null,
    foodQuality: null,
    orderAccuracy: null,
    deliveryService: null,
    isRecommended: null,
    createdAt: '2025-05-03T12:00:00.000Z',
  },
  {
    id: 3,
    customerName: 'Kamau Ruto',
    orderId: 61,
    rating: 4,
    feedbackText: 'Tasty, but the order was late.',
    foodQuality: 4,
    orderAccuracy: null,
    deliveryService: null,
    isRecommended: false,
    createdAt: '2025-06-20T12:00:00.000Z',
  },
];

test.describe('/feedback', () => {
  test('shows the summary cards and each review with its details (answers from page.route)', async ({ page }) => {
    await fakeFeedbackApi(page, REVIEWS);
    await gotoHydrated(page, '/feedback');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Customer Feedback');

    const cards = page.getByTestId('feedback-summary-card');
    // (5 + 2 + 4) / 3 = 3.7; 1 of 3 recommended = 33%.
    await expect(cards.filter({ hasText: 'Average Rating' })).toContainText('3.7');
    await expect(cards.filter({ hasText: 'Total Reviews' })).toContainText('3');
    await expect(cards.filter({ hasText: 'Recommendation Rate' })).toContainText('33%');
    await expect(page.getByRole('heading', { name: 'Recent Feedback' })).toBeVisible();

    const entries = page.getByTestId('feedback-entry');
    await expect(entries).toHaveCount(3);
    const otieno = entries.filter({ hasText: 'Otieno Mwangi' });
    await expect(otieno).toContainText('Order KBT-57');
    await expect(otieno).toContainText('Jun 14, 2025');
    await expect(otieno).toContainText('“Best beef samosas in Kansas City.”');
    await expect(otieno.getByRole('img', { name: '5 out of 5 stars' })).toBeVisible();
    await expect(otieno).toContainText('Food quality:5/5');
    await expect(otieno).toContainText('Order accuracy:4/5');
    await expect(otieno).toContainText('Delivery service:5/5');
    await expect(otieno).toContainText('Would Recommend');

    const achieng = entries.filter({ hasText: 'Achieng Njeri' });
    await expect(achieng).toContainText('May 3, 2025');
    await expect(achieng.getByRole('img', { name: '2 out of 5 stars' })).toBeVisible();
    await expect(achieng.getByRole('blockquote')).toHaveCount(0);
    await expect(achieng).not.toContainText('Food quality');
    await expect(achieng).not.toContainText('Recommend');

    const kamau = entries.filter({ hasText: 'Kamau Ruto' });
    await expect(kamau).toContainText('Food quality:4/5');
    await expect(kamau).not.toContainText('Order accuracy');
    await expect(kamau).toContainText('Would Not Recommend');

    await expectNoAxeViolations(page);
    await screenshot(page, 'dashboard');
  });

  test('shows the real API figures (answers from the e2e server)', async ({ page }) => {
    const stats = (await (await page.request.get('/api/feedback/stats')).json()) as { totalReviews: number };
    await gotoHydrated(page, '/feedback');
    await expect(page.getByTestId('feedback-summary-card').filter({ hasText: 'Total Reviews' })).toContainText(
      String(stats.totalReviews),
    );
    await expect(page.getByRole('heading', { name: 'Recent Feedback' })).toBeVisible();
  });

  test("says 'No feedback received yet' when there is none (answers from page.route)", async ({ page }) => {
    await fakeFeedbackApi(page);
    await gotoHydrated(page, '/feedback');
    await expect(page.getByText('No feedback received yet')).toBeVisible();
    const cards = page.getByTestId('feedback-summary-card');
    await expect(cards.filter({ hasText: 'Average Rating' })).toContainText('0.0');
    await expect(cards.filter({ hasText: 'Total Reviews' })).toContainText('0');
    await expect(cards.filter({ hasText: 'Recommendation Rate' })).toContainText('0%');
    await expectNoAxeViolations(page);
  });

  test('shows skeletons while loading, and an error with Try again when the API fails (answers from page.route)', async ({
    page,
  }) => {
    let failing = true;
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/feedback', async (route) => {
      await held;
      await route.fulfill(failing ? { status: 500, json: { message: 'Database unavailable' } } : { json: REVIEWS });
    });
    await page.route('**/api/feedback/stats', (route) =>
      route.fulfill({ json: { averageRating: 3.7, totalReviews: 3, recommendedCount: 1 } }),
    );

    await page.goto('/feedback');
    await expect(page.getByRole('status', { name: 'Loading feedback' })).toBeVisible();
    await expect(page.getByTestId('feedback-skeleton')).toBeVisible();
    await expectNoAxeViolations(page);
    release();

    const alert = page.getByRole('alert').filter({ hasText: "We couldn't load the feedback" });
    await expect(alert).toBeVisible();
    await expectNoAxeViolations(page);
    failing = false;
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByTestId('feedback-entry')).toHaveCount(3);
    await expect(alert).toHaveCount(0);
  });
});
