import { beforeAll } from 'vitest';
import adminOrders from '../../../netlify/functions/admin-orders.mts';
import type { AdminOrderView } from '@/domain/order/order-view';
import { adminAccount } from './accounts';
import { call } from './call';
import { firstFreeWindow, productId } from './checkout';
import { sql } from './db';
import { collectTax } from './taxed-orders';

export interface OwnerOrderShop {
  /** The administrator's session cookie. */
  admin: string;
  beef: number;
  /** The start of the window every order of the file is entered for. */
  window: string;
}

/**
 * The shop the tests of orders the owner enters and changes run in, set up before the file's
 * tests: collecting tax as the seeded shop does, with room in one window for every order of the
 * file. Its fields are read once the tests run.
 */
export function withOwnerOrderShop(): OwnerOrderShop {
  const shop: OwnerOrderShop = { admin: '', beef: 0, window: '' };
  beforeAll(async () => {
    shop.admin = (await adminAccount()).cookie;
    await collectTax();
    shop.beef = await productId('Beef Samosa');
    shop.window = await firstFreeWindow();
    await sql('UPDATE fulfilment_settings SET window_capacity = 100, day_capacity = 1000');
  });
  return shop;
}

/** The owner enters `quantity` Beef Samosa picked up, paid in person or by a link sent by text and e-mail. */
export async function enterBeefOrder(
  shop: OwnerOrderShop,
  payment: 'link' | 'in-person',
  quantity: number,
): Promise<{ order: AdminOrderView; payUrl: string | null }> {
  const { status, body } = await call<{ order: AdminOrderView; payUrl: string | null }>(
    adminOrders,
    '/api/admin/orders',
    {
      method: 'POST',
      cookie: shop.admin,
      body: {
        orderType: 'pickup',
        items: [{ productId: shop.beef, quantity }],
        customerInfo: { name: 'Njeri Mwangi', phone: '913-555-0142', email: 'njeri@example.com' },
        fulfilmentWindow: shop.window,
        payment,
        sendLinkBy: ['text', 'email'],
      },
    },
  );
  if (status !== 201) throw new Error(`entering the order answered ${status}`);
  return body;
}
