import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import type { AdminMenuProduct } from '@/domain/menu';
import { PRODUCT_STATUS_LABELS, type ProductStatus } from '@/domain/product-status';
import { moveProduct, setProductStatus } from '@/stores/admin/menu/menu';
import { DishThumbnail } from './dish-thumbnail';

const STATUS_BADGE: Record<ProductStatus, string> = {
  on_menu: 'bg-green-100 text-green-900',
  sold_out: 'bg-amber-100 text-amber-900',
  archived: 'bg-stone-200 text-stone-800',
};

/** A dish's Edit button, which the focus goes back to when its form closes. */
export const editDishId = (product: Pick<AdminMenuProduct, 'id'>) => `edit-dish-${product.id}`;

/** Its ↑ and ↓ buttons, which keep the focus as the dish moves. */
const moveId = (product: Pick<AdminMenuProduct, 'id'>, way: 'up' | 'down') => `move-${way}-dish-${product.id}`;

/**
 * The dish's limits in pieces as its row says them: '30 a day · at most 40 per order', 'At most 40
 * per order'; null when it has none.
 */
export function limitsText({ dailyLimit, maxPerOrder }: Pick<AdminMenuProduct, 'dailyLimit' | 'maxPerOrder'>) {
  const parts = [
    dailyLimit === null ? null : `${dailyLimit} a day`,
    maxPerOrder === null ? null : `at most ${maxPerOrder} per order`,
  ].filter((part) => part !== null);
  const text = parts.join(' · ');
  return text === '' ? null : text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * One dish in the menu editor: its photo, name, price, limits, 'Food rate' if taxed as food, and
 * status, and the one-tap changes (sold out or back on sale, archive or restore, up or down the
 * menu) beside 'Edit'. While a change saves its buttons are busy but keep the focus, so a
 * keyboard user stays on the button, which then says the change ('Back on Sale'). A dish
 * moved keeps the focus on the arrow pressed, or on the other once it is first or last.
 */
export function ProductRow({
  product,
  last,
  onEdit,
}: {
  product: AdminMenuProduct;
  /** The last product of the menu: it cannot move down. */
  last: boolean;
  onEdit: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const moving = useRef<'up' | 'down' | null>(null);
  const run = async (change: () => Promise<boolean>) => {
    setBusy(true);
    if (!(await change())) moving.current = null;
    setBusy(false);
  };
  const move = (way: 'up' | 'down') => {
    moving.current = way;
    void run(() => moveProduct(product, way === 'up' ? product.position - 1 : product.position + 1));
  };
  const { name, status, position } = product;

  // The list is drawn again in its new order once the move is saved: the focus follows the dish.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the dish's place has changed
  useEffect(() => {
    const way = moving.current;
    if (way === null) return;
    moving.current = null;
    const pressed = document.getElementById(moveId({ id: product.id }, way)) as HTMLButtonElement | null;
    const other = document.getElementById(moveId({ id: product.id }, way === 'up' ? 'down' : 'up'));
    (pressed && !pressed.disabled ? pressed : other)?.focus();
  }, [position, product.id]);
  const limits = limitsText(product);
  return (
    <li
      className="flex flex-col gap-3 rounded-2xl border border-brand-200 bg-white p-4 shadow-sm"
      aria-busy={busy || undefined}
    >
      <div className="flex gap-3">
        <DishThumbnail image={product.image} dimmed={status === 'archived'} />
        <div className="min-w-0 flex-1">
          <h2 className="font-bold break-words text-brand-900">
            <span className="sr-only">Number {position}: </span>
            {name}
          </h2>
          <p className="text-sm text-ink">
            ${product.price} {product.unit}
            {product.packTiers.length > 0 && (
              <span className="text-muted"> · {product.packTiers.length} pack prices</span>
            )}
          </p>
          {limits && <p className="text-sm text-muted">{limits}</p>}
          {/* Only the exception is named: most dishes are prepared food, so a word on each row would be noise. */}
          {product.taxCategory === 'food' && <p className="text-sm text-muted">Food rate</p>}
          <span className={`mt-1 inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_BADGE[status]}`}>
            {PRODUCT_STATUS_LABELS[status]}
          </span>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button id={editDishId(product)} type="button" size="md" variant="secondary" busy={busy} onClick={onEdit}>
          Edit <span className="sr-only">{name}</span>
        </Button>
        {status !== 'archived' && (
          <Button
            type="button"
            size="md"
            variant="secondary"
            busy={busy}
            onClick={() => void run(() => setProductStatus(product, status === 'sold_out' ? 'on_menu' : 'sold_out'))}
          >
            {status === 'sold_out' ? 'Back on Sale' : 'Mark Sold Out'} <span className="sr-only">: {name}</span>
          </Button>
        )}
        <Button
          type="button"
          size="md"
          variant="secondary"
          busy={busy}
          onClick={() => void run(() => setProductStatus(product, status === 'archived' ? 'on_menu' : 'archived'))}
        >
          {status === 'archived' ? 'Restore' : 'Archive'} <span className="sr-only">{name}</span>
        </Button>
        <Button
          type="button"
          size="md"
          variant="secondary"
          id={moveId(product, 'up')}
          busy={busy}
          disabled={position === 1}
          aria-label={`Move ${name} up`}
          onClick={() => move('up')}
        >
          ↑
        </Button>
        <Button
          type="button"
          size="md"
          variant="secondary"
          id={moveId(product, 'down')}
          busy={busy}
          disabled={last}
          aria-label={`Move ${name} down`}
          onClick={() => move('down')}
        >
          ↓
        </Button>
      </div>
    </li>
  );
}
