import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { menuFromApi, type MenuProduct } from '@/domain/menu';
import { useDishAvailability } from '@/components/storefront/use-dish-availability';
import { $products, seedMenu } from '@/stores/storefront/storefront-data';
import { ProductCard } from './product-card';

function Skeleton() {
  return (
    <div
      className="overflow-hidden rounded-2xl border border-brand-200 bg-white"
      data-testid="product-skeleton"
      aria-hidden="true"
    >
      <div className="aspect-[4/3] animate-pulse bg-brand-100" />
      <div className="flex flex-col gap-3 p-4">
        <div className="h-5 w-2/3 animate-pulse rounded bg-brand-100" />
        <div className="h-4 w-full animate-pulse rounded bg-brand-50" />
        <div className="h-4 w-5/6 animate-pulse rounded bg-brand-50" />
        <div className="h-11 w-full animate-pulse rounded-lg bg-brand-100" />
      </div>
    </div>
  );
}

/**
 * 'Our Menu': the products the home page was rendered with, then GET /api/products' (skeletons while
 * it loads when the page came without them), each with what is left of it for the day the cart
 * counts against.
 */
interface MenuProps {
  /** The menu the page was rendered with (the home page's HTML), or null. */
  initialMenu?: MenuProduct[] | null;
  /** Whether some dish has a daily limit, so the cards ask what is left (the page knows). */
  dailyLimited?: boolean;
}

export default function Menu({ initialMenu = null, dailyLimited = true }: MenuProps) {
  // The menu the server put in the page: the first render (on the server, then hydrating) shows it,
  // so the cards are there before any script runs and hydration changes nothing.
  const [initial] = useState(() => {
    const items = initialMenu ? menuFromApi(initialMenu) : null;
    // The menu's store starts from it too, rather than asking the API for the same menu again.
    if (items) seedMenu(items);
    return items;
  });
  const { data: fetched, error } = useStore($products);
  const data = fetched ?? initial;
  const availabilityOf = useDishAvailability(dailyLimited);

  if (error && !data) {
    return (
      <p role="alert" className="rounded-xl bg-red-50 p-4 text-red-900">
        We couldn't load the menu. Please check your connection and refresh the page.
      </p>
    );
  }
  if (!data) {
    return (
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" role="status" aria-label="Loading the menu">
        <Skeleton />
        <Skeleton />
        <Skeleton />
      </div>
    );
  }
  if (data.length === 0) {
    return <p className="rounded-xl bg-white p-6 text-center text-muted">No products available at the moment.</p>;
  }
  return (
    <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {data.map((product, index) => (
        <ProductCard key={product.id} product={product} availability={availabilityOf(product.id)} eager={index < 2} />
      ))}
    </div>
  );
}
