import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { SMS_OPT_OUT } from '@/domain/notify/announcement';
import { SUBJECT_MISSING } from '@/domain/schemas/ordering-period';
import type { Announcement, ListCounts } from '@/stores/admin/notify/notify';
import { stubApi, type StubAnswer } from './support/api-stub';
import { expectNoAxeViolations } from './support/axe';
import { carrySessionHint, sessionUser } from './support/session';

/*
 * The owner's announcements at /admin/notify: the form with its live preview of the e-mail and the
 * text, Send asking first how many it goes to, and the list with its messages' counts in words.
 * The server stands in as a stub; what it queues and refuses is checked against the real
 * functions in tests/integration/announcements.test.ts.
 */

const ADMIN = sessionUser({ isAdmin: true, firstName: 'Owner', email: 'admin@kenyanbites.local' });

const COUNTS: ListCounts = {
  email: { pending: 2, confirmed: 12, unsubscribed: 1 },
  sms: { pending: 0, confirmed: 5, unsubscribed: 3 },
};

const OPENING: Announcement = {
  id: 7,
  kind: 'opening',
  periodId: 3,
  subject: 'We are cooking Friday',
  text: 'Samosas and chapatis from 9.',
  channels: ['email', 'sms'],
  sendAt: '2026-12-04T15:00:00.000Z',
  queuedAt: '2026-12-04T15:00:20.000Z',
  counts: { email: { queued: 0, sent: 12, failed: 0 }, sms: { queued: 0, sent: 4, failed: 1 } },
};

const SCHEDULED: Announcement = {
  ...OPENING,
  id: 8,
  kind: 'manual',
  periodId: null,
  subject: 'Pilau Saturday',
  channels: ['email'],
  sendAt: '2026-12-05T16:30:00.000Z',
  queuedAt: null,
  counts: { email: { queued: 0, sent: 0, failed: 0 }, sms: { queued: 0, sent: 0, failed: 0 } },
};

async function renderNotifyPage() {
  const [{ default: NotifyPage }, { default: Toaster }] = await Promise.all([
    import('@/islands/admin/notify/notify-page'),
    import('@/islands/shell/toaster/toaster'),
  ]);
  render(
    <>
      <NotifyPage />
      <Toaster />
    </>,
  );
}

/** The page's server: the announcements, the list's counts, and POST answering what `post` says. */
function stubNotifyApi(
  announcements: Announcement[],
  post: (body: unknown) => StubAnswer = () => ({ status: 201, json: { id: 9, recipients: { email: 12, sms: 5 } } }),
) {
  carrySessionHint();
  return stubApi({
    '/api/auth/user': { json: ADMIN },
    'GET /api/admin/announcements': { json: announcements },
    'GET /api/admin/subscribers': { json: COUNTS },
    'POST /api/admin/announcements': (call) => post(call.body),
  });
}

const formRegion = async () => within(await screen.findByRole('region', { name: 'New Announcement' }));
const posts = (api: ReturnType<typeof stubApi>) =>
  api.calls.filter((call) => call.method === 'POST').map((call) => call.body);

async function fillIn(subject: string, text: string) {
  const user = userEvent.setup();
  const form = await formRegion();
  await user.type(form.getByLabelText(/^Subject/), subject);
  await user.type(form.getByLabelText(/^Message/), text);
  return { user, form };
}

test('each announcement shows what it was and how its messages fared, in words', async () => {
  stubNotifyApi([SCHEDULED, OPENING]);
  await renderNotifyPage();
  const list = await screen.findByRole('list', { name: 'Sent and Scheduled' });
  const [scheduled, opening] = within(list).getAllByRole('listitem');
  expect(opening?.textContent).toContain('We are cooking Friday');
  expect(opening?.textContent).toContain('Opening of Fri, Dec 4 · E-mail 12 sent · Text 4 sent, 1 failed');
  expect(opening?.textContent).toContain('Sent Fri, Dec 4 at 9:00 AM');
  expect(scheduled?.textContent).toContain('Sent by hand · E-mail');
  expect(scheduled?.textContent).toContain('Goes Sat, Dec 5 at 10:30 AM');
  expect((await formRegion()).getByText('On the list: 12 e-mails and 5 phones, confirmed.')).toBeTruthy();
  await expectNoAxeViolations();
});

test('the preview shows the e-mail and the text as they will arrive, and warns when the text is too long', async () => {
  stubNotifyApi([]);
  await renderNotifyPage();
  expect(await screen.findByText(/^No announcements yet/)).toBeTruthy();
  const site = window.location.origin;
  const { user, form } = await fillIn('Cooking Friday', 'Samosas from 9.');

  const preview = within(form.getByRole('region', { name: 'Preview' }));
  expect(preview.getByText('Cooking Friday')).toBeTruthy();
  const email = preview.getByText(/^Samosas from 9\./);
  expect(email.textContent).toContain(`Order here: ${site}/`);
  expect(email.textContent).toContain(`Stop these e-mails: ${site}/unsubscribe?token=`);
  const text = `Kenyan Bites: Samosas from 9. ${site}/ ${SMS_OPT_OUT}`;
  expect(preview.getByText(text)).toBeTruthy();
  expect(preview.getByText(`${text.length} of 320 characters`)).toBeTruthy();

  await user.type(form.getByLabelText(/^Message/), ' More.'.repeat(60));
  expect(preview.getByText(/^The text message would be \d+ characters/)).toBeTruthy();
  await expectNoAxeViolations();
});

test('Send asks first how many it goes to, and sends only once confirmed', async () => {
  const api = stubNotifyApi([]);
  await renderNotifyPage();
  const { user, form } = await fillIn('Cooking Friday', 'Samosas from 9.');

  await user.click(form.getByRole('button', { name: 'Send' }));
  const dialog = within(await screen.findByRole('alertdialog', { name: 'Send to 12 e-mails and 5 phones?' }));
  await user.click(dialog.getByRole('button', { name: 'Cancel' }));
  expect(posts(api)).toEqual([]);

  await user.click(form.getByRole('checkbox', { name: 'Text message' }));
  await user.click(form.getByRole('button', { name: 'Send' }));
  await user.click(
    within(await screen.findByRole('alertdialog', { name: 'Send to 12 e-mails?' })).getByRole('button', {
      name: 'Send Now',
    }),
  );
  expect(await screen.findByText('Announcement Sent')).toBeTruthy();
  expect(posts(api)).toEqual([{ subject: 'Cooking Friday', text: 'Samosas from 9.', channels: ['email'] }]);
  // Sent: the form starts afresh, focus on its heading.
  expect((form.getByLabelText(/^Subject/) as HTMLInputElement).value).toBe('');
  await expect.poll(() => document.activeElement).toBe(form.getByRole('heading', { name: 'New Announcement' }));
});

test('a later time is sent as the shop-time instant it names', async () => {
  const api = stubNotifyApi([]);
  await renderNotifyPage();
  const { user, form } = await fillIn('Cooking Friday', 'Samosas from 9.');
  fireEvent.change(form.getByLabelText('Send later'), { target: { value: '2099-12-04T09:00' } });

  await user.click(form.getByRole('button', { name: 'Send' }));
  const dialog = within(await screen.findByRole('alertdialog'));
  expect(dialog.getByText(/goes Fri, Dec 4 at 9:00 AM, Kansas City time/)).toBeTruthy();
  await user.click(dialog.getByRole('button', { name: 'Schedule' }));
  expect(await screen.findByText('Announcement Scheduled')).toBeTruthy();
  expect(posts(api)).toEqual([
    {
      subject: 'Cooking Friday',
      text: 'Samosas from 9.',
      channels: ['email', 'sms'],
      sendAt: '2099-12-04T15:00:00.000Z',
    },
  ]);
});

test("the form's problems show beside their fields before anything is sent", async () => {
  const api = stubNotifyApi([]);
  await renderNotifyPage();
  const user = userEvent.setup();
  const form = await formRegion();
  await user.click(form.getByRole('checkbox', { name: 'E-mail' }));
  await user.click(form.getByRole('checkbox', { name: 'Text message' }));
  await user.click(form.getByRole('button', { name: 'Send' }));

  const subject = form.getByLabelText(/^Subject/) as HTMLInputElement;
  expect(document.getElementById(`${subject.id}-error`)?.textContent).toBe(SUBJECT_MISSING);
  expect(form.getByText('Choose e-mail, text or both')).toBeTruthy();
  await expect.poll(() => document.activeElement).toBe(subject);
  expect(screen.queryByRole('alertdialog')).toBeNull();
  expect(posts(api)).toEqual([]);

  // Fixed, the problem goes as it is typed.
  await user.type(subject, 'Cooking Friday');
  expect(document.getElementById(`${subject.id}-error`)).toBeNull();
});

test("the server's refusal of a field shows beside it, any other above Send, and nothing typed is lost", async () => {
  let answer: StubAnswer = {
    status: 400,
    json: {
      message: 'The text message would be 330 characters',
      fields: { text: 'The text message would be 330 characters' },
    },
  };
  stubNotifyApi([], () => answer);
  await renderNotifyPage();
  const { user, form } = await fillIn('Cooking Friday', 'Samosas from 9.');
  const send = async () => {
    await user.click(form.getByRole('button', { name: 'Send' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Send Now' }));
  };

  await send();
  const message = form.getByLabelText(/^Message/) as HTMLTextAreaElement;
  await expect.poll(() => message.getAttribute('aria-invalid')).toBe('true');
  expect(document.getElementById(`${message.id}-error`)?.textContent).toBe('The text message would be 330 characters');
  await expect.poll(() => document.activeElement).toBe(message);
  await expectNoAxeViolations();

  answer = { status: 500, json: { message: 'Something went wrong on our side. Please try again.' } };
  await send();
  expect((await form.findByRole('alert')).textContent).toBe('Something went wrong. Please try again.');
  expect(message.value).toBe('Samosas from 9.');
  expect((form.getByLabelText(/^Subject/) as HTMLInputElement).value).toBe('Cooking Friday');
});

test("when the announcements can't be loaded, the page says so and offers Try Again", async () => {
  let failing = true;
  carrySessionHint();
  stubApi({
    '/api/auth/user': { json: ADMIN },
    'GET /api/admin/subscribers': { json: COUNTS },
    'GET /api/admin/announcements': () =>
      failing
        ? { status: 500, json: { message: 'Something went wrong on our side. Please try again.' } }
        : { json: [] },
  });
  await renderNotifyPage();
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain("We couldn't load the announcements.");
  failing = false;
  await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try Again' }));
  expect(await screen.findByText(/^No announcements yet/)).toBeTruthy();
});
