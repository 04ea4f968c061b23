import { useStore } from '@nanostores/react';
import { RefusalStatus } from '@/components/admin/refusal-status';
import { FormAlert } from '@/components/forms/form-alert';
import { FormField, TextAreaField } from '@/components/forms/form-field';
import { useSavedForm } from '@/components/forms/use-saved-form';
import { Button } from '@/components/ui/button';
import { LoadFailed } from '@/components/ui/load-failed';
import { checkCateringTermsBody } from '@/domain/catering/catering-terms-body';
import {
  $cateringTerms,
  type CateringTerms,
  type CateringTermsBody,
  reloadCateringTerms,
  saveCateringTerms,
} from '@/stores/admin/catering/catering-quote';

const FIELDS = ['depositPercent', 'fullRefundDays', 'terms'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;

/** A whole number as typed, or what was typed (the schema refuses it in its words). */
const typedWhole = (text: string): number | string => (/^\s*\d{1,9}\s*$/.test(text) ? Number(text) : text);

/** The form's values as the API takes them, checked by the server's own schema. */
function check(values: Values): { ok: true; payload: CateringTermsBody } | { ok: false; errors: Partial<Values> } {
  const payload = {
    depositPercent: typedWhole(values.depositPercent.replace(/%\s*$/, '')),
    fullRefundDays: typedWhole(values.fullRefundDays),
    terms: values.terms,
  };
  const checked = checkCateringTermsBody(payload);
  return checked.ok ? { ok: true, payload: checked.value } : { ok: false, errors: checked.fields };
}

function TermsFields({ terms }: { terms: CateringTerms }) {
  const { errors, problem, busy, form, text, submit } = useSavedForm({
    initial: (): Values => ({
      depositPercent: String(terms.depositPercent),
      fullRefundDays: String(terms.fullRefundDays),
      terms: terms.terms,
    }),
    fields: FIELDS,
    check,
    save: saveCateringTerms,
    // Saved: the toast says so, and the fields keep what was typed.
    onDone: () => {},
  });
  return (
    <form ref={form} noValidate onSubmit={(event) => void submit(event)} className="mt-3 flex flex-col gap-4">
      <FormAlert message={problem} />
      <RefusalStatus problems={errors} order={FIELDS} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          {...text('depositPercent')}
          label="Deposit (%)"
          inputMode="numeric"
          required
          hint="Of a quote's total, paid when the customer accepts it."
        />
        <FormField
          {...text('fullRefundDays')}
          label="Deposit back in full until (days before)"
          inputMode="numeric"
          required
          hint="A cancellation after that keeps the deposit."
        />
      </div>
      <TextAreaField
        {...text('terms')}
        label="Cancellation terms"
        rows={5}
        hint="Markdown, up to 4,000 characters: each new quote starts with them."
      />
      <div className="flex sm:justify-end">
        <Button type="submit" size="lg" busy={busy} className="w-full sm:w-auto">
          {busy ? 'Saving...' : 'Save Defaults'}
        </Button>
      </div>
    </form>
  );
}

/** The owner's defaults for a new quote: loading, its failure, or the form. */
export function QuoteTermsForm() {
  const { data, error } = useStore($cateringTerms);
  return (
    <section aria-labelledby="catering-terms-heading" className="rounded-2xl border border-brand-200 bg-white p-5">
      <h2 id="catering-terms-heading" className="text-xl font-bold text-brand-900">
        Quote defaults
      </h2>
      {!data && error ? (
        <LoadFailed onRetry={reloadCateringTerms} className="mt-3">
          <strong className="font-semibold">We couldn't load the defaults.</strong> {error.message}
        </LoadFailed>
      ) : !data ? (
        <p role="status" className="mt-3 text-sm text-muted">
          Loading the defaults
        </p>
      ) : (
        <TermsFields terms={data} />
      )}
    </section>
  );
}
