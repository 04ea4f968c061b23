import { describe, expect, it } from 'vitest';
import { firstMessage, orderPayloadSchema } from '@/domain/schemas';

const order = {
  customerName: 'Ann Wanjiru',
  customerEmail: 'ann@example.com',
  customerPhone: '913-555-0100',
  orderType: 'delivery',
  status: 'confirmed',
  subtotal: '70.00',
  deliveryFee: '5.50',
  tip: '10.50',
  total: '86.00',
  items: JSON.stringify([
    { productId: 1, name: 'Beef Samosa', quantity: 30, price: '1.80', total: '54.00' },
    { productId: 5, name: 'Mandazi (6 pieces)', quantity: 2, price: '8.00', total: '16.00' },
  ]),
  deliveryAddress: JSON.stringify({
    fullAddress: '123 Main St, Overland Park, KS 66212',
    zone: 'Local 10-20',
    fee: '5.50',
  }),
  paymentIntentId: 'pi_123',
};

function messageOf(input: unknown): string | null {
  const result = firstMessage(orderPayloadSchema, input);
  return result.ok ? null : result.message;
}

describe('orderPayloadSchema (POST /api/orders)', () => {
  it('reads a discount and a tax, and checks the total with them', () => {
    const taxed = { ...order, discount: '7.00', tax: '5.89', total: '84.89' };
    expect(firstMessage(orderPayloadSchema, taxed)).toMatchObject({
      ok: true,
      output: { subtotalCents: 7000, discountCents: 700, taxCents: 589, totalCents: 8489 },
    });
    expect(firstMessage(orderPayloadSchema, { ...taxed, total: '86.00' })).toEqual({
      ok: false,
      message: 'Total must equal subtotal - discount + delivery fee + tax + tip',
    });
  });

  it('parses the JSON strings and turns money into cents', () => {
    expect(firstMessage(orderPayloadSchema, order)).toEqual({
      ok: true,
      output: {
        customerName: 'Ann Wanjiru',
        customerEmail: 'ann@example.com',
        customerPhone: '913-555-0100',
        orderType: 'delivery',
        status: 'confirmed',
        subtotalCents: 7000,
        discountCents: 0,
        deliveryFeeCents: 550,
        taxCents: 0,
        tipCents: 1050,
        totalCents: 8600,
        items: [
          { productId: 1, name: 'Beef Samosa', quantity: 30, priceCents: 180, totalCents: 5400 },
          { productId: 5, name: 'Mandazi (6 pieces)', quantity: 2, priceCents: 800, totalCents: 1600 },
        ],
        deliveryAddress: {
          fullAddress: '123 Main St, Overland Park, KS 66212',
          zone: 'Local 10-20',
          feeCents: 550,
        },
        paymentIntentId: 'pi_123',
        clientSecret: null,
        notes: null,
      },
    });
  });

  it('accepts a pickup order without an address, email, fee or tip', () => {
    const result = firstMessage(orderPayloadSchema, {
      ...order,
      orderType: 'pickup',
      customerEmail: undefined,
      deliveryFee: undefined,
      tip: undefined,
      total: '70.00',
      deliveryAddress: undefined,
      status: undefined,
    });
    expect(result.ok && result.output).toMatchObject({
      customerEmail: null,
      deliveryFeeCents: 0,
      tipCents: 0,
      totalCents: 7000,
      deliveryAddress: null,
      status: 'confirmed',
    });
  });

  it('accepts money as numbers too', () => {
    const result = firstMessage(orderPayloadSchema, {
      ...order,
      subtotal: 70,
      deliveryFee: 5.5,
      tip: 10.5,
      total: 86,
    });
    expect(result.ok && result.output.totalCents).toBe(8600);
  });

  it.each([
    [{ items: 'not json' }, 'Items must be a JSON list of products and quantities'],
    [{ items: '{"productId":1}' }, 'Items must be a JSON list of products and quantities'],
    [{ items: [{ productId: 1 }] }, 'Items must be a JSON list of products and quantities'],
    [{ items: '[]' }, 'Your cart is empty'],
    [
      { items: '[{"productId":1,"name":"Beef Samosa","quantity":0,"price":"2.00"}]' },
      'Quantities must be whole numbers from 1 to 1000',
    ],
    [{ deliveryAddress: '{oops' }, 'Delivery address must be JSON with fullAddress, zone and fee'],
    [{ deliveryAddress: '42' }, 'Delivery address must be JSON with fullAddress, zone and fee'],
    [{ deliveryAddress: 'null' }, 'Missing Address - Please select a valid delivery address'],
    [{ deliveryAddress: undefined }, 'Missing Address - Please select a valid delivery address'],
    [{ subtotal: '70.005' }, 'Please enter a valid amount'],
    [{ subtotal: '-1.00' }, 'Please enter a valid amount'],
    [{ total: '90.00' }, 'Total must equal subtotal - discount + delivery fee + tax + tip'],
    [{ status: 'shipped' }, 'Status must be one of: pending, confirmed, preparing, ready, delivered, cancelled'],
    [{ paymentIntentId: '' }, 'Missing payment reference'],
    [{ customerPhone: '' }, 'Please enter your phone number'],
    [{ customerEmail: 'ann@' }, 'Please enter a valid email address'],
  ])('rejects %j with %s', (change, message) => {
    expect(messageOf({ ...order, ...change })).toBe(message);
  });
});
