import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { stubApi } from './support/api-stub';
import { expectNoAxeViolations } from './support/axe';
import { descriptionOf } from './support/described-by';

/*
 * The card form in "save a card" mode on the built-in test gateway (issue 49;
 * src/components/payment/save-card-form.tsx): a card typed, checked as Stripe would, saved through
 * POST /api/test-gateway/setup, the bank's refusal in words in the form with what was typed kept,
 * and the page a bank's check comes back to. The server stands in as a stub; the real saving is in
 * tests/integration/saved-cards.test.ts.
 */

const SECRET = 'seti_test_abc_secret_def';
const SETUP = { clientSecret: SECRET, gateway: 'test' as const, publishableKey: null };

afterEach(() => window.history.replaceState(null, '', '/'));

/** The form as a page shows it, its modules loaded afresh (support/setup.ts). */
async function renderForm(onSaved = vi.fn(async (_setupIntentId: string) => {})) {
  const { SaveCardForm } = await import('@/components/payment/save-card-form');
  render(<SaveCardForm setup={SETUP} saveLabel="Save Card" busy={false} onSaved={onSaved} />);
  return { user: userEvent.setup(), onSaved };
}

async function typeCard(user: ReturnType<typeof userEvent.setup>, number: string) {
  await user.type(screen.getByLabelText('Card number'), number);
  await user.type(screen.getByLabelText('Expiry (MM / YY)'), '1234');
  await user.type(screen.getByLabelText('CVC'), '123');
}

test('a card typed and saved: the setup is reported to the page, with this page to come back to', async () => {
  window.history.replaceState(null, '', '/account/standing-order');
  const api = stubApi({
    'POST /api/test-gateway/setup': { json: { setupIntent: { id: 'seti_test_abc', status: 'succeeded' } } },
  });
  const { user, onSaved } = await renderForm();
  await typeCard(user, '4242424242424242');
  expect((screen.getByLabelText('Card number') as HTMLInputElement).value).toBe('4242 4242 4242 4242');
  await user.click(screen.getByRole('button', { name: 'Save Card' }));

  await vi.waitFor(() => expect(onSaved).toHaveBeenCalledWith('seti_test_abc'));
  expect(api.calls).toEqual([
    {
      method: 'POST',
      path: '/api/test-gateway/setup',
      body: {
        clientSecret: SECRET,
        card: { number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' },
        returnPath: '/account/standing-order',
      },
    },
  ]);
  await expectNoAxeViolations();
});

test("the bank's refusal in words beside the card, what was typed kept, and another try saves", async () => {
  let answer: object = {
    setupIntent: { id: 'seti_test_abc', status: 'requires_payment_method' },
    error: { code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
  };
  const api = stubApi({ 'POST /api/test-gateway/setup': () => ({ json: answer }) });
  const { user, onSaved } = await renderForm();
  await typeCard(user, '4000000000009995');
  await user.click(screen.getByRole('button', { name: 'Save Card' }));

  expect((await screen.findByText('Your card has insufficient funds.')).getAttribute('role')).toBe('alert');
  expect(descriptionOf(screen.getByLabelText('Card number'))).toBe('Your card has insufficient funds.');
  expect(onSaved).not.toHaveBeenCalled();
  expect((screen.getByLabelText('Card number') as HTMLInputElement).value).toBe('4000 0000 0000 9995');
  expect((screen.getByLabelText('Expiry (MM / YY)') as HTMLInputElement).value).toBe('12 / 34');
  expect((screen.getByLabelText('CVC') as HTMLInputElement).value).toBe('123');
  await expectNoAxeViolations();

  answer = { setupIntent: { id: 'seti_test_abc', status: 'succeeded' } };
  await user.click(screen.getByRole('button', { name: 'Save Card' }));
  await vi.waitFor(() => expect(onSaved).toHaveBeenCalledWith('seti_test_abc'));
  expect(api.calls).toHaveLength(2);
});

test('a mistyped card is refused in the form, named on its field, and nothing is sent', async () => {
  const api = stubApi({});
  const { user } = await renderForm();
  await user.type(screen.getByLabelText('Card number'), '4242424242424241');
  await user.type(screen.getByLabelText('Expiry (MM / YY)'), '1234');
  await user.type(screen.getByLabelText('CVC'), '123');
  await user.click(screen.getByRole('button', { name: 'Save Card' }));
  expect(screen.getByRole('alert').textContent).toBe('Your card number is invalid.');
  expect(screen.getByLabelText('Card number').getAttribute('aria-invalid')).toBe('true');
  expect(api.calls).toEqual([]);
});

test('a server that cannot be reached is a refusal in words too, and the form is usable again', async () => {
  stubApi({ 'POST /api/test-gateway/setup': { status: 503, json: { message: 'Card payments are not available.' } } });
  const { user, onSaved } = await renderForm();
  await typeCard(user, '4242424242424242');
  await user.click(screen.getByRole('button', { name: 'Save Card' }));
  expect((await screen.findByText('Card payments are not available.')).getAttribute('role')).toBe('alert');
  expect(onSaved).not.toHaveBeenCalled();
  await vi.waitFor(() =>
    expect((screen.getByRole('button', { name: 'Save Card' }) as HTMLButtonElement).disabled).toBe(false),
  );
});

test("a card that needs its bank's check goes to the test bank's page, and the page reads the way back", async () => {
  window.history.replaceState(null, '', '/account/standing-order');
  const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
  const redirectUrl = `/checkout/authenticate?setup_intent_client_secret=${encodeURIComponent(SECRET)}`;
  stubApi({
    'POST /api/test-gateway/setup': {
      json: { setupIntent: { id: 'seti_test_abc', status: 'requires_action' }, nextAction: { redirectUrl } },
    },
  });
  const { user, onSaved } = await renderForm();
  await typeCard(user, '4000002500003155');
  await user.click(screen.getByRole('button', { name: 'Save Card' }));
  await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(redirectUrl));
  expect(onSaved).not.toHaveBeenCalled();
  assign.mockRestore();

  const { readSetupReturn } = await import('@/stores/checkout/card-setup');
  expect(
    readSetupReturn(`?setup_intent=seti_test_abc&setup_intent_client_secret=${SECRET}&redirect_status=succeeded`),
  ).toEqual({ setupIntentId: 'seti_test_abc', clientSecret: SECRET, redirectStatus: 'succeeded' });
  expect(readSetupReturn('?payment_intent=pi_x&redirect_status=succeeded')).toBeNull();
});
