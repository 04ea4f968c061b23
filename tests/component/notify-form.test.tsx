import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test } from 'vitest';
import { NotifyForm } from '@/components/notify/notify-form';
import {
  EMAIL_CONSENT_WORDS,
  NOTIFY_BUTTON,
  NOTIFY_HEADING,
  SMS_CONSENT_MISSING,
  SMS_CONSENT_WORDS,
  SUBSCRIBED_MESSAGE,
} from '@/domain/notify/notify-list';
import type { CompletedOrder } from '@/stores/checkout/completed-order';
import { SAMPLE_DELIVERY_ORDER } from '../fixtures/sample-pending-order';
import { hold, stubApi } from './support/api-stub';
import { expectNoAxeViolations } from './support/axe';

/*
 * 'Tell me when you're cooking' (docs/behaviour/screens.md#notify-form): the home page's form as
 * the server renders it, taken over by its plain script (no React runs there), and the order
 * confirmation's island. The server's own checks are tests/integration/notify-list.test.ts's.
 */

afterEach(() => localStorage.clear());

const refusal = { status: 400, json: { message: SMS_CONSENT_MISSING, fields: { smsConsent: SMS_CONSENT_MISSING } } };

test('the home page form: a real post to /api/subscribers, its box unticked and labelled with the consent words', () => {
  render(<NotifyForm source="closed-banner" />);
  const section = screen.getByRole('region', { name: NOTIFY_HEADING });
  const form = section.querySelector('form')!;
  expect(form.getAttribute('method')).toBe('post');
  expect(form.getAttribute('action')).toBe('/api/subscribers');
  expect((form.elements.namedItem('source') as HTMLInputElement).value).toBe('closed-banner');
  const email = within(section).getByLabelText('E-mail');
  expect(email.getAttribute('type')).toBe('email');
  expect(email.getAttribute('name')).toBe('email');
  // The e-mail's consent words are read with its field.
  expect(email.getAttribute('aria-describedby')).toBe(`${email.id}-hint`);
  expect(document.getElementById(`${email.id}-hint`)?.textContent).toBe(EMAIL_CONSENT_WORDS);
  expect(within(section).getByLabelText('Mobile number').getAttribute('type')).toBe('tel');
  const consent = within(section).getByRole('checkbox', { name: SMS_CONSENT_WORDS }) as HTMLInputElement;
  expect(consent.checked).toBe(false);
  expect(consent.name).toBe('smsConsent');
  expect(within(section).getByRole('button', { name: NOTIFY_BUTTON }).getAttribute('type')).toBe('submit');
});

test('its plain script sends JSON, shows the problem beside its field keeping what was typed, then the answer', async () => {
  let answer: { status?: number; json: unknown } = refusal;
  const api = stubApi({ 'POST /api/subscribers': () => answer });
  render(<NotifyForm source="home" />);
  const { enhanceNotifyForm } = await import('@/components/notify/enhance-notify-form');
  enhanceNotifyForm(document.querySelector('form') as HTMLFormElement);
  const user = userEvent.setup();

  const phone = screen.getByLabelText('Mobile number') as HTMLInputElement;
  await user.type(screen.getByLabelText('E-mail'), 'wanjiru@example.com');
  await user.type(phone, '913-555-0142');
  await user.click(screen.getByRole('button', { name: NOTIFY_BUTTON }));

  const consent = screen.getByRole('checkbox', { name: SMS_CONSENT_WORDS });
  await waitFor(() => expect(consent.getAttribute('aria-invalid')).toBe('true'));
  const problem = document.getElementById(`${consent.id}-error`);
  expect(problem?.hidden).toBe(false);
  expect(problem?.textContent).toBe(SMS_CONSENT_MISSING);
  expect(consent.getAttribute('aria-describedby')).toBe(problem?.id);
  expect(document.activeElement).toBe(consent);
  expect(phone.value).toBe('913-555-0142');
  expect(api.calls).toEqual([
    {
      method: 'POST',
      path: '/api/subscribers',
      body: { email: 'wanjiru@example.com', phone: '913-555-0142', smsConsent: false, source: 'home' },
    },
  ]);
  await expectNoAxeViolations();

  answer = { status: 201, json: { message: SUBSCRIBED_MESSAGE } };
  await user.click(consent);
  await user.click(screen.getByRole('button', { name: NOTIFY_BUTTON }));
  await waitFor(() => expect(screen.getByRole('status').textContent).toBe(SUBSCRIBED_MESSAGE));
  expect(api.calls[1]?.body).toMatchObject({ smsConsent: true });
  expect(problem?.hidden).toBe(true);
  expect(consent.hasAttribute('aria-invalid')).toBe(false);
  expect(consent.hasAttribute('aria-describedby')).toBe(false);
  expect(phone.value).toBe('');
});

test('its plain script shows a failure that is no field’s in an alert, and ignores a second press meanwhile', async () => {
  const gate = hold();
  const api = stubApi({
    'POST /api/subscribers': async () => {
      await gate.released;
      return { status: 429, json: { message: 'Too many attempts. Please try again in 12 minutes.' } };
    },
  });
  render(<NotifyForm source="home" />);
  const { enhanceNotifyForm } = await import('@/components/notify/enhance-notify-form');
  enhanceNotifyForm(document.querySelector('form') as HTMLFormElement);
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('E-mail'), 'wanjiru@example.com');
  const button = screen.getByRole('button', { name: NOTIFY_BUTTON });
  await user.click(button);
  expect((button as HTMLButtonElement).disabled).toBe(true);
  button.closest('form')?.requestSubmit();
  gate.release();
  await waitFor(() =>
    expect(screen.getByRole('alert').textContent).toBe('Too many attempts. Please try again in 12 minutes.'),
  );
  expect(api.calls).toHaveLength(1);
  expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('wanjiru@example.com');
});

const ORDER: CompletedOrder = {
  ...SAMPLE_DELIVERY_ORDER,
  customerInfo: { ...SAMPLE_DELIVERY_ORDER.customerInfo, email: 'achieng@example.com' },
  orderId: 16,
  orderNumber: 'KBT-16',
  createdAt: '2026-11-24T18:00:00.000Z',
  feedbackToken: null,
  trackingUrl: null,
  status: 'confirmed',
  paymentStatus: 'paid',
  giftCards: [],
  paymentIntentId: 'pi_test_16',
};

test("the order confirmation offers it with the order's e-mail filled in, sent from the confirmation", async () => {
  let answer: { status?: number; json: unknown } = refusal;
  const api = stubApi({ 'POST /api/subscribers': () => answer });
  // Imported afresh, as the page loads it: the store's routes are then those the answer check knows.
  const { ConfirmedOrder } = await import('@/islands/checkout/order-confirmation/confirmed-order');
  render(<ConfirmedOrder order={ORDER} />);
  const section = screen.getByRole('region', { name: NOTIFY_HEADING });
  const email = within(section).getByLabelText('E-mail') as HTMLInputElement;
  expect(email.value).toBe('achieng@example.com');
  expect(section.closest('[data-print-hidden]')).not.toBeNull();
  const user = userEvent.setup();

  await user.type(within(section).getByLabelText('Mobile number'), '913-555-0142');
  await user.click(within(section).getByRole('button', { name: NOTIFY_BUTTON }));
  const consent = within(section).getByRole('checkbox', { name: SMS_CONSENT_WORDS });
  expect(await within(section).findByText(SMS_CONSENT_MISSING)).toBeTruthy();
  expect(consent.getAttribute('aria-invalid')).toBe('true');
  expect(document.activeElement).toBe(consent);
  await expectNoAxeViolations(section);

  answer = { status: 201, json: { message: SUBSCRIBED_MESSAGE } };
  await user.click(consent);
  await user.click(within(section).getByRole('button', { name: NOTIFY_BUTTON }));
  await waitFor(() => expect(within(section).getByRole('status').textContent).toBe(SUBSCRIBED_MESSAGE));
  expect(api.calls.map((call) => call.body)).toEqual([
    { email: 'achieng@example.com', phone: '913-555-0142', smsConsent: false, source: 'order-confirmation' },
    { email: 'achieng@example.com', phone: '913-555-0142', smsConsent: true, source: 'order-confirmation' },
  ]);
  expect(within(section).queryByText(SMS_CONSENT_MISSING)).toBeNull();
});
