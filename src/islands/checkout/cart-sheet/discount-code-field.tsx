import { useId, useState } from 'react';
import { useStore } from '@nanostores/react';
import { Button } from '@/components/ui/button';
import { $appliedCode, $codeRefusal, applyCode, removeCode } from '@/stores/checkout/checkout-quote';

/**
 * 'Add a code': a discount code the server checks and prices (POST /api/checkout/quote). Its
 * refusal shows here, in the server's sentence naming the code; an applied code can be removed.
 */
export function DiscountCodeField() {
  const applied = useStore($appliedCode);
  const refusal = useStore($codeRefusal);
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const inputId = useId();
  const errorId = useId();

  // While the server checks a code it is already the applied one; the field stays until it answers.
  if (applied !== '' && !busy) {
    return (
      <p className="flex items-center justify-between gap-2 text-sm text-ink">
        <span>
          Code <strong>{applied.toUpperCase()}</strong> applied
        </span>
        <Button type="button" variant="ghost" size="sm" onClick={removeCode}>
          Remove code
        </Button>
      </p>
    );
  }
  if (!open && refusal === null) {
    return (
      <Button type="button" variant="ghost" size="sm" className="self-start" onClick={() => setOpen(true)}>
        Add a code
      </Button>
    );
  }
  const submit = async () => {
    if (typed.trim() === '' || busy) return;
    setBusy(true);
    if (await applyCode(typed)) setTyped('');
    setBusy(false);
  };
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={inputId} className="text-sm font-medium text-ink">
        Discount code
      </label>
      <div className="flex gap-2">
        <input
          id={inputId}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              void submit();
            }
          }}
          autoCapitalize="characters"
          autoComplete="off"
          maxLength={32}
          aria-invalid={refusal !== null}
          aria-describedby={refusal === null ? undefined : errorId}
          className="min-h-11 flex-1 rounded-md border border-brand-200 bg-white px-3 text-base uppercase"
        />
        <Button type="button" onClick={() => void submit()} disabled={busy}>
          {busy ? 'Checking…' : 'Apply'}
        </Button>
      </div>
      {refusal !== null && (
        <p id={errorId} role="alert" className="text-sm text-red-800">
          {refusal}
        </p>
      )}
    </div>
  );
}
