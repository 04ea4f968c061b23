import { FormAlert } from '@/components/forms/form-alert';
import { FormField } from '@/components/forms/form-field';
import { useSavedForm } from '@/components/forms/use-saved-form';
import { Button } from '@/components/ui/button';
import { checkStoreCredit } from '@/domain/schemas/gift-card';
import { issueStoreCredit, type StoreCreditField, type StoreCreditPayload } from '@/stores/admin/gift-cards/gift-cards';

const FIELDS: readonly StoreCreditField[] = ['email', 'name', 'amount', 'reason'];
type Values = Record<StoreCreditField, string>;

/** The form's values as the API takes them, checked by the same schema the server uses. */
function check(values: Values): { ok: true; payload: StoreCreditPayload } | { ok: false; errors: Partial<Values> } {
  const checked = checkStoreCredit(values);
  return checked.ok ? { ok: true, payload: values } : { ok: false, errors: checked.fields };
}

/**
 * Store credit (docs/behaviour/screens.md#gift-cards): an e-mail, a name, an amount and a reason; sent
 * as a card at once. Nothing typed is lost to a refusal.
 */
export function StoreCreditForm({ onDone }: { onDone: () => void }) {
  const { problem, busy, heading, form, text, submit } = useSavedForm({
    initial: (): Values => ({ email: '', name: '', amount: '', reason: '' }),
    fields: FIELDS,
    check,
    save: issueStoreCredit,
    onDone,
  });
  return (
    <section
      aria-labelledby="store-credit-heading"
      className="rounded-2xl border border-brand-200 bg-white p-5 shadow-sm"
    >
      <h3 id="store-credit-heading" ref={heading} tabIndex={-1} className="text-lg font-bold text-brand-900">
        Give store credit
      </h3>
      <p className="mt-1 text-sm text-muted">
        The customer gets a gift card by e-mail at once, with its code and how to spend it.
      </p>
      <form ref={form} noValidate onSubmit={(event) => void submit(event)} className="mt-5 flex flex-col gap-4">
        <FormAlert message={problem} />
        <FormField {...text('email')} label="Customer's e-mail" type="email" autoComplete="off" required />
        <FormField {...text('name')} label="Customer's name" autoComplete="off" hint="Optional: used in the e-mail." />
        <FormField
          {...text('amount')}
          label="Amount"
          inputMode="decimal"
          required
          hint="In dollars, such as 7.50; at most $500.00."
        />
        <FormField
          {...text('reason')}
          label="Reason"
          required
          hint="Shown to the customer, such as 'Your order came late'."
        />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" size="lg" disabled={busy}>
            {busy ? 'Sending...' : 'Send Credit'}
          </Button>
          <Button type="button" variant="secondary" size="lg" onClick={onDone}>
            Cancel
          </Button>
        </div>
      </form>
    </section>
  );
}
