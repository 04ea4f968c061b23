import { useId, useRef, useState } from 'react';
import { FieldProblem, FormField, SelectField } from '@/components/forms/form-field';
import { Button } from '@/components/ui/button';
import { apiDecimalToCents } from '@/domain/order/api-money';
import { formatUsd } from '@/domain/money';
import { type MenuDish, menuPriceEach, type QuoteLineValues, type QuoteProblems } from './quote-form-values';

/**
 * The quote's dishes: for each its pieces and its price each (blank: the menu's pack price for
 * that many pieces, shown as the field's placeholder), a Remove; then a dish of the menu not yet
 * quoted to add. The group is `lines` for its own problems ('A quote needs at least one dish').
 */
export function QuoteLines({
  lines,
  menu,
  errors,
  onChange,
}: {
  lines: QuoteLineValues[];
  menu: readonly MenuDish[];
  errors: QuoteProblems;
  onChange: (lines: QuoteLineValues[]) => void;
}) {
  const legendId = useId();
  const [adding, setAdding] = useState('');
  const group = useRef<HTMLFieldSetElement>(null);
  const addable = menu.filter(
    (dish) => dish.status !== 'archived' && !lines.some((line) => line.productId === dish.id),
  );
  const change = (index: number, patch: Partial<QuoteLineValues>) =>
    onChange(lines.map((line, at) => (at === index ? { ...line, ...patch } : line)));
  const add = () => {
    const dish = addable.find((item) => String(item.id) === adding);
    if (!dish) return;
    onChange([...lines, { productId: dish.id, name: dish.name, pieces: '', priceEach: '' }]);
    setAdding('');
    // The new dish's pieces come next: the focus goes there once it is drawn.
    const name = `lines.${lines.length}.pieces`;
    requestAnimationFrame(() => group.current?.querySelector<HTMLElement>(`[name="${name}"]`)?.focus());
  };

  const remove = (index: number) => {
    onChange(lines.filter((_, at) => at !== index));
    // Its button is gone with it: the focus goes to the dish choice, where it can come back.
    requestAnimationFrame(() => group.current?.querySelector<HTMLElement>('[name="addDish"]')?.focus());
  };

  return (
    <fieldset ref={group} data-field="lines" aria-labelledby={legendId} className="flex min-w-0 flex-col gap-3">
      <legend id={legendId} className="mb-1 text-sm font-semibold text-ink">
        Dishes
      </legend>
      <FieldProblem id={legendId} error={errors['lines']} />
      <ul className="flex flex-col gap-3">
        {lines.map((line, index) => {
          const menuPrice = menuPriceEach(menu, line.productId, line.pieces);
          return (
            <li key={line.productId} className="flex flex-col gap-2 rounded-lg border border-line p-3">
              <div className="flex items-center justify-between gap-2">
                <span className="font-semibold text-ink">{line.name}</span>
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  aria-label={`Remove ${line.name}`}
                  onClick={() => remove(index)}
                >
                  Remove
                </Button>
              </div>
              <div className="grid grid-cols-2 gap-3">
                <FormField
                  name={`lines.${index}.pieces`}
                  label={`${line.name} pieces`}
                  inputMode="numeric"
                  required
                  value={line.pieces}
                  // A dish gone from the menu since is said with its pieces, which take the focus.
                  error={errors[`lines.${index}.pieces`] ?? errors[`lines.${index}.productId`]}
                  onChange={(event) => change(index, { pieces: event.target.value })}
                />
                <FormField
                  name={`lines.${index}.priceEach`}
                  label={`${line.name} price each`}
                  inputMode="decimal"
                  placeholder={menuPrice ?? undefined}
                  value={line.priceEach}
                  error={errors[`lines.${index}.priceEach`]}
                  hint={menuPrice ? `Blank: the menu's ${formatUsd(apiDecimalToCents(menuPrice))}` : undefined}
                  onChange={(event) => change(index, { priceEach: event.target.value })}
                />
              </div>
            </li>
          );
        })}
      </ul>
      {addable.length > 0 && (
        <div className="flex items-end gap-2">
          <div className="min-w-0 flex-1">
            <SelectField
              name="addDish"
              label="Add a dish"
              value={adding}
              onChange={(event) => setAdding(event.target.value)}
            >
              <option value="">Choose a dish</option>
              {addable.map((dish) => (
                <option key={dish.id} value={dish.id}>
                  {dish.name}
                </option>
              ))}
            </SelectField>
          </div>
          <Button type="button" variant="secondary" size="md" onClick={add} disabled={adding === ''}>
            Add
          </Button>
        </div>
      )}
    </fieldset>
  );
}
