import { RefusalStatus } from '@/components/admin/refusal-status';
import { CheckboxField } from '@/components/forms/checkbox-field';
import { FormAlert } from '@/components/forms/form-alert';
import { FormField, TextAreaField } from '@/components/forms/form-field';
import { useSavedForm } from '@/components/forms/use-saved-form';
import { Button } from '@/components/ui/button';
import { TAX_PLACE_LIMITS } from '@/domain/schemas/tax-place';
import { saveTaxPlace, type TaxPlace, type TaxPlacePayload } from '@/stores/admin/tax/tax';
import { checkPlaceForm, emptyPlaceForm, PLACE_FIELDS, formValuesOf } from './place-form-values';

/** The '%' after a rate's input; the hint says 'Percent' for screen readers. */
const PERCENT = (
  <span aria-hidden="true" className="self-center font-semibold text-ink">
    %
  </span>
);

/**
 * Add a tax place, or edit one: name, state, ZIP codes, the two rates and the two choices. Saving
 * confirms the rates. Problems show beside the fields in the API's words; a refusal from the server
 * shows above them, and nothing typed is lost.
 */
export function PlaceForm({ place, onDone }: { place: TaxPlace | null; onDone: () => void }) {
  const { values, setValues, errors, problem, busy, heading, form, text, submit } = useSavedForm({
    initial: () => (place ? formValuesOf(place) : emptyPlaceForm()),
    fields: PLACE_FIELDS,
    check: checkPlaceForm,
    save: (payload: TaxPlacePayload) => saveTaxPlace(place?.id ?? null, payload),
    onDone,
  });

  const title = place ? `Edit ${place.name}` : 'Add a Place';
  return (
    <section
      aria-labelledby="tax-place-form-heading"
      className="rounded-2xl border border-brand-200 bg-white p-5 shadow-sm"
    >
      <h3
        id="tax-place-form-heading"
        ref={heading}
        tabIndex={-1}
        className="text-xl font-bold text-brand-900 outline-none"
      >
        {title}
      </h3>
      <form ref={form} noValidate onSubmit={(event) => void submit(event)} className="mt-5 flex flex-col gap-4">
        <FormAlert message={problem} />
        <RefusalStatus problems={errors} order={PLACE_FIELDS} />
        <FormField
          {...text('name')}
          label="Name"
          required
          maxLength={TAX_PLACE_LIMITS.name}
          hint="Such as Overland Park, KS."
        />
        <FormField
          {...text('state')}
          label="State"
          required
          maxLength={2}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          hint="Two letters, such as KS."
        />
        <TextAreaField
          {...text('zips')}
          label="ZIP codes"
          rows={3}
          hint="Separate them with commas or spaces. Leave empty for the whole state."
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            {...text('preparedRate')}
            label="Prepared-food rate"
            required
            inputMode="decimal"
            action={PERCENT}
            hint="Percent, such as 9.35: cooked, ready-to-eat dishes."
          />
          <FormField
            {...text('foodRate')}
            label="Food rate"
            required
            inputMode="decimal"
            action={PERCENT}
            hint="Percent, such as 2.85: food the buyer cooks, and bakery items."
          />
        </div>
        <CheckboxField
          label="Delivery fee taxed"
          hint="Whether a delivery fee shown apart is taxed here. It is not in Kansas."
          checked={values.taxesDeliveryFee}
          onChange={(taxesDeliveryFee) => setValues((current) => ({ ...current, taxesDeliveryFee }))}
        />
        <CheckboxField
          label="The kitchen is here"
          hint="Every pickup is taxed at this place's rates. Only one place can be the kitchen's."
          checked={values.isKitchen}
          onChange={(isKitchen) => setValues((current) => ({ ...current, isKitchen }))}
        />
        <p className="text-sm text-muted">
          Saving confirms these rates. Check them with the Kansas Department of Revenue first.
        </p>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button type="button" variant="secondary" size="lg" onClick={onDone} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" size="lg" busy={busy}>
            {busy ? 'Saving...' : place ? 'Save Place' : 'Add Place'}
          </Button>
        </div>
      </form>
    </section>
  );
}
