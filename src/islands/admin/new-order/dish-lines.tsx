import { AdminPanel } from '@/components/admin/admin-panel';
import { FormField } from '@/components/forms/form-field';
import type { AdminMenuProduct } from '@/domain/menu';
import { MAX_LINE_QUANTITY } from '@/domain/quantity';
import { countWords, priceWords } from '@/components/admin/dish-words';
import { dishField, type FormErrors } from './order-form-values';

/**
 * Every dish the owner can sell with the pieces of it, typed (empty: none): its prices and pack
 * prices under its name, 'from 10' for a dish sold in packs, and its problem beside it. A count is
 * checked once its field is left, so '1' on the way to '12' is not called too few.
 */
export function DishLines({
  dishes,
  pieces,
  errors,
  onPieces,
  onLeave,
}: {
  dishes: readonly AdminMenuProduct[];
  pieces: Record<number, string>;
  errors: FormErrors;
  onPieces: (id: number, typed: string) => void;
  onLeave: (id: number) => void;
}) {
  const itemsError = errors['items'];
  return (
    <AdminPanel id="new-order-dishes" title="Dishes">
      <p id="new-order-dishes-hint" className="-mt-2 text-sm text-muted">
        Pieces of each, up to {MAX_LINE_QUANTITY.toLocaleString('en-US')}. Leave the others empty.
      </p>
      {itemsError && (
        <p id="new-order-items-error" className="mt-2 text-sm font-medium text-kenya-red">
          {itemsError}
        </p>
      )}
      <fieldset
        aria-labelledby="new-order-dishes"
        aria-describedby={itemsError ? 'new-order-dishes-hint new-order-items-error' : 'new-order-dishes-hint'}
        data-field="items"
        className="mt-4 grid min-w-0 gap-4 sm:grid-cols-2"
      >
        {dishes.map((dish) => {
          const more = countWords(dish);
          return (
            <FormField
              key={dish.id}
              name={dishField(dish.id)}
              label={dish.name}
              inputMode="numeric"
              autoComplete="off"
              maxLength={4}
              value={pieces[dish.id] ?? ''}
              error={errors[dishField(dish.id)]}
              onChange={(event) => onPieces(dish.id, event.target.value)}
              onBlur={() => onLeave(dish.id)}
              hint={
                <>
                  <span className="block">{priceWords(dish)}</span>
                  {more && <span className="block">{more}</span>}
                </>
              }
            />
          );
        })}
      </fieldset>
    </AdminPanel>
  );
}
