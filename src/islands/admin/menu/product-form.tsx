import { type SubmitEvent, useEffect, useId, useRef, useState } from 'react';
import { textFieldsOf } from '@/components/forms/use-saved-form';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/forms/form-alert';
import { FormField, TextAreaField } from '@/components/forms/form-field';
import { FEW_LEFT } from '@/domain/fulfilment/piece-limits';
import type { AdminMenuProduct } from '@/domain/menu';
import { TAX_CATEGORIES, type TaxCategory } from '@/domain/order-money/tax-category';
import { TAX_CATEGORY_EXPLANATIONS, TAX_CATEGORY_LABELS } from '@/domain/order-money/tax-category';
import { PRODUCT_LIMITS } from '@/domain/schemas';
import { saveProduct } from '@/stores/admin/menu/menu';
import { AllergensField } from './allergens-field';
import { DishThumbnail } from './dish-thumbnail';
import { PackTiersFields } from './pack-tiers-fields';
import {
  checkProductForm,
  emptyProductForm,
  formValuesOf,
  photoProblem,
  type ProductFormErrors,
  type ProductFormValues,
} from './product-form-values';

/**
 * The dish's tax category as native radios (arrow keys move between them). The whole card is the
 * tap target, but each radio is named by its category alone and described by its explanation, so a
 * screen reader says 'Food, radio button' before the sentence rather than one long name.
 */
function TaxCategoryField({ value, onChange }: { value: TaxCategory; onChange: (category: TaxCategory) => void }) {
  const id = useId();
  return (
    <fieldset aria-describedby={`${id}-hint`} className="flex min-w-0 flex-col gap-2">
      <legend className="mb-1 text-sm font-semibold text-ink">Tax category</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {TAX_CATEGORIES.map((category) => (
          <label
            key={category}
            className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border-2 border-brand-200 bg-white p-3 hover:border-brand-500 has-checked:border-brand-700 has-checked:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700"
          >
            <input
              type="radio"
              name="taxCategory"
              value={category}
              checked={value === category}
              onChange={() => onChange(category)}
              aria-labelledby={`${id}-${category}`}
              aria-describedby={`${id}-${category}-explanation`}
              className="mt-0.5 size-5 shrink-0 accent-brand-700"
            />
            <span className="flex flex-col gap-0.5 text-sm">
              <span id={`${id}-${category}`} className="font-semibold text-ink">
                {TAX_CATEGORY_LABELS[category]}
              </span>
              <span id={`${id}-${category}-explanation`} className="text-muted">
                {TAX_CATEGORY_EXPLANATIONS[category]}
              </span>
            </span>
          </label>
        ))}
      </div>
      <p id={`${id}-hint`} className="text-sm text-muted">
        Confirm each dish's category with the Kansas Department of Revenue.
      </p>
    </fieldset>
  );
}

/**
 * Add a dish, or edit one: name, description, unit, price, photo and its description, quantity
 * choices, the kitchen's limits in pieces (a day, per order; empty is none), its ingredients and
 * allergens, its tax category and pack prices. Problems show beside the fields (the API's own rules); a refusal from the server
 * shows above them. Nothing typed is lost on a refusal.
 */
export function ProductForm({ product, onDone }: { product: AdminMenuProduct | null; onDone: () => void }) {
  const [values, setValues] = useState<ProductFormValues>(() => (product ? formValuesOf(product) : emptyProductForm()));
  const [photo, setPhoto] = useState<File | null>(null);
  const [errors, setErrors] = useState<ProductFormErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => heading.current?.focus(), []);

  const set = textFieldsOf<ProductFormValues, keyof Omit<ProductFormValues, 'packTiers' | 'taxCategory' | 'allergens'>>(
    values,
    errors,
    setValues,
  );

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setProblem(null);
    const checked = checkProductForm(values, photo);
    if (!checked.ok) {
      setErrors(checked.errors);
      // Once the problems are drawn, focus the first field that has one, in the form's order.
      requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setErrors({});
    setBusy(true);
    const result = await saveProduct(product?.id ?? null, checked.payload, photo);
    setBusy(false);
    if (result.ok) onDone();
    else setProblem(result.message);
  };

  const title = product ? `Edit ${product.name}` : 'Add a Dish';
  return (
    <section
      aria-labelledby="product-form-heading"
      className="rounded-2xl border border-brand-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2
        id="product-form-heading"
        ref={heading}
        tabIndex={-1}
        className="text-xl font-bold text-brand-900 outline-none"
      >
        {title}
      </h2>
      <form ref={form} noValidate onSubmit={(event) => void submit(event)} className="mt-5 flex flex-col gap-4">
        <FormAlert message={problem} />
        <FormField {...set('name')} label="Name" required maxLength={PRODUCT_LIMITS.name} />
        <TextAreaField {...set('description')} label="Description" required maxLength={PRODUCT_LIMITS.description} />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            {...set('unit')}
            label="Unit"
            required
            hint="Such as 'per piece' or 'per tray'."
            maxLength={PRODUCT_LIMITS.unit}
          />
          <FormField
            {...set('price')}
            label="Price ($)"
            required
            inputMode="decimal"
            hint="The list price, such as 2.00."
          />
        </div>
        <div className="flex flex-col gap-2">
          {product && <DishThumbnail image={product.image} />}
          <FormField
            name="photo"
            label={product ? 'New photo (optional)' : 'Photo'}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            hint="JPEG, PNG or WebP, up to 5 MB. Without one, the dish shows a placeholder."
            error={errors['photo']}
            onChange={(event) => {
              const chosen = event.target.files?.[0] ?? null;
              setPhoto(chosen);
              setErrors((current) => {
                const { photo: _old, ...rest } = current;
                const photoError = photoProblem(chosen);
                return photoError ? { ...rest, photo: photoError } : rest;
              });
            }}
          />
        </div>
        <FormField
          {...set('imageAlt')}
          label="Photo description"
          required
          hint="What the photo shows, for people who cannot see it."
          maxLength={PRODUCT_LIMITS.imageAlt}
        />
        <FormField
          {...set('quantityChoices')}
          label="Quantity choices"
          inputMode="numeric"
          hint="What customers pick from, such as 1, 2, 3, 5, 10. Leave empty for that, or 10 to 50 with pack prices."
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            {...set('dailyLimit')}
            label="Pieces a day"
            inputMode="numeric"
            hint={`How many the kitchen makes each day. Empty: no daily limit. Customers see 'N left today' under ${FEW_LEFT}.`}
          />
          <FormField
            {...set('maxPerOrder')}
            label="Most per order"
            inputMode="numeric"
            hint="The most pieces one order may hold. Empty: no limit."
          />
        </div>
        <TextAreaField
          {...set('ingredients')}
          label="Ingredients"
          hint={`One a line, in order of weight, most first. At most ${PRODUCT_LIMITS.ingredients}, each up to ${PRODUCT_LIMITS.ingredient} characters.`}
        />
        <AllergensField
          value={values.allergens}
          onChange={(allergens) => setValues((current) => ({ ...current, allergens }))}
        />
        <TaxCategoryField
          value={values.taxCategory}
          onChange={(taxCategory) => setValues((current) => ({ ...current, taxCategory }))}
        />
        <PackTiersFields
          tiers={values.packTiers}
          errors={errors}
          onChange={(packTiers) => setValues((current) => ({ ...current, packTiers }))}
        />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button type="button" variant="secondary" size="lg" onClick={onDone} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" size="lg" busy={busy}>
            {busy ? 'Saving...' : product ? 'Save Dish' : 'Add Dish'}
          </Button>
        </div>
      </form>
    </section>
  );
}
