import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { completedOrderSchema, pendingOrderSchema } from '@/domain/order/browser-orders';
import { orderLineSchema } from '@/domain/order/order-contract';
import { newPaidOrderSchema, storedOrderSchema } from '@/domain/order/stored-order';
import { packTierSchema } from '@/domain/pricing';

/** A field that holds money, by its name: a price, a total, a fee, a tip, an amount. */
const MONEY_NAME = /(price|total|fee|tip|amount)(cents)?$/i;

interface Field {
  path: string;
  schema: v.GenericSchema;
}

type AnySchema = v.GenericSchema & {
  pipe?: readonly { kind: string; type: string }[];
  entries?: Record<string, v.GenericSchema>;
  item?: v.GenericSchema;
  wrapped?: v.GenericSchema;
  options?: readonly v.GenericSchema[];
};

/** Every named field of a schema, at any depth (through pipes, arrays, unions, nullable/optional). */
function fieldsOf(schema: AnySchema, path = ''): Field[] {
  const base = (schema.pipe?.[0] as AnySchema | undefined) ?? schema;
  const inner = base === schema ? schema : base;
  if (inner.entries) {
    return Object.entries(inner.entries).flatMap(([key, entry]) => [
      { path: `${path}${key}`, schema: entry },
      ...fieldsOf(entry as AnySchema, `${path}${key}.`),
    ]);
  }
  if (inner.item) return fieldsOf(inner.item as AnySchema, `${path}[].`);
  if (inner.wrapped) return fieldsOf(inner.wrapped as AnySchema, path);
  if (inner.options) return inner.options.flatMap((option) => fieldsOf(option as AnySchema, path));
  return [];
}

/** Whether a field's schema accepts only whole numbers (a `number` piped through an integer check). */
function isWholeNumber(schema: AnySchema): boolean {
  const unwrapped = schema.wrapped ? (schema.wrapped as AnySchema) : schema;
  const actions = unwrapped.pipe ?? [];
  const base = (actions[0] as unknown as AnySchema | undefined) ?? unwrapped;
  return (
    base.type === 'number' && actions.some((action) => action.type === 'safe_integer' || action.type === 'integer')
  );
}

const SCHEMAS = {
  orderLineSchema,
  pendingOrderSchema,
  completedOrderSchema,
  storedOrderSchema,
  newPaidOrderSchema,
  packTierSchema,
};

describe('the order contract keeps money in whole cents', () => {
  it.each(Object.entries(SCHEMAS))('%s: every money field is named …Cents and holds whole cents', (_name, schema) => {
    const money = fieldsOf(schema as AnySchema).filter((field) => MONEY_NAME.test(field.path.split('.').at(-1) ?? ''));
    expect(money.length).toBeGreaterThan(0);
    const wrong = money
      .filter((field) => !field.path.endsWith('Cents') || !isWholeNumber(field.schema as AnySchema))
      .map((field) => field.path);
    expect(wrong).toEqual([]);
  });

  it('the walk itself catches a float money field', () => {
    const floatDollars = v.object({ items: v.array(v.object({ price: v.number() })), totalCents: v.number() });
    const money = fieldsOf(floatDollars as AnySchema).filter((field) =>
      MONEY_NAME.test(field.path.split('.').at(-1) ?? ''),
    );
    const wrong = money.filter((field) => !field.path.endsWith('Cents') || !isWholeNumber(field.schema as AnySchema));
    expect(wrong.map((field) => field.path)).toEqual(['items.[].price', 'totalCents']);
  });

  it('a line whose total is not its price times its quantity is refused', () => {
    const line = { productId: 1, name: 'Beef Samosa', quantity: 20, priceCents: 190, totalCents: 3800 };
    expect(v.safeParse(orderLineSchema, line).success).toBe(true);
    expect(v.safeParse(orderLineSchema, { ...line, totalCents: 3799 }).success).toBe(false);
    expect(v.safeParse(orderLineSchema, { ...line, priceCents: 1.9 }).success).toBe(false);
  });
});
