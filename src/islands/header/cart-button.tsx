import { formatCount } from '@/domain/count-badge';
import { buttonVariants } from '@/components/ui/button-variants';

interface CartButtonProps {
  itemCount: number;
  onOpen: () => void;
}

/** The header's cart button: a bag icon with the item-count badge, hidden when the cart is empty. */
export function CartButton({ itemCount, onOpen }: CartButtonProps) {
  const label = itemCount === 0 ? 'Open cart, empty' : `Open cart, ${itemCount} ${itemCount === 1 ? 'item' : 'items'}`;
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-label={label}
      className={`${buttonVariants({ variant: 'ghost', size: 'icon' })} relative`}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M6 7h12l-1 13H7L6 7Z" strokeLinejoin="round" />
        <path d="M9 7a3 3 0 0 1 6 0" strokeLinecap="round" />
      </svg>
      {itemCount > 0 && (
        <span
          data-testid="cart-count"
          className="absolute -top-1 -right-1 min-w-5 rounded-full bg-kenya-red px-1.5 py-0.5 text-center text-xs leading-none font-bold text-white"
        >
          {formatCount(itemCount)}
        </span>
      )}
    </button>
  );
}
