import { useId } from 'react';
import { RefusalStatus } from '@/components/admin/refusal-status';
import { CheckboxField } from '@/components/forms/checkbox-field';
import { FormAlert } from '@/components/forms/form-alert';
import { FormField, TextAreaField } from '@/components/forms/form-field';
import { useSavedForm } from '@/components/forms/use-saved-form';
import { Button } from '@/components/ui/button';
import { SUBJECT_MAX } from '@/domain/notify/announcement';
import { NOTE_MAX } from '@/domain/schemas/ordering-period';
import { type Drop, type DropPayload, type PickupSpot, saveDrop } from '@/stores/admin/drops/drops';
import { checkDropForm, DROP_FIELDS, emptyDropForm, formErrorsOf, formValuesOf } from './drop-form-values';
import { DropSpots } from './drop-spots';
import { SellsDays } from './sells-days';

const SHOP_CLOCK_HINT = 'Shop time (Central), whatever this phone says.';

/**
 * Schedule a drop, or change one: when ordering opens and closes on the shop's clock, the days
 * whose windows it sells, the pickup spots it sells at, a note, and its announcement to the notify list. Problems show beside
 * the fields in the API's words, whether the form found them or the server did; any other refusal
 * (an overlap) shows above them, and nothing typed is lost.
 */
export function DropForm({
  drop,
  spots,
  onDone,
}: {
  drop: Drop | null;
  spots: readonly PickupSpot[];
  onDone: () => void;
}) {
  const id = useId();
  const { values, setValues, errors, problem, busy, heading, form, text, submit } = useSavedForm({
    initial: () => (drop ? formValuesOf(drop, spots) : emptyDropForm(spots)),
    fields: DROP_FIELDS,
    check: checkDropForm,
    save: async (payload: DropPayload) => {
      const result = await saveDrop(drop?.id ?? null, payload);
      return result.ok ? result : { ...result, fields: formErrorsOf(result.fields) };
    },
    onDone,
  });

  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-2xl border border-brand-200 bg-white p-5 shadow-sm">
      <h3 id={`${id}-heading`} ref={heading} tabIndex={-1} className="text-xl font-bold text-brand-900 outline-none">
        {drop ? 'Edit the Drop' : 'Schedule a Drop'}
      </h3>
      <form ref={form} noValidate onSubmit={(event) => void submit(event)} className="mt-5 flex flex-col gap-4">
        <FormAlert message={problem} />
        <RefusalStatus problems={errors} order={DROP_FIELDS} />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField {...text('opensAt')} label="Orders open" type="datetime-local" required hint={SHOP_CLOCK_HINT} />
          <FormField {...text('closesAt')} label="Orders close" type="datetime-local" required hint={SHOP_CLOCK_HINT} />
        </div>
        <SellsDays
          values={values}
          error={errors.sellsDates}
          onChange={(sellsDates) => setValues((current) => ({ ...current, sellsDates }))}
        />
        <DropSpots
          spots={spots}
          chosen={values.spotIds}
          error={errors.spotIds}
          onChange={(spotIds) => setValues((current) => ({ ...current, spotIds }))}
        />
        <FormField
          {...text('note')}
          label="Note"
          maxLength={NOTE_MAX}
          hint="For you, such as 'Samosa Friday'. Customers do not see it."
        />
        <CheckboxField
          label="Announce it to the notify list"
          hint="Your message goes out by e-mail and text when it opens, and a reminder two hours before it closes."
          checked={values.announce}
          onChange={(announce) => setValues((current) => ({ ...current, announce }))}
        />
        {values.announce && (
          <div className="flex flex-col gap-4 border-l-4 border-brand-200 pl-3">
            <FormField
              {...text('subject')}
              label="Subject"
              required
              maxLength={SUBJECT_MAX}
              hint="The e-mail's subject."
            />
            <TextAreaField
              {...text('text')}
              label="Message"
              required
              hint="The e-mail says it all; the text message carries it with the shop's link and 'Reply STOP to opt out', 320 characters at most."
            />
          </div>
        )}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button type="button" variant="secondary" size="lg" onClick={onDone} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" size="lg" busy={busy}>
            {busy ? 'Saving...' : drop ? 'Save Drop' : 'Schedule Drop'}
          </Button>
        </div>
      </form>
    </section>
  );
}
