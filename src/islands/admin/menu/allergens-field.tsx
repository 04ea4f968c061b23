import { useId } from 'react';
import { CheckboxField } from '@/components/forms/checkbox-field';
import { ALLERGEN_NAMES, ALLERGENS, type Allergen, inLawOrder } from '@/domain/allergens';

/**
 * The nine major allergens as checkboxes, in the law's order: what the dish's card, /allergens and
 * its labels say it contains. Kept as keys, in the law's order whatever order they are ticked in.
 */
export function AllergensField({ value, onChange }: { value: Allergen[]; onChange: (allergens: Allergen[]) => void }) {
  const id = useId();
  const toggle = (allergen: Allergen, checked: boolean) =>
    onChange(inLawOrder(checked ? [...value, allergen] : value.filter((other) => other !== allergen)));
  return (
    <fieldset aria-describedby={`${id}-hint`} className="flex min-w-0 flex-col gap-2">
      <legend className="mb-1 text-sm font-semibold text-ink">Allergens (the nine major)</legend>
      <p id={`${id}-hint`} className="text-sm text-muted">
        Tick each one the dish contains. Customers read them on the menu, on /allergens and on the labels.
      </p>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {ALLERGENS.map((allergen) => (
          <CheckboxField
            key={allergen}
            label={ALLERGEN_NAMES[allergen]}
            checked={value.includes(allergen)}
            onChange={(checked) => toggle(allergen, checked)}
          />
        ))}
      </div>
    </fieldset>
  );
}
