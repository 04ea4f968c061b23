import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { containsLine } from '@/domain/allergens';
import { formatUsd } from '@/domain/money';
import { photoSources } from '@/domain/photo-sources';
import { isPackProduct, packBadge, unitPriceCents } from '@/domain/pricing';
import { defaultQuantity, quantityChoices } from '@/domain/quantity';
import { TIMINGS } from '@/domain/timings';
import { buttonVariants } from '@/components/ui/button-variants';
import { useHydrated } from '@/components/ui/use-hydrated';
import type { DishAvailability } from '@/domain/fulfilment/dish-availability';
import { $cart, addToCart } from '@/stores/checkout/cart';
import type { MenuItem } from '@/stores/storefront/storefront-data';
import { showToast } from '@/stores/shell/toasts';
import { $wishlist, toggleWishlist } from '@/stores/storefront/wishlist';

const MADE_FRESH = 'Made fresh to order - Allow 3-4 hours for preparation';

/** Scrolls to the order-type choice and focuses it: nothing is added before a type is chosen. */
function askForOrderType() {
  const selector = document.getElementById('order-type');
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  selector?.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'center' });
  selector?.focus({ preventScroll: true });
}

/** Why some quantities cannot be chosen, with what the cart already holds when that is part of it. */
const limitReason = (reason: string, inCart: number) => (inCart > 0 ? `${reason} · ${inCart} in your cart` : reason);

/** React has no type for the Element Timing attribute; the browser reads it as written. */
const MENU_PRICE_TIMING: Record<string, string> = { elementtiming: 'menu-price' };

/** The favourites the server renders with; one array, as React wants the same snapshot every time. */
const NO_FAVOURITES: number[] = [];

interface ProductCardProps {
  product: MenuItem;
  /** What is left of it for the day the cart counts against; null when nothing limits it (or not yet known). */
  availability: DishAvailability | null;
  eager: boolean;
}

export function ProductCard({ product, availability, eager }: ProductCardProps) {
  const [quantity, setQuantity] = useState(() => defaultQuantity(product.name));
  // The card comes in the page's HTML (issue 27): its controls stay visibly not ready until the
  // island is live, never a dead click.
  const hydrated = useHydrated();
  const notReady = hydrated ? undefined : true;
  const wishlist = useStore($wishlist, { ssr: () => NO_FAVOURITES });
  const saved = wishlist.includes(product.id);
  const listPriceCents = product.priceCents;
  const pack = isPackProduct(product);
  const selectId = `quantity-${product.id}`;
  const noteId = `dish-note-${product.id}`;
  const reasonId = `quantity-limit-${product.id}`;
  // The owner's 'sold out' says it all; otherwise quantities above what the day has left, or the
  // most per order, less what the cart holds, cannot be chosen (the checkout would refuse them).
  const limits = product.soldOut ? null : availability;
  const room = limits?.room ?? null;
  const choices = quantityChoices(product);
  const fits = (choice: number) => room === null || choice <= room.more;
  const nothingFits = room !== null && !choices.some(fits);
  const limitText = room && !choices.every(fits) ? limitReason(room.reason, limits?.inCart ?? 0) : null;
  // Said once: when the note already says why ('12 left today', 'Sold out today'), it is the reason too.
  const limitId = limitText === null ? undefined : limits?.noteSaysWhy ? noteId : reasonId;
  // A choice the limits have since ruled out reads as none chosen yet.
  const chosen = fits(quantity) ? quantity : 0;
  const selectedUnitCents = unitPriceCents(product, Math.max(chosen, 1));
  const badge = packBadge(product, chosen);
  const contains = containsLine(product.allergens);

  const add = () => {
    if ($cart.get().orderType === null) {
      askForOrderType();
      return;
    }
    addToCart(product, chosen);
    showToast({
      title: 'Added to cart!',
      description: `${chosen} × ${product.name}`,
      duration: TIMINGS.addedToCartToastMs,
    });
    setQuantity(0);
  };

  return (
    <article
      className="flex flex-col overflow-hidden rounded-2xl border border-brand-200 bg-white shadow-sm"
      data-testid="product-card"
    >
      <div className="relative">
        <img
          {...photoSources(product.image)}
          alt={product.imageAlt}
          width={800}
          height={600}
          sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          {...(eager ? { fetchPriority: 'high' as const } : {})}
          className={`aspect-[4/3] w-full bg-brand-50 object-cover ${product.soldOut ? 'opacity-60 grayscale' : ''}`}
        />
        {product.soldOut && (
          <span className="absolute top-3 left-3 rounded-full bg-stone-900 px-3 py-1 text-sm font-bold text-white">
            Sold out
          </span>
        )}
        <button
          type="button"
          onClick={() =>
            toggleWishlist({
              productId: product.id,
              item_id: String(product.id),
              item_name: product.name,
              price: listPriceCents / 100,
              quantity: 1,
            })
          }
          aria-pressed={saved}
          disabled={!hydrated}
          aria-busy={notReady}
          aria-label={saved ? `Remove ${product.name} from favourites` : `Save ${product.name} to favourites`}
          className="absolute top-2 right-2 flex size-11 items-center justify-center rounded-full bg-white/90 text-kenya-red shadow hover:bg-white"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-6"
            fill={saved ? 'currentColor' : 'none'}
            stroke="currentColor"
            strokeWidth="2"
          >
            <path d="M12 21s-7.5-4.6-9.5-9.2C1.1 8.4 3.3 5 6.8 5c2 0 3.5 1.1 5.2 3 1.7-1.9 3.2-3 5.2-3 3.5 0 5.7 3.4 4.3 6.8C19.5 16.4 12 21 12 21Z" />
          </svg>
        </button>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div>
          <h3 className="text-lg font-bold text-brand-900">{product.name}</h3>
          <p className="mt-1 text-sm text-muted">{product.description}</p>
          {/* The words carry it (not a colour or an icon), in the HTML the server renders (issue 37). */}
          {contains && (
            <p className="mt-1 text-xs font-semibold text-ink" data-testid="contains-line">
              {contains}
            </p>
          )}
        </div>
        <p className="flex flex-wrap items-baseline gap-2">
          {/* The first cards' price is the Element Timing `npm run perf` reads as time to menu. */}
          <span className="text-xl font-extrabold text-ink" {...(eager ? MENU_PRICE_TIMING : {})}>
            {formatUsd(pack ? selectedUnitCents : listPriceCents)}
          </span>
          <span className="text-sm text-muted">{product.unit}</span>
          {badge && (
            <span
              className="rounded-full bg-kenya-green px-2 py-0.5 text-xs font-bold text-white"
              data-testid="pack-badge"
            >
              {badge}
            </span>
          )}
        </p>
        {!product.name.toLowerCase().includes('samosa') && (
          <p className="rounded-lg bg-amber-50 px-3 py-2 text-xs font-medium text-amber-900">{MADE_FRESH}</p>
        )}
        {limits?.note && (
          <p
            id={noteId}
            className={`text-sm font-semibold ${limits.left === 0 ? 'text-kenya-red' : 'text-amber-900'}`}
            data-testid="dish-note"
          >
            {limits.note}
          </p>
        )}
        <div className="mt-auto flex flex-col gap-1">
          <div className="flex items-end gap-2">
            <div className="flex flex-col gap-1">
              <label htmlFor={selectId} className="text-xs font-semibold text-ink">
                Quantity
              </label>
              <select
                id={selectId}
                value={chosen}
                onChange={(event) => setQuantity(Number(event.target.value))}
                disabled={!hydrated || product.soldOut || nothingFits}
                aria-busy={notReady}
                aria-describedby={limitId}
                className="min-h-11 rounded-lg border border-brand-200 bg-white px-3 text-base"
              >
                <option value={0} disabled>
                  0
                </option>
                {choices.map((choice) => {
                  const choiceBadge = packBadge(product, choice);
                  return (
                    <option key={choice} value={choice} disabled={!fits(choice)}>
                      {choiceBadge ? `${choice} (${choiceBadge})` : choice}
                    </option>
                  );
                })}
              </select>
            </div>
            <button
              type="button"
              className={`${buttonVariants({ size: 'md' })} flex-1`}
              onClick={add}
              disabled={!hydrated || chosen === 0 || product.soldOut || nothingFits}
              aria-busy={notReady}
              aria-describedby={nothingFits ? limitId : undefined}
            >
              {product.soldOut ? 'Sold Out' : 'Add to Cart'}
            </button>
          </div>
          {limitId === reasonId && (
            <p id={reasonId} className="text-xs text-muted">
              {limitText}
            </p>
          )}
        </div>
      </div>
    </article>
  );
}
