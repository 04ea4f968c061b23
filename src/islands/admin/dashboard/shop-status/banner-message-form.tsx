import { useId, useState, type SubmitEvent } from 'react';
import { Button } from '@/components/ui/button';
import { inputClass } from '@/components/ui/input-class';
import { BANNER_MESSAGE_MAX } from '@/domain/schemas/business-settings';
import { saveBannerMessage } from '@/stores/admin/dashboard/settings';

interface BannerMessageFormProps {
  /** The message in force (null: the banner says 'Open for Orders' or 'Currently Closed'). */
  saved: string | null;
  /** The switch as stored (`switchIsOn`), sent back with the message so a pause stays a pause. */
  switchOn: boolean;
}

/**
 * The home page banner's message with Save. Checked with the API's schema before sending, and a
 * refusal is shown under the field in the schema's (or the server's) words.
 */
export function BannerMessageForm({ saved, switchOn }: BannerMessageFormProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const [draft, setDraft] = useState(saved ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const unchanged = draft.trim() === (saved ?? '');

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving || unchanged) return;
    setSaving(true);
    const result = await saveBannerMessage(draft, switchOn);
    setSaving(false);
    // On success the settings change and this form is shown afresh with the saved message.
    if (!result.ok) setProblem(result.problem);
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-2">
      <label htmlFor={id} className="text-base font-semibold text-ink">
        Banner message
      </label>
      <p id={hintId} className="text-sm text-muted">
        Shown on the home page instead of 'Open for Orders' or 'Currently Closed'. Leave it empty to show those.
      </p>
      <textarea
        id={id}
        name="message"
        rows={2}
        value={draft}
        onChange={(event) => {
          setDraft(event.target.value);
          setProblem(null);
        }}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${hintId} ${errorId}` : hintId}
        className={`${inputClass} py-2 aria-invalid:border-kenya-red`}
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p
          className={`text-sm tabular-nums ${draft.length > BANNER_MESSAGE_MAX ? 'font-semibold text-kenya-red' : 'text-muted'}`}
        >
          {draft.length}/{BANNER_MESSAGE_MAX} characters
        </p>
        <Button type="submit" size="lg" aria-disabled={saving || unchanged} className="aria-disabled:opacity-60">
          {saving ? 'Saving...' : 'Save Message'}
        </Button>
      </div>
      {problem && (
        <p id={errorId} role="alert" className="text-sm font-medium text-kenya-red">
          {problem}
        </p>
      )}
    </form>
  );
}
