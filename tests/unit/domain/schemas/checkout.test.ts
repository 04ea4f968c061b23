import { describe, expect, it } from 'vitest';
import {
  checkoutContactProblem,
  createPaymentIntentSchema,
  firstMessage,
  type CheckoutContactInput,
} from '@/domain/schemas';

const pickup: CheckoutContactInput = {
  orderType: 'pickup',
  name: 'Ann Wanjiru',
  phone: '913-555-0100',
  email: 'ann@example.com',
  address: null,
  zone: null,
};

const delivery: CheckoutContactInput = {
  ...pickup,
  orderType: 'delivery',
  address: '123 Main St, Overland Park, KS 66212',
  zone: 'Local 0-10',
};

describe('checkoutContactProblem', () => {
  it('finds no problem with complete details', () => {
    expect(checkoutContactProblem(pickup)).toBeNull();
    expect(checkoutContactProblem(delivery)).toBeNull();
  });

  it('checks name, phone, email, email pattern, then address, in that order', () => {
    const blank = { ...delivery, name: '', phone: '', email: '', address: '', zone: '' };
    expect(checkoutContactProblem(blank)).toBe('Missing Information - Please enter your name');
    expect(checkoutContactProblem({ ...blank, name: 'Ann' })).toBe('Please enter your phone number');
    expect(checkoutContactProblem({ ...blank, name: 'Ann', phone: '913' })).toBe('Please enter your email address');
    expect(checkoutContactProblem({ ...blank, name: 'Ann', phone: '913', email: 'ann@' })).toBe(
      'Invalid Email - Please enter a valid email address',
    );
    expect(checkoutContactProblem({ ...blank, name: 'Ann', phone: '913', email: 'ann@example.com' })).toBe(
      'Missing Address - Please select a valid delivery address',
    );
  });

  it('treats whitespace as empty', () => {
    expect(checkoutContactProblem({ ...pickup, name: '   ' })).toBe('Missing Information - Please enter your name');
  });

  it('needs both an address and a detected zone for delivery', () => {
    const missing = 'Missing Address - Please select a valid delivery address';
    expect(checkoutContactProblem({ ...delivery, address: null })).toBe(missing);
    expect(checkoutContactProblem({ ...delivery, zone: null })).toBe(missing);
    expect(checkoutContactProblem({ ...delivery, zone: '' })).toBe(missing);
  });

  it('does not ask pickup customers for an address', () => {
    expect(checkoutContactProblem({ ...pickup, address: '', zone: '' })).toBeNull();
  });

  it('does not let an address outside the delivery area proceed', () => {
    expect(checkoutContactProblem({ ...delivery, zone: 'Outside Area' })).toBe(
      "Outside Delivery Area - Sorry, we don't deliver to this location yet.",
    );
  });
});

const intent = {
  amount: 86,
  orderData: {
    orderType: 'delivery',
    items: [
      { productId: 1, quantity: 30 },
      { productId: 5, quantity: 2 },
    ],
    customerInfo: {
      name: 'Ann Wanjiru',
      phone: '913-555-0100',
      email: 'ann@example.com',
      address: '123 Main St, Overland Park, KS 66212',
    },
    tipPercent: 15,
    deliveryZone: 'Local 0-10',
  },
};

function intentMessage(input: unknown): string | null {
  const result = firstMessage(createPaymentIntentSchema, input);
  return result.ok ? null : result.message;
}

describe('createPaymentIntentSchema', () => {
  it('accepts a delivery order, reading the amount in dollars as cents, without texts unless asked', () => {
    expect(firstMessage(createPaymentIntentSchema, intent)).toEqual({
      ok: true,
      // No gift cards unless given.
      output: {
        amountCents: 8600,
        orderData: { ...intent.orderData, textUpdates: false, discountCode: '' },
        giftCards: [],
      },
    });
    expect(
      firstMessage(createPaymentIntentSchema, { ...intent, orderData: { ...intent.orderData, textUpdates: true } }),
    ).toMatchObject({ ok: true, output: { orderData: { textUpdates: true } } });
    expect(
      firstMessage(createPaymentIntentSchema, { ...intent, orderData: { ...intent.orderData, textUpdates: 'yes' } }),
    ).toEqual({ ok: false, message: 'textUpdates must be true or false' });
    expect(firstMessage(createPaymentIntentSchema, { ...intent, amount: 12.345 })).toMatchObject({
      ok: true,
      output: { amountCents: 1235 },
    });
  });

  it('accepts a pickup order with a null address and no zone', () => {
    const { deliveryZone: _zone, ...rest } = intent.orderData;
    const result = firstMessage(createPaymentIntentSchema, {
      amount: 70,
      orderData: {
        ...rest,
        orderType: 'pickup',
        tipPercent: 0,
        customerInfo: { ...intent.orderData.customerInfo, address: null },
      },
    });
    expect(result.ok && result.output.orderData.customerInfo.address).toBe('');
  });

  it.each([
    [{ amount: 0 }, 'Please enter a valid amount'],
    [{ amount: '86.00' }, 'Please enter a valid amount'],
    [{ orderData: { ...intent.orderData, orderType: 'dine-in' } }, 'Please choose pickup or delivery'],
    [{ orderData: { ...intent.orderData, items: [] } }, 'Your cart is empty'],
    [
      { orderData: { ...intent.orderData, items: [{ productId: 1, quantity: 0 }] } },
      'Quantities must be whole numbers from 1 to 1000',
    ],
    [{ orderData: { ...intent.orderData, items: [{ productId: -1, quantity: 10 }] } }, 'Unknown product'],
    [{ orderData: { ...intent.orderData, tipPercent: 10 } }, 'Tip must be one of 0, 15, 18, 20, 25 percent'],
    [
      {
        orderData: {
          ...intent.orderData,
          customerInfo: { ...intent.orderData.customerInfo, name: '' },
        },
      },
      'Missing Information - Please enter your name',
    ],
    [
      {
        orderData: {
          ...intent.orderData,
          customerInfo: { ...intent.orderData.customerInfo, email: 'ann' },
        },
      },
      'Invalid Email - Please enter a valid email address',
    ],
    [
      {
        orderData: {
          ...intent.orderData,
          customerInfo: { ...intent.orderData.customerInfo, address: null },
        },
      },
      'Missing Address - Please select a valid delivery address',
    ],
  ])('rejects %j with %s', (change, message) => {
    expect(intentMessage({ ...intent, ...change })).toBe(message);
  });
});

describe('createPaymentIntentSchema on incomplete bodies', () => {
  it('names the first missing part instead of a generic key error', () => {
    expect(intentMessage(null)).toBe('The request body must be a JSON object');
    expect(intentMessage({})).toBe('Please enter a valid amount');
    expect(intentMessage({ amount: 86 })).toBe('Please send the order details');
    expect(intentMessage({ amount: 86, orderData: { ...intent.orderData, customerInfo: undefined } })).toBe(
      'Please enter your contact details',
    );
    const { phone: _phone, ...noPhone } = intent.orderData.customerInfo;
    expect(intentMessage({ ...intent, orderData: { ...intent.orderData, customerInfo: noPhone } })).toBe(
      'Please enter your phone number',
    );
  });
});
