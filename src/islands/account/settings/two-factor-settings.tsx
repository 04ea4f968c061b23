import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { twoFactorCodeSchema } from '@/domain/schemas';
import type { SessionUser } from '@/domain/session-user';
import { FormAlert } from '@/components/forms/form-alert';
import { FormField } from '@/components/forms/form-field';
import { useCheckedForm } from '@/components/forms/use-checked-form';
import {
  confirmTwoFactor,
  startTwoFactorSetup,
  turnOffTwoFactor,
  type Outcome,
  type TwoFactorSetup,
} from '@/stores/account/two-factor';

/** A code field and its button; `send` answers a refusal's words or null when done. */
function CodeForm({
  label,
  submitLabel,
  busyLabel,
  variant = 'primary',
  hint,
  send,
  children,
}: {
  label: string;
  submitLabel: string;
  busyLabel: string;
  variant?: 'primary' | 'secondary';
  hint: string;
  send: (code: string) => Promise<Outcome<unknown>>;
  children?: ReactNode;
}) {
  const form = useCheckedForm(twoFactorCodeSchema, { code: '' });
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = async (code: string) => {
    setBusy(true);
    setProblem(null);
    const outcome = await send(code);
    setBusy(false);
    if (!outcome.ok) setProblem(outcome.message);
  };
  return (
    <form
      ref={form.ref}
      noValidate
      onSubmit={form.submit(({ code }) => void submit(code))}
      className="flex flex-col gap-3"
    >
      <FormAlert message={problem} />
      <FormField
        {...form.field('code')}
        label={label}
        hint={hint}
        autoComplete="one-time-code"
        autoCapitalize="none"
        spellCheck={false}
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" variant={variant} size="md" disabled={busy}>
          {busy ? busyLabel : submitLabel}
        </Button>
        {children}
      </div>
    </form>
  );
}

/** The QR code and the key to type instead, then the first code to confirm. */
function SetUp({
  setup,
  onDone,
  onCancel,
}: {
  setup: TwoFactorSetup;
  onDone: (codes: string[]) => void;
  onCancel: () => void;
}) {
  return (
    <div className="flex flex-col gap-4">
      <ol className="flex list-decimal flex-col gap-2 pl-5 text-sm text-ink">
        <li>Open an authenticator app on your phone (Google Authenticator, Microsoft Authenticator, 1Password...).</li>
        <li>Scan this QR code with it, or type the key below.</li>
        <li>Enter the 6-digit code the app shows for Kenyan Bites.</li>
      </ol>
      <div
        role="img"
        aria-label="QR code for your authenticator app"
        className="size-48 self-center rounded-lg border border-brand-200 bg-white p-1 sm:self-start [&>svg]:size-full"
        // The SVG is drawn by our own server from the otpauth address (src/server/auth/two-factor).
        // biome-ignore lint/security/noDangerouslySetInnerHtml: markup from our API, not from a person
        dangerouslySetInnerHTML={{ __html: setup.qrSvg }}
      />
      <p className="text-sm text-muted">
        Key: <code className="font-mono text-base font-semibold tracking-wide break-all text-ink">{setup.secret}</code>
      </p>
      <CodeForm
        label="Code from the app"
        hint="6 digits. A new code appears every 30 seconds."
        submitLabel="Turn On"
        busyLabel="Turning on..."
        send={async (code) => {
          const outcome = await confirmTwoFactor(code);
          if (outcome.ok) onDone(outcome.value);
          return outcome;
        }}
      >
        <Button type="button" variant="secondary" size="md" onClick={onCancel}>
          Cancel
        </Button>
      </CodeForm>
    </div>
  );
}

/** The recovery codes, shown once, until the person says they have kept them. */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="flex flex-col gap-3">
      <h3 ref={heading} tabIndex={-1} className="font-bold text-brand-900 outline-none">
        Save your recovery codes
      </h3>
      <p className="text-sm text-ink">
        If you lose your phone, sign in with one of these codes instead of the app's code. Each works once. Keep them
        somewhere safe: they will not be shown again.
      </p>
      <ul className="grid grid-cols-2 gap-2 rounded-lg bg-brand-50 p-3 font-mono text-base text-ink">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <Button type="button" size="md" className="self-start" onClick={onDone}>
        I Have Saved Them
      </Button>
    </div>
  );
}

type Stage = { name: 'idle' } | { name: 'setting-up'; setup: TwoFactorSetup } | { name: 'codes'; codes: string[] };

/**
 * Two-factor sign-in (TOTP) for the account: set up with a QR code and a first code, recovery codes
 * shown once, and turned off with a current or recovery code.
 */
export function TwoFactorSettings({ user }: { user: Pick<SessionUser, 'twoFactorEnabled' | 'emailVerified'> }) {
  const [stage, setStage] = useState<Stage>({ name: 'idle' });
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  if (stage.name === 'codes') return <RecoveryCodes codes={stage.codes} onDone={() => setStage({ name: 'idle' })} />;
  if (stage.name === 'setting-up') {
    return (
      <SetUp
        setup={stage.setup}
        onDone={(codes) => setStage({ name: 'codes', codes })}
        onCancel={() => setStage({ name: 'idle' })}
      />
    );
  }
  if (user.twoFactorEnabled) {
    return (
      <div className="flex flex-col gap-4">
        <p className="text-sm text-ink">
          <strong className="font-semibold">On.</strong> Signing in asks for a code from your authenticator app.
        </p>
        <CodeForm
          label="Code to turn it off"
          hint="A code from the app, or one of your recovery codes."
          submitLabel="Turn Off"
          busyLabel="Turning off..."
          variant="secondary"
          send={turnOffTwoFactor}
        />
      </div>
    );
  }
  if (!user.emailVerified) {
    return (
      <p className="text-sm text-ink">
        Verify your email address first (above): two-factor sign-in can be turned on only once we know the address is
        yours.
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <FormAlert message={problem} />
      <p className="text-sm text-ink">
        Add a second step to signing in: a 6-digit code from an authenticator app on your phone, so your password alone
        is not enough.
      </p>
      <Button
        type="button"
        size="md"
        className="self-start"
        disabled={busy}
        onClick={async () => {
          setBusy(true);
          setProblem(null);
          const outcome = await startTwoFactorSetup();
          setBusy(false);
          if (outcome.ok) setStage({ name: 'setting-up', setup: outcome.value });
          else setProblem(outcome.message);
        }}
      >
        {busy ? 'Starting...' : 'Set Up Two-Factor Sign-In'}
      </Button>
    </div>
  );
}
