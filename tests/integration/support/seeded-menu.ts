/** The menu migration 0002 seeds, in its sort order. */
export const SEEDED_MENU_NAMES = [
  'Beef Samosa',
  'Chicken Samosa',
  'Vegetable Samosa',
  'Chapati',
  'Mandazi (6 pieces)',
  'Beef Pilau Tray',
];

const SEEDED_SLUGS = ['beef-samosa', 'chicken-samosa', 'vegetable-samosa', 'chapati', 'mandazi', 'beef-pilau'];

/**
 * The seeded products among `products`, in their order. Test files run side by side on one
 * database, and menu-editor.test.ts adds dishes while others read the menu.
 */
export function seededOnly<T extends { slug: string }>(products: readonly T[]): T[] {
  return products.filter((product) => SEEDED_SLUGS.includes(product.slug));
}

/** The same for the API's products, which carry no slug: by name. */
export function seededNamesOnly(names: readonly string[]): string[] {
  return names.filter((name) => SEEDED_MENU_NAMES.includes(name));
}
