import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { GIFT_CARD_CODE_MISSING } from '@/domain/schemas/gift-card';
import { hold, stubApi } from './support/api-stub';
import { expectNoAxeViolations } from './support/axe';
import { descriptionOf } from './support/described-by';

/*
 * The balance page's states (/gift-cards/balance): a card's balance and uses, a code of no card,
 * an empty field, a card on hold, and the wait. The server stands in as a stub; the real check and
 * its limits are in tests/integration/gift-cards-admin.test.ts.
 */

const NOT_FOUND = 'That code does not match a gift card. Check it and try again.';
const CARD = {
  last4: '2BNC',
  balance: '12.60',
  disabled: false,
  uses: [
    { at: '2026-12-01T15:00:00.000Z', kind: 'issue', amount: '25.00' },
    { at: '2026-12-06T05:30:00.000Z', kind: 'spend', amount: '-12.40' },
  ],
};

async function renderPage() {
  const { default: GiftCardBalanceCheck } = await import('@/islands/storefront/gift-card-balance/gift-card-balance');
  render(<GiftCardBalanceCheck />);
  return { user: userEvent.setup(), field: screen.getByLabelText('Gift card code') };
}

test("a code shows the card's balance and each use, dated in the shop's calendar", async () => {
  const api = stubApi({ 'POST /api/gift-cards/balance': { json: CARD } });
  const { user, field } = await renderPage();
  await user.type(field, 'k7qm 4xwd 9htr 2bnc');
  await user.click(screen.getByRole('button', { name: 'Check Balance' }));

  const card = await screen.findByRole('region', { name: 'Gift card ending 2BNC' });
  expect(card.textContent).toContain('$12.60');
  const uses = [...card.querySelectorAll('li')].map((use) => use.textContent);
  // 5:30 UTC on Dec 6 is 11:30 PM on Dec 5 in Kansas City.
  expect(uses).toEqual(['IssuedDec 1, 2026+$25.00', 'Spent on an orderDec 5, 2026−$12.40']);
  expect(api.calls.map((call) => call.body)).toEqual([{ code: 'k7qm 4xwd 9htr 2bnc' }]);
  await expectNoAxeViolations();
});

test('a code of no card is one sentence, and what was typed stays', async () => {
  stubApi({ 'POST /api/gift-cards/balance': { status: 404, json: { message: NOT_FOUND } } });
  const { user, field } = await renderPage();
  await user.type(field, 'ZZZZ-ZZZZ-ZZZZ-ZZZZ');
  await user.click(screen.getByRole('button', { name: 'Check Balance' }));
  expect((await screen.findByRole('alert')).textContent).toBe(NOT_FOUND);
  expect((field as HTMLInputElement).value).toBe('ZZZZ-ZZZZ-ZZZZ-ZZZZ');
  expect(screen.queryByRole('region')).toBeNull();
});

test('an empty field is told at the field and nothing is sent', async () => {
  const api = stubApi({});
  const { user, field } = await renderPage();
  await user.click(screen.getByRole('button', { name: 'Check Balance' }));
  expect(descriptionOf(field)).toBe(GIFT_CARD_CODE_MISSING);
  expect(document.activeElement).toBe(field);
  expect(api.calls).toEqual([]);
});

test('a card on hold says so beside its balance', async () => {
  stubApi({ 'POST /api/gift-cards/balance': { json: { ...CARD, disabled: true } } });
  const { user, field } = await renderPage();
  await user.type(field, 'K7QM-4XWD-9HTR-2BNC');
  await user.click(screen.getByRole('button', { name: 'Check Balance' }));
  expect((await screen.findByRole('region')).textContent).toContain(
    'This card is on hold. Please contact us to use it.',
  );
});

test('the button says it is checking while the answer is on its way', async () => {
  const { released, release } = hold();
  stubApi({
    'POST /api/gift-cards/balance': async () => {
      await released;
      return { json: CARD };
    },
  });
  const { user, field } = await renderPage();
  await user.type(field, 'K7QM-4XWD-9HTR-2BNC');
  await user.click(screen.getByRole('button', { name: 'Check Balance' }));
  expect(await screen.findByRole('button', { name: 'Checking...' })).toBeTruthy();
  release();
  expect(await screen.findByRole('region', { name: 'Gift card ending 2BNC' })).toBeTruthy();
});
