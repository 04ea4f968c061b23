import { api } from '@/domain/api';
import { cleanTestStorage, useTestStorageEngine } from '@nanostores/persistent';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyCart } from '@/domain/cart';
import { $cart } from '@/stores/checkout/cart';
import { MENU_WITH_CART_OPEN, orderAgain } from '@/stores/checkout/reorder';
import { $toast, showPendingFlashToast } from '@/stores/shell/toasts';
import { MemoryStorage, stubGlobal, stubWindowWithDataLayer } from './browser-stubs';
import { sampleOrder } from '../../fixtures/sample-order';

const fetchMock = vi.fn<typeof fetch>();
vi.stubGlobal('fetch', fetchMock);

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A product as GET /api/products answers it. */
const menuProduct = (id: number, name: string, price: string, soldOut = false) => ({
  id,
  name,
  description: name,
  price,
  unit: 'each',
  image: '/images/products/placeholder.svg',
  imageAlt: name,
  soldOut,
  quantityChoices: [1, 2, 3, 5, 10],
  maxPerOrder: null,
  packTiers: [],
  ingredients: [],
  allergens: [],
});

const order = sampleOrder({
  id: 123,
  items: [
    { productId: 5, name: 'Mandazi (6 pieces)', quantity: 2, price: '8.00', total: '16.00' },
    { productId: 6, name: 'Beef Pilau Tray', quantity: 1, price: '24.00', total: '24.00' },
    { productId: 77, name: 'Chai', quantity: 2, price: '3.00', total: '6.00' },
  ],
});

const restores: Array<() => void> = [];
const navigate = vi.fn<(url: string) => void>();

beforeAll(() => useTestStorageEngine());
beforeEach(() => {
  cleanTestStorage();
  $cart.set(emptyCart());
  $toast.set(null);
  restores.push(stubGlobal('sessionStorage', new MemoryStorage()), stubWindowWithDataLayer().restore);
});
afterEach(() => {
  for (const restore of restores.splice(0)) restore();
  fetchMock.mockReset();
  navigate.mockReset();
});

describe('orderAgain', () => {
  it("fills the cart at today's prices, goes to the menu with the sheet open and says so there", async () => {
    fetchMock.mockResolvedValue(
      json(200, [menuProduct(5, 'Mandazi (6 pieces)', '9.00'), menuProduct(6, 'Beef Pilau Tray', '24.00', true)]),
    );
    await expect(orderAgain(order, navigate)).resolves.toBe(true);

    expect(fetchMock.mock.calls[0]?.[0]).toBe(api.menu.list.path);
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ cache: 'no-store' });
    expect($cart.get().items.map((item) => [item.name, item.quantity, item.unitPriceCents])).toEqual([
      ['Mandazi (6 pieces)', 2, 900],
    ]);
    expect(navigate).toHaveBeenCalledWith(MENU_WITH_CART_OPEN);
    // Nothing on this page: the toast waits for the menu page.
    expect($toast.get()).toBeNull();
    showPendingFlashToast();
    expect($toast.get()).toMatchObject({
      title: 'Added to your cart',
      description:
        "1 item from order KBT-123 at today's prices. Not added: Beef Pilau Tray (sold out), Chai (no longer on the menu).",
      duration: 10_000,
    });
  });

  it('says so and stays when nothing can be added', async () => {
    fetchMock.mockResolvedValue(json(200, [menuProduct(5, 'Mandazi (6 pieces)', '8.00', true)]));
    await expect(orderAgain(order, navigate)).resolves.toBe(false);

    expect($cart.get().items).toEqual([]);
    expect(navigate).not.toHaveBeenCalled();
    expect($toast.get()).toMatchObject({
      title: 'Nothing added to your cart',
      description:
        'Not added: Mandazi (6 pieces) (sold out), Beef Pilau Tray (no longer on the menu), Chai (no longer on the menu).',
      variant: 'destructive',
    });
  });

  it('gives an error toast and changes nothing when the menu cannot be loaded', async () => {
    fetchMock.mockResolvedValue(json(500, { message: 'Database unavailable' }));
    await expect(orderAgain(order, navigate)).resolves.toBe(false);

    expect($cart.get().items).toEqual([]);
    expect(navigate).not.toHaveBeenCalled();
    expect($toast.get()).toMatchObject({
      title: "Couldn't load today's menu",
      description: 'Nothing was added to your cart. Please try again.',
      variant: 'destructive',
    });
  });
});
