import { useId } from 'react';
import { FieldProblem } from '@/components/forms/form-field';

const CHANNELS = [
  { key: 'email', label: 'E-mail' },
  { key: 'sms', label: 'Text message' },
] as const;

/**
 * Which channels an announcement goes by: two ticked boxes, named 'channels' so a problem puts
 * focus on the first; the problem is read with each.
 */
export function ChannelChoice({
  email,
  sms,
  error,
  onChange,
}: {
  email: boolean;
  sms: boolean;
  error: string | undefined;
  onChange: (choice: { email?: boolean; sms?: boolean }) => void;
}) {
  const id = useId();
  const chosen = { email, sms };
  return (
    <fieldset className="flex min-w-0 flex-col gap-2">
      <legend className="mb-1 text-sm font-semibold text-ink">Send by</legend>
      <div className="grid grid-cols-2 gap-2 sm:max-w-md">
        {CHANNELS.map(({ key, label }) => (
          <label
            key={key}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-stone-200 bg-stone-50 px-3 text-sm font-semibold text-ink"
          >
            <input
              type="checkbox"
              name="channels"
              value={key}
              className="size-5 shrink-0 accent-brand-700"
              checked={chosen[key]}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(event) => onChange({ [key]: event.target.checked })}
            />
            {label}
          </label>
        ))}
      </div>
      <FieldProblem id={id} error={error} />
    </fieldset>
  );
}
