import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { menuFromApi } from '@/domain/menu';
import {
  apiAmountSchema,
  apiDecimalSchema,
  apiDollarsSchema,
  centsToApiDollars,
  MAX_API_CENTS,
  toApiMoney,
} from '@/domain/order/api-money';

describe('toApiMoney', () => {
  it('renames every …Cents field and writes it as a 2-decimal string, at any depth', () => {
    const created = new Date('2026-03-08T08:00:00Z');
    expect(
      toApiMoney({
        id: 7,
        totalCents: 4720,
        createdAt: created,
        items: [{ name: 'Beef Samosa', quantity: 20, priceCents: 190, totalCents: 3800 }],
        deliveryAddress: { fullAddress: '1 Main St', zone: 'Local 0-10', feeCents: 350 },
        notes: null,
      }),
    ).toEqual({
      id: 7,
      total: '47.20',
      createdAt: created,
      items: [{ name: 'Beef Samosa', quantity: 20, price: '1.90', total: '38.00' }],
      deliveryAddress: { fullAddress: '1 Main St', zone: 'Local 0-10', fee: '3.50' },
      notes: null,
    });
  });

  it('leaves strings, numbers and a field named just "Cents" alone', () => {
    expect(toApiMoney({ label: 'Cents', Cents: 5, count: 3 })).toEqual({ label: 'Cents', Cents: 5, count: 3 });
  });
});

describe('reading the API money back', () => {
  it('takes decimal strings with at most 2 decimals', () => {
    expect(v.parse(apiDecimalSchema, '12.50')).toBe(1250);
    expect(v.parse(apiDecimalSchema, '3')).toBe(300);
    expect(v.safeParse(apiDecimalSchema, '1.005').success).toBe(false);
    expect(v.safeParse(apiDecimalSchema, '-1.00').success).toBe(false);
    expect(v.safeParse(apiDecimalSchema, 12.5).success).toBe(false);
  });

  it('takes a request amount as a string or a number, rounded to the cent', () => {
    const amount = apiAmountSchema('Please enter a valid amount');
    expect(v.parse(amount, '86.00')).toBe(8600);
    expect(v.parse(amount, 1.005)).toBe(101);
    expect(v.safeParse(amount, 'abc').issues?.[0]?.message).toBe('Please enter a valid amount');
  });

  it("refuses amounts beyond $1,000,000 with the field's message, never an arithmetic error", () => {
    const amount = apiAmountSchema('Bad amount');
    const dollars = apiDollarsSchema('Bad amount');
    expect(v.parse(amount, 1_000_000)).toBe(MAX_API_CENTS);
    expect(v.parse(dollars, 1_000_000)).toBe(MAX_API_CENTS);
    for (const huge of [1_000_000.01, 1e300, Number.MAX_VALUE]) {
      expect(v.safeParse(amount, huge).issues?.[0]?.message).toBe('Bad amount');
      expect(v.safeParse(dollars, huge).issues?.[0]?.message).toBe('Bad amount');
    }
    expect(v.safeParse(amount, '1e300').issues?.[0]?.message).toBe('Bad amount');
  });

  it('gives the dollar number create-payment-intent sends', () => {
    expect(centsToApiDollars(5870)).toBe(58.7);
    expect(centsToApiDollars(100)).toBe(1);
  });
});

describe('menuFromApi', () => {
  const answer = [
    {
      id: 1,
      name: 'Beef Samosa',
      description: 'Crisp',
      price: '2.00',
      unit: 'per piece',
      image: '/images/products/beef-samosa.svg',
      imageAlt: 'Samosas',
      packTiers: [{ minQuantity: 20, unitPrice: '1.90', badge: '5% Off' }],
      soldOut: true,
      quantityChoices: [10, 20],
      maxPerOrder: 40,
      ingredients: ['wheat flour', 'beef'],
      allergens: ['Wheat', 'Tree nuts'],
    },
  ];

  it('reads prices and tiers into cents', () => {
    expect(menuFromApi(answer)).toEqual([
      {
        id: 1,
        name: 'Beef Samosa',
        description: 'Crisp',
        priceCents: 200,
        unit: 'per piece',
        image: '/images/products/beef-samosa.svg',
        imageAlt: 'Samosas',
        packTiers: [{ minQuantity: 20, unitPriceCents: 190, badge: '5% Off' }],
        soldOut: true,
        quantityChoices: [10, 20],
        maxPerOrder: 40,
        ingredients: ['wheat flour', 'beef'],
        // Names on the wire, keys inside.
        allergens: ['wheat', 'tree-nuts'],
      },
    ]);
  });

  it('refuses an answer that does not fit, rather than guess a price', () => {
    expect(() => menuFromApi([{ ...answer[0], price: 'free' }])).toThrow();
    expect(() => menuFromApi([{ ...answer[0], allergens: ['Gluten'] }])).toThrow();
    expect(() => menuFromApi({ products: answer })).toThrow();
  });
});
