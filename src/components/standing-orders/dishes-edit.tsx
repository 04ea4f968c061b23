import { useStore } from '@nanostores/react';
import { type SubmitEvent, useRef, useState } from 'react';
import { dishField, type FormErrors, formErrorsOf } from '@/components/forms/dish-errors';
import { focusFirstProblem } from '@/components/forms/focus-field';
import { checkBodyPaths } from '@/domain/schemas/checked-fields';
import { standingPatchSchema } from '@/domain/standing/standing-order-body';
import type { StandingOrder, StandingOrderActions } from '@/stores/account/standing-orders';
import { $products } from '@/stores/storefront/storefront-data';
import { DishLinesEditor } from './dish-lines-editor';
import { type DishLine, itemsOf } from './dish-lines';
import { EditPanel } from './edit-panel';

/**
 * 'Change dishes': her dishes with their counts, each removable, and a dish added from the menu. A
 * dish not on the menu now stays marked and kept; it never blocks the rest. Checked with the
 * server's own schema first; the server prices the order again.
 */
export function DishesEdit({
  order,
  change,
  onDone,
  onClose,
}: {
  order: StandingOrder;
  change: StandingOrderActions['change'];
  onDone: (changed: StandingOrder) => void;
  onClose: () => void;
}) {
  const { data: menu, error } = useStore($products);
  const [lines, setLines] = useState<DishLine[]>(() =>
    order.items.map((item) => ({ ...item, quantity: String(item.quantity) })),
  );
  const [errors, setErrors] = useState<FormErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  /** Shows the problems beside their dishes, or above the buttons when none is a dish's. */
  const show = (fields: Partial<Record<string, string>>, message: string, items: ReturnType<typeof itemsOf>) => {
    const found = formErrorsOf(fields, items);
    setErrors(found);
    const order = [...lines.map((line) => dishField(line.productId)), 'items'];
    setProblem(focusFirstProblem(form, order, found) ? null : message);
  };

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const items = itemsOf(lines, 'kept');
    const checked = checkBodyPaths(standingPatchSchema, { items });
    if (!checked.ok) return show(checked.fields, checked.message, items);
    setErrors({});
    setProblem(null);
    setBusy(true);
    const outcome = await change({ items });
    setBusy(false);
    if (outcome.ok) onDone(outcome.value);
    else show(outcome.fields, outcome.message, items);
  };

  return (
    <EditPanel
      title="Change dishes"
      problem={problem}
      busy={busy}
      saveLabel="Save dishes"
      formRef={form}
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
    >
      <DishLinesEditor lines={lines} menu={menu ?? []} errors={errors} unavailable="kept" onChange={setLines} />
      {!menu && (
        <p role="status" className="text-sm text-muted">
          {error ? "We couldn't load the menu to add a dish." : 'Loading the menu…'}
        </p>
      )}
    </EditPanel>
  );
}
