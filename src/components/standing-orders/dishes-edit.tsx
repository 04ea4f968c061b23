import { useStore } from '@nanostores/react';
import { type SubmitEvent, useState } from 'react';
import { dishField, formErrorsOf } from '@/components/forms/dish-errors';
import { $products } from '@/stores/storefront/storefront-data';
import { DishLinesEditor } from './dish-lines-editor';
import { type DishLine, itemsOf } from './dish-lines';
import { EditPanel } from './edit-panel';
import { type EditPanelProps, usePatchForm } from './use-patch-form';

/**
 * 'Change dishes': her dishes with their counts, each removable, and a dish added from the menu. A
 * dish not on the menu now stays marked and kept; it never blocks the rest. Checked with the
 * server's own schema first; the server prices the order again.
 */
export function DishesEdit({ order, change, onDone, onClose }: EditPanelProps) {
  const { data: menu, error } = useStore($products);
  const [lines, setLines] = useState<DishLine[]>(() =>
    order.items.map((item) => ({ ...item, quantity: String(item.quantity) })),
  );
  const { errors, problem, busy, form, send } = usePatchForm(change, onDone);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const items = itemsOf(lines, 'kept');
    const order = [...lines.map((line) => dishField(line.productId)), 'items'];
    void send({ items }, { errorsOf: (fields) => formErrorsOf(fields, items), order });
  };

  return (
    <EditPanel
      title="Change dishes"
      problem={problem}
      busy={busy}
      saveLabel="Save dishes"
      formRef={form}
      onSubmit={submit}
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
