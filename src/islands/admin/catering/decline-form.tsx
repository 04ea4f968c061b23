import { type SubmitEvent, useId, useRef, useState } from 'react';
import { FormAlert } from '@/components/forms/form-alert';
import { TextAreaField } from '@/components/forms/form-field';
import { focusFirstProblem } from '@/components/forms/focus-field';
import { Button } from '@/components/ui/button';
import { checkDeclineBody, DECLINE_MESSAGE_MAX } from '@/domain/catering/catering-quote-steps';
import { declineRequest } from '@/stores/admin/catering/catering-quote';

/**
 * Declining a request before the customer accepts a quote, with a message e-mailed to her: checked
 * by the server's own schema first; refused, the words show beside the message, which is kept.
 */
export function DeclineForm({ requestId, customer }: { requestId: number; customer: string }) {
  const headingId = useId();
  const form = useRef<HTMLFormElement>(null);
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setProblem(null);
    const checked = checkDeclineBody({ message });
    const found = checked.ok ? {} : checked.fields;
    setError(found['message']);
    if (!checked.ok) {
      focusFirstProblem(form, ['message'], found);
      return;
    }
    setBusy(true);
    const result = await declineRequest(requestId, checked.value.message);
    setBusy(false);
    if (result.ok) return;
    setError(result.fields['message']);
    if (!focusFirstProblem(form, ['message'], result.fields)) setProblem(result.message);
  };

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h4 id={headingId} className="font-semibold text-ink">
        Decline this request
      </h4>
      <form ref={form} noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-3">
        <FormAlert message={problem} />
        <TextAreaField
          name="message"
          label={`Message to ${customer}`}
          value={message}
          error={error}
          maxLength={DECLINE_MESSAGE_MAX}
          required
          hint="Sent by e-mail as you write it, such as why and another date you could cater."
          onChange={(event) => setMessage(event.target.value)}
        />
        <Button type="submit" variant="destructive" size="md" busy={busy} className="self-start">
          {busy ? 'Declining...' : 'Decline Request'}
        </Button>
      </form>
    </section>
  );
}
