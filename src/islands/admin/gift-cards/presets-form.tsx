import { useStore } from '@nanostores/react';
import { RefusalStatus } from '@/components/admin/refusal-status';
import { FormAlert } from '@/components/forms/form-alert';
import { FormField } from '@/components/forms/form-field';
import { useSavedForm } from '@/components/forms/use-saved-form';
import { Button } from '@/components/ui/button';
import { LoadFailed } from '@/components/ui/load-failed';
import { MOST_GIFT_CARD_PRESETS } from '@/domain/gift-cards/gift-card-terms';
import { apiDecimalToCents } from '@/domain/order/api-money';
import { checkGiftCardPresets } from '@/domain/schemas/gift-card';
import {
  $giftCardPresets,
  type GiftCardPresets,
  type PresetsPayload,
  reloadGiftCardPresets,
  saveGiftCardPresets,
} from '@/stores/admin/gift-cards/gift-card-presets';

/** A box per amount, named as the API names its problems: `amounts.0` to `amounts.3`. */
const BOXES = Array.from({ length: MOST_GIFT_CARD_PRESETS }, (_, index) => `amounts.${index}`);
type Values = Record<string, string>;

/** The boxes' values as the API takes them, blank ones too, checked by the server's own schema. */
function check(values: Values): { ok: true; payload: PresetsPayload } | { ok: false; errors: Partial<Values> } {
  const payload = { amounts: BOXES.map((box) => values[box] ?? '') };
  const checked = checkGiftCardPresets(payload);
  return checked.ok ? { ok: true, payload } : { ok: false, errors: checked.fields };
}

/** The amounts offered now, in whole dollars ('25'), one a box, the rest empty. */
const initialValues = (presets: GiftCardPresets): Values =>
  Object.fromEntries(
    BOXES.map((box, index) => {
      const amount = presets.amounts[index];
      return [box, amount === undefined ? '' : String(apiDecimalToCents(amount) / 100)];
    }),
  );

function PresetBoxes({ presets }: { presets: GiftCardPresets }) {
  const { errors, problem, busy, form, text, submit } = useSavedForm({
    initial: () => initialValues(presets),
    fields: BOXES,
    check,
    save: saveGiftCardPresets,
    // Saved: the toast says so, and the boxes keep what was typed.
    onDone: () => {},
  });
  return (
    <form ref={form} noValidate onSubmit={(event) => void submit(event)} className="mt-3 flex flex-col gap-4">
      <FormAlert message={problem} />
      <RefusalStatus problems={errors} order={BOXES} />
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-4">
        {BOXES.map((box, index) => (
          <FormField key={box} {...text(box)} label={`Amount ${index + 1}`} inputMode="numeric" />
        ))}
      </div>
      <p className="text-sm text-muted">
        In whole dollars, from $10 to $500. Leave them all empty for $25, $50 and $100. Buyers can still choose any
        other whole amount.
      </p>
      <div className="flex sm:justify-end">
        <Button type="submit" size="lg" busy={busy} className="w-full sm:w-auto">
          {busy ? 'Saving...' : 'Save Amounts'}
        </Button>
      </div>
    </form>
  );
}

/** The amounts /gift-cards offers (docs/behaviour/screens.md#gift-cards): loading, its failure, or the form. */
export function PresetsForm() {
  const { data, error } = useStore($giftCardPresets);
  return (
    <section aria-labelledby="gift-card-presets-heading" className="rounded-2xl border border-brand-200 bg-white p-5">
      <h2 id="gift-card-presets-heading" className="text-xl font-bold text-brand-900">
        Amounts on the gift cards page
      </h2>
      {!data && error ? (
        <LoadFailed onRetry={reloadGiftCardPresets} className="mt-3">
          <strong className="font-semibold">We couldn't load the amounts.</strong> {error.message}
        </LoadFailed>
      ) : !data ? (
        <p role="status" className="mt-3 text-sm text-muted">
          Loading the amounts
        </p>
      ) : (
        <PresetBoxes presets={data} />
      )}
    </section>
  );
}
