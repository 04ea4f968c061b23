import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { GIFT_CARD_AMOUNT_INVALID } from '@/domain/gift-cards/gift-card-terms';
import {
  DISABLE_REASON_MISSING,
  STORE_CREDIT_AMOUNT_INVALID,
  STORE_CREDIT_REASON_MISSING,
} from '@/domain/schemas/gift-card';
import type { GiftCard } from '@/stores/admin/gift-cards/gift-cards';
import { stubApi, type StubAnswer } from './support/api-stub';
import { expectNoAxeViolations } from './support/axe';
import { descriptionOf } from './support/described-by';
import { carrySessionHint, sessionUser } from './support/session';

/*
 * The owner's gift cards at /admin/gift-cards: the cards with what the shop owes, store credit and
 * disabling a card. The server stands in as a stub; what it stores and refuses is checked against
 * the real functions in tests/integration/gift-cards-admin.test.ts.
 */

const ADMIN = sessionUser({ isAdmin: true, firstName: 'Owner', email: 'admin@kenyanbites.local' });

const BOUGHT: GiftCard = {
  id: 1,
  last4: '2BNC',
  kind: 'purchase',
  amount: '50.00',
  balance: '12.60',
  buyer: { name: 'Amina Otieno', email: 'amina@example.com' },
  recipient: { name: 'Wanjiru', email: 'wanjiru@example.com' },
  reason: null,
  sendOn: '2026-12-01',
  issuedAt: '2026-12-01T15:00:00.000Z',
  lastUsedAt: '2026-12-06T05:30:00.000Z',
  disabledAt: null,
  disabledReason: null,
};

const CREDIT: GiftCard = {
  ...BOUGHT,
  id: 2,
  last4: 'Q7XM',
  kind: 'credit',
  amount: '7.40',
  balance: '7.40',
  buyer: null,
  recipient: { name: 'Achieng', email: 'achieng@example.com' },
  reason: 'Your order came late',
  lastUsedAt: null,
};

async function renderGiftCardsPage() {
  const [{ default: GiftCards }, { default: Toaster }] = await Promise.all([
    import('@/islands/admin/gift-cards/gift-cards'),
    import('@/islands/shell/toaster/toaster'),
  ]);
  render(
    <>
      <GiftCards />
      <Toaster />
    </>,
  );
  return userEvent.setup();
}

function stubCardsApi(cards: GiftCard[], routes: Record<string, (call: { body: unknown }) => StubAnswer> = {}) {
  carrySessionHint();
  return stubApi({
    '/api/auth/user': { json: ADMIN },
    'GET /api/admin/gift-cards': { json: { cards, outstanding: '20.00' } },
    'GET /api/admin/gift-card-presets': { json: { amounts: ['25.00', '50.00', '100.00'] } },
    ...routes,
  });
}

const cardOf = async (last4: string) => {
  const list = await screen.findByRole('list', { name: 'Cards' });
  const item = within(list)
    .getAllByRole('listitem')
    .find((candidate) => within(candidate).queryByRole('heading', { name: new RegExp(`Card ending ${last4}`) }));
  if (!item) throw new Error(`no card ending ${last4}`);
  return item;
};

test('each card shows its balance of its amount, for whom, from whom, and when; the total owed above', async () => {
  stubCardsApi([CREDIT, BOUGHT]);
  await renderGiftCardsPage();
  expect((await screen.findByText('Owed on every card')).nextElementSibling?.textContent).toBe('$20.00');
  expect(screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe(
    '/api/admin/gift-cards?format=csv',
  );

  const bought = await cardOf('2BNC');
  expect(bought.textContent).toContain('$12.60 of $50.00');
  expect(bought.textContent).toContain('Wanjiru · wanjiru@example.com');
  expect(bought.textContent).toContain('Amina Otieno · amina@example.com');
  // Last used at 11:30 PM on Dec 5 in Kansas City.
  expect(bought.textContent).toContain('Last usedDec 5, 2026');

  const credit = await cardOf('Q7XM');
  expect(credit.textContent).toContain('store credit');
  expect(credit.textContent).toContain('ReasonYour order came late');
  expect(credit.textContent).toContain('Last usedNot yet');
  await expectNoAxeViolations();
});

test('with no cards yet, the page says where they will come from', async () => {
  stubCardsApi([]);
  await renderGiftCardsPage();
  expect(await screen.findByText('No gift cards yet. Store credit you give shows here.')).toBeTruthy();
});

test('store credit: each problem beside its field, then sent, the toast, and the focus back on the button', async () => {
  const api = stubCardsApi([], {
    'POST /api/admin/gift-cards': () => ({ status: 201, json: CREDIT }),
  });
  const user = await renderGiftCardsPage();
  await user.click(await screen.findByRole('button', { name: 'Give Store Credit' }));
  const form = screen.getByRole('region', { name: 'Give store credit' });
  await user.click(within(form).getByRole('button', { name: 'Send Credit' }));
  expect(descriptionOf(within(form).getByLabelText(/Amount/))).toContain(STORE_CREDIT_AMOUNT_INVALID);
  expect(descriptionOf(within(form).getByLabelText(/Reason/))).toContain(STORE_CREDIT_REASON_MISSING);
  expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);

  await user.type(within(form).getByLabelText(/e-mail/), 'achieng@example.com');
  await user.type(within(form).getByLabelText(/Amount/), '7.40');
  await user.type(within(form).getByLabelText(/Reason/), 'Your order came late');
  await user.click(within(form).getByRole('button', { name: 'Send Credit' }));
  expect(await screen.findByText('The card ending Q7XM is on its way to the customer.')).toBeTruthy();
  expect(api.calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
    { email: 'achieng@example.com', name: '', amount: '7.40', reason: 'Your order came late' },
  ]);
  const button = await screen.findByRole('button', { name: 'Give Store Credit' });
  await expect.poll(() => document.activeElement).toBe(button);
});

test('disabling a card asks its reason in place; a card on hold can be enabled again', async () => {
  const api = stubCardsApi(
    [BOUGHT, { ...CREDIT, disabledAt: '2026-12-06T18:00:00.000Z', disabledReason: 'Reported lost' }],
    {
      'PATCH /api/admin/gift-cards/1': () => ({ json: BOUGHT }),
      'PATCH /api/admin/gift-cards/2': () => ({ json: CREDIT }),
    },
  );
  const user = await renderGiftCardsPage();
  const bought = await cardOf('2BNC');
  await user.click(within(bought).getByRole('button', { name: 'Disable the card ending 2BNC' }));
  const reason = within(bought).getByLabelText('Why disable the card ending 2BNC?');
  expect(document.activeElement).toBe(reason);
  await user.click(within(bought).getByRole('button', { name: 'Disable Card' }));
  expect(descriptionOf(reason)).toContain(DISABLE_REASON_MISSING);
  await user.type(reason, 'Reported stolen');
  await user.click(within(bought).getByRole('button', { name: 'Disable Card' }));
  expect(await screen.findByText('Card Disabled')).toBeTruthy();

  const held = await cardOf('Q7XM');
  expect(held.textContent).toContain('Disabled Dec 6, 2026: Reported lost');
  await user.click(within(held).getByRole('button', { name: 'Enable the card ending Q7XM' }));
  expect(await screen.findByText('Card Enabled')).toBeTruthy();
  expect(api.calls.filter((call) => call.method === 'PATCH').map((call) => [call.path, call.body])).toEqual([
    ['/api/admin/gift-cards/1', { disabled: true, reason: 'Reported stolen' }],
    ['/api/admin/gift-cards/2', { disabled: false }],
  ]);
});

test("the gift cards page's amounts: the ones offered now, a box at fault refused beside it, then saved", async () => {
  const api = stubCardsApi([], {
    'PUT /api/admin/gift-card-presets': () => ({ json: { amounts: ['20.00', '40.00', '75.00'] } }),
  });
  const user = await renderGiftCardsPage();
  const section = await screen.findByRole('region', { name: 'Amounts on the gift cards page' });
  const box = (place: number) => within(section).getByLabelText(`Amount ${place}`) as HTMLInputElement;
  await within(section).findByLabelText('Amount 1');
  expect([1, 2, 3, 4].map((place) => box(place).value)).toEqual(['25', '50', '100', '']);

  await user.clear(box(1));
  await user.type(box(1), '20');
  await user.clear(box(2));
  await user.type(box(2), '40');
  await user.clear(box(3));
  await user.type(box(3), '75.50');
  await user.click(within(section).getByRole('button', { name: 'Save Amounts' }));
  expect(descriptionOf(box(3))).toContain(GIFT_CARD_AMOUNT_INVALID);
  await expect.poll(() => document.activeElement).toBe(box(3));
  expect(api.calls.filter((call) => call.method === 'PUT')).toEqual([]);

  await user.clear(box(3));
  await user.type(box(3), '75');
  await user.click(within(section).getByRole('button', { name: 'Save Amounts' }));
  expect(await screen.findByText('Amounts Saved')).toBeTruthy();
  expect(api.calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
    { amounts: ['20', '40', '75', ''] },
  ]);
  await expectNoAxeViolations();
});
