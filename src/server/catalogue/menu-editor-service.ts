import { type AdminMenuProduct, toApiMenuItem } from '@/domain/menu';
import { packTiersProblem } from '@/domain/pricing';
import { defaultQuantityChoices } from '@/domain/quantity';
import type { NewProductInput, ProductPatch } from '@/domain/schemas/product';
import { badRequest, notFound } from '../http/http-error';
import { parsePathId } from '../http/path-id';
import { storePhoto } from '../images/photo-store';
import { queueStorefrontPurge } from '../cdn/storefront-cache';
import {
  findProduct,
  insertProduct,
  listAllProducts,
  type ProductRecord,
  updateProduct,
} from '../repositories/products-repository';
import { database, withTransaction } from '../db';

export const PRODUCT_NOT_FOUND = 'Product not found';
/** Shown for a new dish until its photo is uploaded. */
export const PLACEHOLDER_PHOTO = '/images/products/placeholder.svg';

/** A product as the menu editor reads it: every field, prices as the API writes money. */
export type AdminProductView = AdminMenuProduct;

const toView = ({ slug: _slug, ...product }: ProductRecord): AdminProductView => toApiMenuItem(product);

export async function listProductsForAdmin(): Promise<AdminProductView[]> {
  return (await listAllProducts(database())).map(toView);
}

export const parseProductId = (value: string | undefined): number => parsePathId(value, PRODUCT_NOT_FOUND);

async function existing(id: number): Promise<ProductRecord> {
  const product = await findProduct(database(), id);
  if (!product) throw notFound(PRODUCT_NOT_FOUND);
  return product;
}

export async function createProduct(input: NewProductInput): Promise<AdminProductView> {
  const problem = packTiersProblem(input.price, input.packTiers);
  if (problem) throw badRequest(problem);
  const id = await withTransaction(async (tx) => {
    const added = await insertProduct(
      tx,
      {
        name: input.name,
        description: input.description,
        unit: input.unit,
        priceCents: input.price,
        imageAlt: input.imageAlt,
        status: input.status,
        packTiers: input.packTiers,
        quantityChoices: input.quantityChoices ?? defaultQuantityChoices({ packTiers: input.packTiers }),
        dailyLimit: input.dailyLimit,
        maxPerOrder: input.maxPerOrder,
        taxCategory: input.taxCategory,
        ingredients: input.ingredients,
        allergens: input.allergens,
      },
      PLACEHOLDER_PHOTO,
    );
    await queueStorefrontPurge(tx);
    return added;
  });
  return toView(await existing(id));
}

/** Changes what the patch names; tiers are checked against the price the product will have. */
export async function changeProduct(id: number, patch: ProductPatch): Promise<AdminProductView> {
  const current = await existing(id);
  const problem = packTiersProblem(patch.price ?? current.priceCents, patch.packTiers ?? current.packTiers);
  if (problem) throw badRequest(problem);
  const changes = {
    name: patch.name,
    description: patch.description,
    unit: patch.unit,
    priceCents: patch.price,
    imageAlt: patch.imageAlt,
    status: patch.status,
    packTiers: patch.packTiers,
    quantityChoices: patch.quantityChoices,
    dailyLimit: patch.dailyLimit,
    maxPerOrder: patch.maxPerOrder,
    taxCategory: patch.taxCategory,
    ingredients: patch.ingredients,
    allergens: patch.allergens,
    position: patch.position,
  };
  // The menu customers see changes: the CDN's copy of the home page and of the menu goes with it.
  await withTransaction(async (tx) => {
    await updateProduct(tx, id, changes);
    await queueStorefrontPurge(tx);
  });
  return toView(await existing(id));
}

/** Stores the uploaded photo (checked by its bytes) and makes it the product's. */
export async function replaceProductPhoto(id: number, request: Request): Promise<AdminProductView> {
  await existing(id);
  const image = await storePhoto(request);
  await withTransaction(async (tx) => {
    await updateProduct(tx, id, { image });
    await queueStorefrontPurge(tx);
  });
  return toView(await existing(id));
}
