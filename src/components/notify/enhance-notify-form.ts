import type { SubscriberField } from '@/domain/schemas/subscriber';
import { joinNotifyList, notifyRequestOf } from '@/stores/storefront/notify-list';

/*
 * The home page's notify form (NotifyForm's markup) without React: sent as JSON, the answer shown
 * in the form's live regions and each field's problem beside it, with nothing typed lost on a
 * refusal. Before this script runs, and without it, the form is a plain post.
 */

/** The fields, in the form's order: the first with a problem gets the focus. */
const FIELDS: readonly SubscriberField[] = ['email', 'phone', 'smsConsent'];

/** Shows each field's problem (none: hidden), and ties it to its field for screen readers. */
function showProblems(form: HTMLFormElement, problems: Partial<Record<SubscriberField, string>>): void {
  for (const field of FIELDS) {
    const input = form.elements.namedItem(field);
    const text = form.querySelector<HTMLElement>(`[data-problem-for="${field}"]`);
    if (!(input instanceof HTMLInputElement) || !text) continue;
    const problem = problems[field];
    text.textContent = problem ?? '';
    text.hidden = !problem;
    const described = (input.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id && id !== text.id);
    if (problem) described.push(text.id);
    if (described.length > 0) input.setAttribute('aria-describedby', described.join(' '));
    else input.removeAttribute('aria-describedby');
    if (problem) input.setAttribute('aria-invalid', 'true');
    else input.removeAttribute('aria-invalid');
  }
}

function setBusy(form: HTMLFormElement, busy: boolean): void {
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  form.toggleAttribute('aria-busy', busy);
  if (button) {
    button.disabled = busy;
    button.toggleAttribute('aria-busy', busy);
  }
}

async function send(form: HTMLFormElement): Promise<void> {
  const status = form.querySelector<HTMLElement>('[data-notify-status]');
  const alert = form.querySelector<HTMLElement>('[data-notify-alert]');
  setBusy(form, true);
  const result = await joinNotifyList(notifyRequestOf(new FormData(form)));
  setBusy(form, false);
  const problems = result.ok ? {} : result.fields;
  showProblems(form, problems);
  const unplaced = !result.ok && Object.keys(problems).length === 0;
  if (status) status.textContent = result.ok ? result.message : '';
  if (alert) {
    alert.textContent = unplaced ? result.message : '';
    alert.hidden = !unplaced;
  }
  if (result.ok) {
    form.reset();
    return;
  }
  const first = FIELDS.find((field) => problems[field] !== undefined);
  const input = first ? form.elements.namedItem(first) : null;
  if (input instanceof HTMLElement) input.focus();
}

/** Takes the form over from its plain post; a second press while one is on its way does nothing. */
export function enhanceNotifyForm(form: HTMLFormElement): void {
  let sending = false;
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (sending) return;
    sending = true;
    void send(form).finally(() => {
      sending = false;
    });
  });
}
