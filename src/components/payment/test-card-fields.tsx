import { type ReactNode, type SubmitEvent, useId, useState } from 'react';
import { cardEntryProblem, type TestCardInput } from '@/domain/test-cards';

/** Groups of four as people read card numbers; digits only, at most 19. */
const formatCardNumber = (value: string) =>
  value
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

/** 'MM / YY' as it is typed. */
function formatExpiry(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}

interface CardFieldProps {
  id: string;
  label: string;
  autoComplete: string;
  placeholder: string;
  value: string;
  invalid: boolean;
  describedBy: string | undefined;
  onChange: (value: string) => void;
}

/** One labelled card input; digits only, so phones show the number pad. */
function CardField({ id, label, autoComplete, placeholder, value, invalid, describedBy, onChange }: CardFieldProps) {
  return (
    <label className="block text-sm font-semibold" htmlFor={id}>
      {label}
      <input
        id={id}
        className="mt-1 block min-h-11 w-full rounded-lg border border-stone-300 bg-white px-3 text-base tabular-nums focus:border-brand-700 focus:outline-2 focus:outline-brand-700 aria-[invalid=true]:border-kenya-red"
        inputMode="numeric"
        autoComplete={autoComplete}
        placeholder={placeholder}
        value={value}
        aria-invalid={invalid}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
      />
    </label>
  );
}

/** A test card form's state: what is typed (kept whatever the answer), its problem, and whether it is being sent. */
export function useTestCardEntry() {
  const id = useId();
  const [card, setCard] = useState<TestCardInput>({ number: '', expiry: '', cvc: '' });
  const [problem, setProblem] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  /** The form's submit: checks what was typed as Stripe would, then sends it. */
  const onSubmit = (send: (card: TestCardInput) => Promise<void>) => (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const entryProblem = cardEntryProblem(card, new Date());
    setProblem(entryProblem);
    if (entryProblem) return;
    setSubmitting(true);
    void send(card).finally(() => setSubmitting(false));
  };

  return { id, card, setCard, problem, setProblem, submitting, onSubmit };
}

export type TestCardEntry = ReturnType<typeof useTestCardEntry>;

/**
 * The built-in test gateway's card fields (docs/architecture.md#payments), as its payment form and
 * its save-a-card form both show them: the test-mode notice with the numbers to try (`hint`), the
 * number, expiry and CVC, and the problem in Stripe's words under them. The form names the notice
 * (aria-describedby `${entry.id}-mode`).
 */
export function TestCardFields({
  entry,
  hint,
  disabled,
}: {
  entry: TestCardEntry;
  hint: ReactNode;
  disabled: boolean;
}) {
  const { id, card, setCard, problem } = entry;
  const problemId = problem ? `${id}-problem` : undefined;
  return (
    <>
      <div id={`${id}-mode`} className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
        <p>
          <span className="mr-2 rounded bg-amber-200 px-2 py-0.5 text-xs font-bold tracking-wide uppercase">
            Test mode
          </span>
          No real card is charged.
        </p>
        <p className="mt-2">{hint}</p>
      </div>
      <fieldset className="mt-4 space-y-3" disabled={disabled}>
        <legend className="sr-only">Card details</legend>
        <CardField
          id={`${id}-number`}
          label="Card number"
          autoComplete="cc-number"
          placeholder="1234 1234 1234 1234"
          value={card.number}
          invalid={problem !== null && /number/i.test(problem)}
          describedBy={problemId}
          onChange={(value) => setCard({ ...card, number: formatCardNumber(value) })}
        />
        <div className="grid grid-cols-2 gap-3">
          <CardField
            id={`${id}-expiry`}
            label="Expiry (MM / YY)"
            autoComplete="cc-exp"
            placeholder="MM / YY"
            value={card.expiry}
            invalid={problem !== null && /expiration/i.test(problem)}
            describedBy={problemId}
            onChange={(value) => setCard({ ...card, expiry: formatExpiry(value) })}
          />
          <CardField
            id={`${id}-cvc`}
            label="CVC"
            autoComplete="cc-csc"
            placeholder="123"
            value={card.cvc}
            invalid={problem !== null && /security code/i.test(problem)}
            describedBy={problemId}
            onChange={(value) => setCard({ ...card, cvc: value.replace(/\D/g, '').slice(0, 4) })}
          />
        </div>
      </fieldset>
      <p id={`${id}-problem`} role="alert" className="mt-3 min-h-5 text-sm font-semibold text-kenya-red">
        {problem}
      </p>
    </>
  );
}

/** A test card number as people read it, kept on one line. */
export const TestNumber = ({ children }: { children: string }) => (
  <span className="font-mono whitespace-nowrap">{children}</span>
);
