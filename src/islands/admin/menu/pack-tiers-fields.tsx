import { Button } from '@/components/ui/button';
import { FormField } from '@/components/forms/form-field';
import { PRODUCT_LIMITS } from '@/domain/schemas';
import { newTier, type ProductFormErrors, type TierValues } from './product-form-values';

/**
 * The dish's pack tiers: from how many pieces a lower price per piece applies, and the badge shown
 * beside that choice. None means the dish is sold at its list price whatever the quantity.
 */
export function PackTiersFields({
  tiers,
  errors,
  onChange,
}: {
  tiers: TierValues[];
  errors: ProductFormErrors;
  onChange: (tiers: TierValues[]) => void;
}) {
  const update = (key: string, change: Partial<TierValues>) =>
    onChange(tiers.map((tier) => (tier.key === key ? { ...tier, ...change } : tier)));
  return (
    <fieldset className="flex flex-col gap-3 rounded-xl border border-brand-200 p-4">
      <legend className="px-1 text-sm font-semibold text-ink">Pack prices</legend>
      <p className="text-sm text-muted">
        A lower price per piece from a quantity up, such as $1.90 each from 20. Leave empty to sell at the list price.
      </p>
      {errors['packTiers'] && (
        <p role="alert" className="text-sm font-medium text-kenya-red">
          {errors['packTiers']}
        </p>
      )}
      {tiers.map((tier, index) => (
        <div
          key={tier.key}
          className="grid grid-cols-2 gap-3 border-t border-brand-100 pt-3 sm:grid-cols-[1fr_1fr_1fr_auto] sm:items-start"
        >
          <FormField
            label={`Tier ${index + 1}: from quantity`}
            inputMode="numeric"
            value={tier.minQuantity}
            error={errors[`packTiers.${index}.minQuantity`]}
            onChange={(event) => update(tier.key, { minQuantity: event.target.value })}
          />
          <FormField
            label={`Tier ${index + 1}: price per piece ($)`}
            inputMode="decimal"
            value={tier.unitPrice}
            error={errors[`packTiers.${index}.unitPrice`]}
            onChange={(event) => update(tier.key, { unitPrice: event.target.value })}
          />
          <FormField
            label={`Tier ${index + 1}: badge (optional)`}
            maxLength={PRODUCT_LIMITS.badge}
            value={tier.badge}
            error={errors[`packTiers.${index}.badge`]}
            onChange={(event) => update(tier.key, { badge: event.target.value })}
          />
          <Button
            type="button"
            variant="secondary"
            size="md"
            className="self-end"
            onClick={() => onChange(tiers.filter((other) => other.key !== tier.key))}
          >
            Remove tier {index + 1}
          </Button>
        </div>
      ))}
      {tiers.length < PRODUCT_LIMITS.tiers && (
        <Button
          type="button"
          variant="secondary"
          size="md"
          className="self-start"
          onClick={() => onChange([...tiers, newTier()])}
        >
          Add a Pack Price
        </Button>
      )}
    </fieldset>
  );
}
