import * as menuApi from '@/domain/api/menu';
import type { AdminMenuProduct } from '@/domain/menu';
import type { ProductStatus } from '@/domain/product-status';
import { type Body, urlOf } from '@/domain/api';
import { callApi } from '@/lib/api/call';
import { createFetcherStore, fromRoute, invalidateKeys, revalidateKeys } from '@/lib/api/query';
import { refusedChange } from '@/stores/shell/refusal';
import { showToast } from '@/stores/shell/toasts';

/*
 * The owner's menu editor (/admin/menu): every product from GET /api/admin/products, and the
 * changes to them. After each change the list is asked again and the customers' menu forgotten,
 * so the storefront in another tab shows the change on its next look.
 */
const ADMIN_PRODUCTS_KEY = urlOf(menuApi.adminList);
const MENU_KEY = urlOf(menuApi.list);

export const $adminProducts = createFetcherStore<AdminMenuProduct[]>(ADMIN_PRODUCTS_KEY, {
  // Answers that depend on who is signed in never come from the browser's HTTP cache.
  ...fromRoute(menuApi.adminList, true),
  dedupeTime: 0,
});

/** Asks for every product again (the editor's Try Again). */
export const reloadAdminProducts = (): void => revalidateKeys(ADMIN_PRODUCTS_KEY);

export const CHANGE_FAILED = 'Something went wrong. Please try again.';

export type ChangeResult = { ok: true; product: AdminMenuProduct } | { ok: false; message: string };

function refreshMenus(): void {
  revalidateKeys(ADMIN_PRODUCTS_KEY);
  invalidateKeys(MENU_KEY);
}

const failure = (error: unknown) => refusedChange(error, CHANGE_FAILED);

/** The payload of the product form: the API's fields, prices as decimal strings. */
export interface ProductPayload {
  name: string;
  description: string;
  unit: string;
  price: string;
  imageAlt: string;
  /** Left out: the server's default for the dish's kind (new), or unchanged (edit). */
  quantityChoices?: number[];
  packTiers: Array<{ minQuantity: number; unitPrice: string; badge: string | null }>;
  /** Pieces the kitchen makes a shop day; null: no limit. */
  dailyLimit: number | null;
  /** The most pieces one order may hold; null: no limit. */
  maxPerOrder: number | null;
}

/**
 * Adds a dish (POST) or saves one (PATCH), then uploads its new photo if one was chosen. A refused
 * photo leaves the dish saved and says why; the form stays open to try another.
 */
export async function saveProduct(
  id: number | null,
  payload: ProductPayload,
  photo: File | null,
): Promise<ChangeResult> {
  let product: AdminMenuProduct;
  try {
    product =
      id === null
        ? await callApi(menuApi.create, { body: payload })
        : await callApi(menuApi.update, { params: { id }, body: payload });
  } catch (error) {
    return failure(error);
  }
  refreshMenus();
  if (photo) {
    try {
      product = await callApi(menuApi.uploadImage, { params: { id: product.id }, body: photo });
    } catch (error) {
      const { message } = failure(error);
      showToast({ title: 'Photo Not Saved', description: message, variant: 'destructive' });
      return { ok: false, message: `${product.name} was saved, but its photo was not: ${message}` };
    }
    refreshMenus();
  }
  showToast({ title: id === null ? 'Dish Added' : 'Dish Saved', description: `${product.name} is saved.` });
  return { ok: true, product };
}

const STATUS_TOASTS: Record<ProductStatus, (name: string) => { title: string; description: string }> = {
  sold_out: (name) => ({ title: 'Marked Sold Out', description: `Customers see ${name} as sold out.` }),
  on_menu: (name) => ({ title: 'On the Menu', description: `Customers can order ${name} again.` }),
  archived: (name) => ({ title: 'Dish Archived', description: `${name} is off the menu. Restore it any time.` }),
};

async function patchProduct(
  product: AdminMenuProduct,
  change: Body<typeof menuApi.update>,
  toast: { title: string; description: string },
) {
  try {
    await callApi(menuApi.update, { params: { id: product.id }, body: change });
  } catch (error) {
    const { message } = failure(error);
    showToast({ title: 'Change Failed', description: message, variant: 'destructive' });
    return false;
  }
  refreshMenus();
  showToast(toast);
  return true;
}

/** Sold out, back on sale, archived or restored: one tap, confirmed by a toast. */
export const setProductStatus = (product: AdminMenuProduct, status: ProductStatus) =>
  patchProduct(product, { status }, STATUS_TOASTS[status](product.name));

/** Moves a dish to `position` (1 = first). */
export const moveProduct = (product: AdminMenuProduct, position: number) =>
  patchProduct(
    product,
    { position },
    { title: 'Menu Order Saved', description: `${product.name} is now number ${position}.` },
  );
