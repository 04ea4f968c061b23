/**
 * Shapes the API answers with and the browser reads, in one place so the server and the islands
 * cannot drift apart. Money is a 2-decimal string (DESIGN.md §5).
 */

/** A menu item as GET /api/products answers it. */
export interface MenuProduct {
  id: number;
  name: string;
  description: string;
  price: string;
  unit: string;
  image: string;
  imageAlt: string;
}

/** GET /api/business-settings. */
export interface BusinessSettings {
  isAcceptingOrders: boolean;
  message: string | null;
}
