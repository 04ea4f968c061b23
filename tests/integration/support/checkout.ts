import createPaymentIntent from '../../../netlify/functions/create-payment-intent.mts';
import fulfilmentWindows from '../../../netlify/functions/fulfilment-windows.mts';
import orders from '../../../netlify/functions/orders.mts';
import testGatewayConfirm from '../../../netlify/functions/test-gateway-confirm.mts';
import { addDays, shopDate } from '@/domain/fulfilment/schedule';
import type { FulfilmentWindowsView } from '@/server/fulfilment/windows-service';
import type { StartedCheckout } from '@/server/payments/checkout-service';
import type { RecordedOrderView } from '@/server/payments/record-order';
import type { TestPaymentResult } from '@/server/payments/test-payments-service';
import { call, type CallResult } from './call';
import { uniqueEmail } from './accounts';
import { sql } from './db';

/** The seeded product's id by name, so tests never depend on sequence values. */
export async function productId(name: string): Promise<number> {
  const [row] = await sql<{ id: string }>('SELECT id FROM products WHERE name = $1', [name]);
  if (!row) throw new Error(`No product ${name}`);
  return Number(row.id);
}

export const OVERLAND_PARK = '123 Main St, Overland Park, KS 66212';

export interface CheckoutBody {
  amount: number;
  orderData: {
    orderType: 'pickup' | 'delivery';
    items: Array<{ productId: number; quantity: number }>;
    customerInfo: { name: string; phone: string; email: string; address: string | null };
    tipPercent: number;
    deliveryZone?: string | null;
    fulfilmentWindow?: string;
    textUpdates?: boolean;
    pickupSpotId?: number;
  };
}

/**
 * The first window a customer could choose now (GET /api/fulfilment-windows, today on), as the cart
 * sheet offers it: its start, the ISO instant the checkout sends.
 */
export async function firstFreeWindow(type: 'pickup' | 'delivery' = 'pickup'): Promise<string> {
  const today = shopDate(new Date());
  for (let ahead = 0; ahead <= 7; ahead += 1) {
    const date = addDays(today, ahead);
    const { body } = await call<FulfilmentWindowsView>(
      fulfilmentWindows,
      `/api/fulfilment-windows?type=${type}&date=${date}`,
    );
    const free = body.windows.find((window) => window.available);
    if (free) return free.start;
  }
  throw new Error('No window is free in the next 7 days');
}

/** 20 beef samosas for pickup: 20 x $1.90 = $38.00. */
export async function pickupCheckout(email = uniqueEmail('buyer')): Promise<CheckoutBody> {
  return {
    amount: 38,
    orderData: {
      orderType: 'pickup',
      items: [{ productId: await productId('Beef Samosa'), quantity: 20 }],
      customerInfo: { name: 'Wanjiru Kamau', phone: '913-555-0142', email, address: null },
      tipPercent: 0,
      fulfilmentWindow: await firstFreeWindow(),
    },
  };
}

/** 20 beef samosas delivered in Overland Park with a 15% tip: 38.00 + 3.50 + 5.70 = $47.20. */
export async function deliveryCheckout(email = uniqueEmail('buyer')): Promise<CheckoutBody> {
  const pickup = await pickupCheckout(email);
  return {
    amount: 47.2,
    orderData: {
      ...pickup.orderData,
      orderType: 'delivery',
      customerInfo: { ...pickup.orderData.customerInfo, address: OVERLAND_PARK },
      tipPercent: 15,
      deliveryZone: 'Local 0-10',
    },
  };
}

/** `Body` is the answer expected: the started payment, or `ErrorAnswer` for a refusal. */
export const startPayment = <Body = StartedCheckout>(
  body: unknown,
  cookie: string | null = null,
): Promise<CallResult<Body>> =>
  call<Body>(createPaymentIntent, '/api/create-payment-intent', { method: 'POST', body, cookie });

export const payWithCard = (clientSecret: string, number: string): Promise<CallResult<TestPaymentResult>> =>
  call(testGatewayConfirm, '/api/test-gateway/confirm', {
    method: 'POST',
    body: { clientSecret, card: { number, expiry: '12 / 34', cvc: '123' } },
  });

/** Starts the checkout and pays it with the test gateway's 4242 card; answers the payment intent's id. */
/** The client secret of each intent `paidIntent` paid: what the browser that made the checkout holds. */
const clientSecrets = new Map<string, string>();

export async function paidIntent(body: CheckoutBody, cookie: string | null = null): Promise<string> {
  const started = await startPayment(body, cookie);
  if (started.status !== 200) throw new Error(`checkout refused: ${JSON.stringify(started.body)}`);
  const paid = await payWithCard(started.body.clientSecret, '4242 4242 4242 4242');
  if (paid.body.paymentIntent.status !== 'succeeded') throw new Error('the 4242 card was not paid');
  const intentId = intentIdOf(started.body.clientSecret);
  clientSecrets.set(intentId, started.body.clientSecret);
  return intentId;
}

/**
 * The POST /api/orders payload the checkout page sends for a checkout body, with the payment's client
 * secret as the browser that made the checkout has it (leave it out to report as someone else).
 */
export function orderPayload(
  body: CheckoutBody,
  paymentIntentId: string,
  totals: { subtotal: string; deliveryFee: string; tip: string; total: string },
) {
  const { customerInfo, orderType } = body.orderData;
  return {
    customerName: customerInfo.name,
    customerEmail: customerInfo.email,
    customerPhone: customerInfo.phone,
    orderType,
    status: 'confirmed',
    ...totals,
    items: JSON.stringify(body.orderData.items.map((item) => ({ ...item, name: 'Beef Samosa', price: '1.90' }))),
    deliveryAddress:
      orderType === 'delivery'
        ? JSON.stringify({ fullAddress: customerInfo.address, zone: 'Local 0-10', fee: totals.deliveryFee })
        : null,
    paymentIntentId,
    clientSecret: clientSecrets.get(paymentIntentId),
  };
}

export const PICKUP_TOTALS = { subtotal: '38.00', deliveryFee: '0.00', tip: '0.00', total: '38.00' };
export const DELIVERY_TOTALS = { subtotal: '38.00', deliveryFee: '3.50', tip: '5.70', total: '47.20' };

/** `Body` is the answer expected: the recorded order, or `ErrorAnswer` for a refusal. */
export const postOrder = <Body = RecordedOrderView>(
  payload: unknown,
  cookie: string | null = null,
): Promise<CallResult<Body>> => call<Body>(orders, '/api/orders', { method: 'POST', body: payload, cookie });

/** The payment intent id inside a client secret ('pi_..._secret_...'). */
export const intentIdOf = (clientSecret: string): string => clientSecret.slice(0, clientSecret.indexOf('_secret_'));
