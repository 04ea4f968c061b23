import { RefusalStatus } from '@/components/admin/refusal-status';
import { FormAlert } from '@/components/forms/form-alert';
import { FormField } from '@/components/forms/form-field';
import { useSavedForm } from '@/components/forms/use-saved-form';
import { Button } from '@/components/ui/button';
import { ChoiceChip } from '@/components/ui/choice-chip';
import { type DiscountCode, type DiscountCodePayload, saveDiscountCode } from '@/stores/admin/codes/codes';
import { CheckboxField } from '@/components/forms/checkbox-field';
import {
  checkCodeForm,
  type DiscountKind,
  emptyCodeForm,
  CODE_FIELDS,
  formErrorsOf,
  formValuesOf,
} from './code-form-values';

/** The two kinds of discount, and how the one input beside them reads for each. */
const KINDS: Record<DiscountKind, { choice: string; label: string; hint: string; inputMode: 'numeric' | 'decimal' }> = {
  percent: {
    choice: 'Percent off',
    label: 'Percent taken off',
    hint: 'A whole number from 1 to 100.',
    inputMode: 'numeric',
  },
  amount: {
    choice: 'Amount off',
    label: 'Dollars taken off',
    hint: 'In dollars, such as 5.00; at most $1,000.00. Never more than the dishes cost.',
    inputMode: 'decimal',
  },
};

/**
 * Add a code, or edit one: its words, what it takes off and its conditions. Problems show beside
 * the fields in the API's words, whether the form found them or the server did; any other refusal
 * shows above them, and nothing typed is lost.
 */
export function CodeForm({ code, onDone }: { code: DiscountCode | null; onDone: () => void }) {
  const { values, setValues, errors, problem, busy, heading, form, text, submit } = useSavedForm({
    initial: () => (code ? formValuesOf(code) : emptyCodeForm()),
    fields: CODE_FIELDS,
    check: checkCodeForm,
    save: async (payload: DiscountCodePayload) => {
      const result = await saveDiscountCode(code?.id ?? null, payload);
      return result.ok ? result : { ...result, fields: formErrorsOf(result.fields) };
    },
    onDone,
  });

  const kind = KINDS[values.kind];
  const title = code ? `Edit ${code.code}` : 'Add a Code';
  return (
    <section aria-labelledby="code-form-heading" className="rounded-2xl border border-brand-200 bg-white p-5 shadow-sm">
      <h3
        id="code-form-heading"
        ref={heading}
        tabIndex={-1}
        className="text-xl font-bold break-words text-brand-900 outline-none"
      >
        {title}
      </h3>
      <form ref={form} noValidate onSubmit={(event) => void submit(event)} className="mt-5 flex flex-col gap-4">
        <FormAlert message={problem} />
        <RefusalStatus problems={errors} order={CODE_FIELDS} />
        <FormField
          {...text('code')}
          label="Code"
          required
          maxLength={32}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          hint="Letters and digits, such as SAVE10. Customers can type it in any case."
        />
        <fieldset className="flex min-w-0 flex-col gap-2">
          <legend className="mb-1 text-sm font-semibold text-ink">Discount</legend>
          <div className="grid grid-cols-2 gap-2 sm:max-w-md">
            {(Object.keys(KINDS) as DiscountKind[]).map((choice) => (
              <ChoiceChip
                key={choice}
                name="kind"
                value={choice}
                checked={values.kind === choice}
                onChoose={() => setValues((current) => ({ ...current, kind: choice }))}
              >
                {KINDS[choice].choice}
              </ChoiceChip>
            ))}
          </div>
        </fieldset>
        <FormField
          {...text('off')}
          label={kind.label}
          required
          inputMode={kind.inputMode}
          hint={kind.hint}
          action={
            values.kind === 'percent' ? (
              // The hint says 'A whole number' for screen readers; the sign is for the eye.
              <span aria-hidden="true" className="self-center font-semibold text-ink">
                %
              </span>
            ) : undefined
          }
        />
        <FormField
          {...text('minSubtotal')}
          label="Minimum subtotal"
          inputMode="decimal"
          hint="In dollars, such as 25.00: the dishes' total before fees and tip. Leave empty for any order."
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField {...text('startsAt')} label="First day" type="date" hint="Leave empty to start now." />
          <FormField {...text('endsAt')} label="Last day" type="date" hint="Included. Leave empty for no end." />
        </div>
        <FormField
          {...text('maxUses')}
          label="Most uses"
          inputMode="numeric"
          hint="Orders that may use it in all. Leave empty for no limit; a cancelled or refunded order gives its use back."
        />
        <CheckboxField
          label="Once per customer"
          hint="The same e-mail or phone number can use it on one order only."
          checked={values.oncePerCustomer}
          onChange={(oncePerCustomer) => setValues((current) => ({ ...current, oncePerCustomer }))}
        />
        <CheckboxField
          label="First order only"
          hint="Only for a customer who has not ordered before."
          checked={values.firstOrderOnly}
          onChange={(firstOrderOnly) => setValues((current) => ({ ...current, firstOrderOnly }))}
        />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button type="button" variant="secondary" size="lg" onClick={onDone} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" size="lg" busy={busy}>
            {busy ? 'Saving...' : code ? 'Save Code' : 'Add Code'}
          </Button>
        </div>
      </form>
    </section>
  );
}
