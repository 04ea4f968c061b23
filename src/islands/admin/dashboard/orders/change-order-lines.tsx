import { useId, useState } from 'react';
import { FormField, SelectField } from '@/components/forms/form-field';
import { Button } from '@/components/ui/button';
import type { AdminMenuProduct } from '@/domain/api-shapes';
import { MAX_LINE_QUANTITY } from '@/domain/quantity';
import { countWords, sellableDishes } from '@/components/admin/dish-words';
import { reloadChangeDishes } from '@/stores/admin/dashboard/order-change';
import { type ChangeErrors, type ChangeLine, lineField } from './order-change-values';

/**
 * Another dish from the menu (every one not archived, the sold-out ones too: the owner knows what
 * she has left), chosen and then added with its button: a select that added on each change would
 * add a dish per arrow key on some desktops.
 */
function AddDish({
  dishes,
  failed,
  onAdd,
}: {
  dishes: readonly AdminMenuProduct[] | undefined;
  failed: boolean;
  onAdd: (dish: AdminMenuProduct) => void;
}) {
  const [chosen, setChosen] = useState('');
  if (!dishes && failed) {
    return (
      <div role="alert" className="flex flex-col items-start gap-2">
        <p className="text-sm text-red-900">We couldn't load the dishes to add.</p>
        <Button variant="secondary" size="sm" onClick={reloadChangeDishes}>
          Try again
        </Button>
      </div>
    );
  }
  const dish = dishes?.find((entry) => String(entry.id) === chosen);
  return (
    <div className="flex items-end gap-2">
      <div className="min-w-0 flex-1">
        <SelectField
          label="Add a dish"
          value={chosen}
          disabled={!dishes || dishes.length === 0}
          hint={dishes ? undefined : 'Loading the dishes…'}
          onChange={(event) => setChosen(event.target.value)}
        >
          <option value="">{dishes?.length === 0 ? 'Every dish is in the order' : 'Choose a dish'}</option>
          {dishes?.map((entry) => (
            <option key={entry.id} value={String(entry.id)}>
              {entry.name}
            </option>
          ))}
        </SelectField>
      </div>
      <Button
        variant="secondary"
        size="md"
        className="shrink-0"
        disabled={!dish}
        onClick={() => {
          if (!dish) return;
          onAdd(dish);
          setChosen('');
        }}
      >
        Add
      </Button>
    </div>
  );
}

/**
 * The order's lines, each with its pieces typed ('0' removes it) and its problem beside it, and
 * a way to add another dish. A dish's fewest pieces show under it once the menu has loaded.
 */
export function ChangeOrderLines({
  lines,
  dishes,
  dishesFailed,
  errors,
  onPieces,
  onAdd,
}: {
  lines: readonly ChangeLine[];
  dishes: readonly AdminMenuProduct[] | undefined;
  dishesFailed: boolean;
  errors: ChangeErrors;
  onPieces: (productId: number, typed: string) => void;
  onAdd: (dish: AdminMenuProduct) => void;
}) {
  const id = useId();
  const itemsError = errors['items'];
  const byId = new Map(dishes?.map((dish) => [dish.id, dish]));
  const addable = dishes && sellableDishes(dishes).filter((dish) => !lines.some((line) => line.productId === dish.id));
  return (
    <fieldset
      aria-labelledby={`${id}-legend`}
      aria-describedby={itemsError ? `${id}-hint ${id}-error` : `${id}-hint`}
      data-field="items"
      className="flex min-w-0 flex-col gap-4"
    >
      <div>
        <h3 id={`${id}-legend`} className="text-base font-bold text-brand-900">
          Dishes
        </h3>
        <p id={`${id}-hint`} className="text-sm text-muted">
          Pieces of each, up to {MAX_LINE_QUANTITY.toLocaleString('en-US')}. 0 removes a dish.
        </p>
        {itemsError && (
          <p id={`${id}-error`} className="mt-1 text-sm font-medium text-kenya-red">
            {itemsError}
          </p>
        )}
      </div>
      {lines.map((line) => {
        const dish = byId.get(line.productId);
        return (
          <FormField
            key={line.productId}
            name={lineField(line.productId)}
            label={line.name}
            inputMode="numeric"
            autoComplete="off"
            maxLength={4}
            value={line.pieces}
            error={errors[lineField(line.productId)]}
            hint={dish ? (countWords(dish) ?? undefined) : undefined}
            onChange={(event) => onPieces(line.productId, event.target.value)}
          />
        );
      })}
      <AddDish dishes={addable} failed={dishesFailed} onAdd={onAdd} />
    </fieldset>
  );
}
