import { type FormEvent, useState } from 'react';
import { focusFirstInvalid } from '@/components/forms/field-errors';
import { NotifyForm, type NotifyStatus } from '@/components/notify/notify-form';
import type { SubscriberField } from '@/domain/schemas/subscriber';
import { joinNotifyList, notifyRequestOf } from '@/stores/storefront/notify-list';

const FIELD_ORDER: readonly SubscriberField[] = ['email', 'phone', 'smsConsent'];

/**
 * 'Tell me when you're cooking' after paying, the e-mail field filled with the order's address
 * (a suggestion: nothing is sent until the customer presses the button). Sent as JSON; a refusal
 * keeps what was typed and shows each problem beside its field.
 */
export function NotifyOffer({ email }: { email: string | null }) {
  const [problems, setProblems] = useState<Partial<Record<SubscriberField, string>>>({});
  const [status, setStatus] = useState<NotifyStatus>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    setBusy(true);
    const result = await joinNotifyList(notifyRequestOf(new FormData(form)));
    setBusy(false);
    if (result.ok) {
      form.reset();
      setProblems({});
      setStatus({ kind: 'done', message: result.message });
      return;
    }
    setProblems(result.fields);
    const placed = Object.keys(result.fields).length > 0;
    setStatus(placed ? null : { kind: 'failed', message: result.message });
    focusFirstInvalid(form, FIELD_ORDER, result.fields);
  }

  return (
    <div data-print-hidden>
      <NotifyForm
        source="order-confirmation"
        email={email}
        problems={problems}
        status={status}
        busy={busy}
        onSubmit={(event) => void submit(event)}
      />
    </div>
  );
}
