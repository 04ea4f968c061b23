import { type ReactNode, useId, useRef, useState } from 'react';
import { dishField, type FormErrors } from '@/components/forms/dish-errors';
import { FormField, SelectField } from '@/components/forms/form-field';
import { Button } from '@/components/ui/button';
import type { MenuItem } from '@/domain/menu';
import { MAX_LINE_QUANTITY } from '@/domain/quantity';
import { addableDishes, type DishLine, lineOfDish } from './dish-lines';

const NOT_ON_MENU = 'Not on the menu now';

/**
 * A standing order's dishes: each with its count (pieces every time) and Remove, then 'Add a dish'
 * from the menu. A dish not on the menu now is marked so: on a new standing order it is left out
 * (`unavailable: 'left-out'`), on a change it is kept unless she removes it. Problems show beside
 * each count, and a problem of the list as a whole above it.
 */
export function DishLinesEditor({
  lines,
  menu,
  errors,
  unavailable,
  legend = 'Dishes',
  onChange,
}: {
  lines: readonly DishLine[];
  menu: readonly MenuItem[];
  errors: FormErrors;
  unavailable: 'left-out' | 'kept';
  /** The group's name: a page's heading of its own (a new standing order's), or the plain word. */
  legend?: ReactNode;
  onChange: (lines: DishLine[]) => void;
}) {
  const id = useId();
  const list = useRef<HTMLUListElement>(null);
  const addable = addableDishes(menu, lines);
  const [adding, setAdding] = useState('');
  const chosen = addable.find((dish) => String(dish.id) === adding) ?? addable[0];
  const itemsError = errors['items'];

  const setCount = (productId: number, quantity: string) =>
    onChange(lines.map((line) => (line.productId === productId ? { ...line, quantity } : line)));
  const remove = (productId: number) => {
    onChange(lines.filter((line) => line.productId !== productId));
    // The line and its button are gone: the list's heading keeps the focus in place.
    requestAnimationFrame(() => document.getElementById(`${id}-legend`)?.focus());
  };
  const add = () => {
    if (!chosen) return;
    onChange([...lines, lineOfDish(chosen)]);
    setAdding('');
    requestAnimationFrame(() =>
      list.current?.querySelector<HTMLInputElement>(`[name="${dishField(chosen.id)}"]`)?.focus(),
    );
  };

  return (
    <fieldset
      data-field="items"
      aria-describedby={itemsError ? `${id}-hint ${id}-error` : `${id}-hint`}
      className="flex min-w-0 flex-col gap-3"
    >
      <legend id={`${id}-legend`} tabIndex={-1} className="text-base font-bold text-brand-900 outline-none">
        {legend}
      </legend>
      <p id={`${id}-hint`} className="text-sm text-muted">
        How many of each, every time, up to {MAX_LINE_QUANTITY.toLocaleString('en-US')}. Each order is priced at the
        menu's prices when it is placed.
      </p>
      {itemsError && (
        <p id={`${id}-error`} className="text-sm font-medium text-kenya-red">
          {itemsError}
        </p>
      )}
      {lines.length > 0 && (
        <ul ref={list} className="flex flex-col gap-3">
          {lines.map((line) =>
            line.available ? (
              <li key={line.productId}>
                <FormField
                  name={dishField(line.productId)}
                  label={line.name}
                  inputMode="numeric"
                  autoComplete="off"
                  maxLength={4}
                  value={line.quantity}
                  error={errors[dishField(line.productId)]}
                  onChange={(event) => setCount(line.productId, event.target.value)}
                  action={
                    <Button variant="secondary" onClick={() => remove(line.productId)} className="shrink-0">
                      Remove<span className="sr-only"> {line.name}</span>
                    </Button>
                  }
                />
              </li>
            ) : (
              <li
                key={line.productId}
                className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-dashed border-stone-300 bg-stone-50 p-3 text-sm"
              >
                <span>
                  <span className="font-semibold text-ink">
                    {line.quantity} × {line.name}
                  </span>{' '}
                  <span className="text-muted">
                    {NOT_ON_MENU}
                    {unavailable === 'left-out' ? ': left out' : ': kept for when it is back'}
                  </span>
                </span>
                {unavailable === 'kept' && (
                  <Button variant="secondary" onClick={() => remove(line.productId)}>
                    Remove<span className="sr-only"> {line.name}</span>
                  </Button>
                )}
              </li>
            ),
          )}
        </ul>
      )}
      {addable.length > 0 && (
        <div className="flex items-end gap-2">
          <div className="min-w-0 flex-1">
            <SelectField
              label="Add a dish"
              value={chosen ? String(chosen.id) : ''}
              onChange={(event) => setAdding(event.target.value)}
            >
              {addable.map((dish) => (
                <option key={dish.id} value={dish.id}>
                  {dish.name}
                  {dish.soldOut ? ' (sold out now)' : ''}
                </option>
              ))}
            </SelectField>
          </div>
          <Button variant="secondary" onClick={add} className="shrink-0">
            Add<span className="sr-only"> {chosen?.name}</span>
          </Button>
        </div>
      )}
    </fieldset>
  );
}
