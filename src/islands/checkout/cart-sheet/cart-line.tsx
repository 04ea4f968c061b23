import { useId } from 'react';
import type { CartItem } from '@/domain/cart';
import type { DishRoom } from '@/domain/fulfilment/dish-availability';
import { formatUsd } from '@/domain/money';
import { isPackProduct, packBadge } from '@/domain/pricing';
import { MAX_LINE_QUANTITY } from '@/domain/quantity';
import { changeQuantity, removeFromCart } from '@/stores/checkout/cart';
import { Button } from '@/components/ui/button';

interface CartLineProps {
  item: CartItem;
  /** How many more of its dish the cart may take for the day it counts against; null: no limit. */
  room: DishRoom | null;
  /** Called after the line leaves the cart, so the sheet can put focus somewhere sensible. */
  onRemoved: () => void;
}

function MinusIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="currentColor">
      <path d="M4 9h12v2H4z" />
    </svg>
  );
}

function PlusIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="currentColor">
      <path d="M9 4h2v5h5v2h-5v5H9v-5H4V9h5z" />
    </svg>
  );
}

function TrashIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5" fill="none" stroke="currentColor" strokeWidth="1.6">
      <path d="M4 6h12M8 6V4h4v2m-6 0 1 10h6l1-10" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * One cart line: name, price per piece, quantity controls and line total. Samosas and chapatis
 * move in packs of 10 (their minimum order); below the minimum the line is removed. Increase stops
 * at what the day has left and at the most per order, saying which; a line already over either
 * (kept from before, or Order again) says so in red, and the checkout would refuse it.
 */
export function CartLine({ item, room, onRemoved }: CartLineProps) {
  const step = isPackProduct(item) ? 10 : 1;
  const limited = room !== null && step > room.more;
  const limitId = useId();
  const badge = packBadge(item, item.quantity);
  const decrease = () => {
    const next = item.quantity - step;
    changeQuantity(item.id, next < step ? 0 : next);
    if (next < step) onRemoved();
  };
  const remove = () => {
    removeFromCart(item.id);
    onRemoved();
  };

  return (
    <li className="flex flex-col gap-2 border-b border-brand-100 py-3 last:border-b-0">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-semibold break-words text-ink">{item.name}</p>
          <p className="text-sm text-muted">
            {formatUsd(item.unitPriceCents)} each
            {badge && (
              <span className="ml-2 rounded-full bg-green-50 px-2 py-0.5 text-xs font-semibold text-kenya-green">
                {badge}
              </span>
            )}
          </p>
        </div>
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Remove ${item.name}`}
          onClick={remove}
          className="-mt-2 -mr-2 shrink-0"
        >
          <TrashIcon />
        </Button>
      </div>
      <div className="flex items-center justify-between gap-3">
        <fieldset className="flex items-center gap-1" aria-label={`Quantity of ${item.name}`}>
          <Button variant="secondary" size="icon" aria-label={`Decrease ${item.name}`} onClick={decrease}>
            <MinusIcon />
          </Button>
          <output
            className="min-w-12 text-center text-base font-semibold tabular-nums"
            aria-label={`${item.name} quantity`}
          >
            {item.quantity}
          </output>
          <Button
            variant="secondary"
            size="icon"
            aria-label={`Increase ${item.name}`}
            aria-describedby={limited ? limitId : undefined}
            disabled={item.quantity + step > MAX_LINE_QUANTITY || limited}
            onClick={() => changeQuantity(item.id, item.quantity + step)}
          >
            <PlusIcon />
          </Button>
        </fieldset>
        <p className="font-bold text-ink tabular-nums">
          <span className="sr-only">Line total </span>
          {formatUsd(item.totalCents)}
        </p>
      </div>
      {limited && (
        <p id={limitId} className={`text-xs ${room.over ? 'font-semibold text-red-800' : 'text-muted'}`}>
          {room.reason}
        </p>
      )}
    </li>
  );
}
