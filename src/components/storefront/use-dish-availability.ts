import { atom, type ReadableAtom } from 'nanostores';
import { useStore } from '@nanostores/react';
import type { DishAvailability } from '@/domain/fulfilment/dish-availability';
import { $cart } from '@/stores/checkout/cart';
import { $chosenWindow, $upcomingWindows, type UpcomingDays } from '@/stores/checkout/fulfilment-choice';
import { $products } from '@/stores/storefront/storefront-data';
import { useLazyModule } from './use-lazy-module';

// The rules name days (date-fns' format): fetched only when the shop limits some dish.
const loadRules = () => import('@/domain/fulfilment/dish-availability');

const NONE = (): DishAvailability | null => null;

/** Stands for the upcoming windows where no dish has a daily limit: nothing asked, nothing left to say. */
const NO_DAYS: ReadableAtom<UpcomingDays> = atom({ loading: false });

/**
 * Each dish's limits for the day the cart counts against (the day chosen in the cart sheet, else
 * today; src/domain/fulfilment/dish-availability.ts), read from the upcoming windows, the one answer
 * the sheet's day and time choice reads too, with the menu's most per order and the cart's pieces.
 * Null for every dish until those have arrived, and for a dish nothing limits. The server has the
 * last word: this only says it first.
 */
export function useDishAvailability(dailyLimited = true): (productId: number) => DishAvailability | null {
  // Where the page knows no dish has a daily limit (the home page's HTML says so), the menu does not
  // ask for the days' pieces left; the cart sheet asks for its windows when it opens anyway.
  const windows = dailyLimited ? $upcomingWindows : NO_DAYS;
  const { data: days } = useStore(windows);
  const { data: menu } = useStore($products);
  const chosen = useStore($chosenWindow);
  const cart = useStore($cart);
  const limited =
    days?.some((day) => day.products.length > 0) === true || menu?.some((dish) => dish.maxPerOrder !== null) === true;
  const rules = useLazyModule(loadRules, limited).module;
  if (!rules || !menu) return NONE;
  const now = new Date();
  return (productId) => {
    const dish = menu.find((item) => item.id === productId);
    const maxPerOrder = dish?.maxPerOrder ?? null;
    const availability = rules.dishAvailability(
      { productId, maxPerOrder },
      cart.items,
      days ?? [],
      chosen?.start ?? null,
      now,
    );
    return availability.note === null && availability.room === null ? null : availability;
  };
}
