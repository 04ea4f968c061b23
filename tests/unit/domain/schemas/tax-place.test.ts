import { describe, expect, it } from 'vitest';
import {
  COLLECTS_TAX_INVALID,
  FOOD_RATE_INVALID,
  firstMessage,
  PREPARED_RATE_INVALID,
  TAX_PLACE_NAME_MISSING,
  TAX_PLACE_NAME_TOO_LONG,
  TAX_STATE_INVALID,
  taxPlaceBodySchema,
  taxSettingsBodySchema,
  TOO_MANY_ZIPS,
  ZIPS_INVALID,
} from '@/domain/schemas';
import { messageOf } from './message-of';

const OVERLAND_PARK = {
  name: 'Overland Park, KS',
  state: 'KS',
  zips: ['66212', '66204'],
  preparedRate: '9.35',
  foodRate: '2.85',
  taxesDeliveryFee: false,
  isKitchen: true,
};

const place = (change: Record<string, unknown>) => ({ ...OVERLAND_PARK, ...change });

describe('taxPlaceBodySchema', () => {
  it('reads the rates into thousandths of a percent, the state into capitals, the ZIPs sorted', () => {
    expect(firstMessage(taxPlaceBodySchema, place({ state: ' ks ', name: '  Overland Park, KS ' }))).toEqual({
      ok: true,
      output: {
        name: 'Overland Park, KS',
        state: 'KS',
        zips: ['66204', '66212'],
        rates: { prepared: 9350, food: 2850 },
        taxesDeliveryFee: false,
        isKitchen: true,
      },
    });
  });

  it.each([
    ['0', 0],
    ['20', 20_000],
    ['7.125', 7125],
    [' 6.5 ', 6500],
    [9.35, 9350],
    [0, 0],
    [20, 20_000],
  ])('takes the rate %j as %i', (rate, thousandths) => {
    const result = firstMessage(taxPlaceBodySchema, place({ preparedRate: rate, foodRate: rate }));
    expect(result.ok && result.output.rates).toEqual({ prepared: thousandths, food: thousandths });
  });

  it.each(['-1', -1, '20.001', 20.001, '9.3555', 9.3555, '', '9,35', '9.35%', '1e1', 'abc', null, true, 100])(
    'refuses the rate %j, naming the field',
    (rate) => {
      expect(messageOf(taxPlaceBodySchema, place({ preparedRate: rate }))).toBe(PREPARED_RATE_INVALID);
      expect(messageOf(taxPlaceBodySchema, place({ foodRate: rate }))).toBe(FOOD_RATE_INVALID);
    },
  );

  it('takes a state or DC in any case, and nothing else', () => {
    for (const state of ['mo', 'Dc', 'WY']) expect(messageOf(taxPlaceBodySchema, place({ state }))).toBeNull();
    for (const state of ['XX', 'K', 'KAN', 'PR', '', 12, null]) {
      expect(messageOf(taxPlaceBodySchema, place({ state }))).toBe(TAX_STATE_INVALID);
    }
  });

  it('says which ZIP is not five digits', () => {
    expect(messageOf(taxPlaceBodySchema, place({ zips: ['66212', '6621'] }))).toBe('ZIP code 6621 is not five digits');
    expect(messageOf(taxPlaceBodySchema, place({ zips: ['662120'] }))).toBe('ZIP code 662120 is not five digits');
    expect(messageOf(taxPlaceBodySchema, place({ zips: ['6621a'] }))).toBe('ZIP code 6621a is not five digits');
    expect(messageOf(taxPlaceBodySchema, place({ zips: [66212] }))).toBe(ZIPS_INVALID);
    expect(messageOf(taxPlaceBodySchema, place({ zips: '66212' }))).toBe(ZIPS_INVALID);
  });

  it('keeps a repeated ZIP once, and allows 200 different ones but not 201', () => {
    const result = firstMessage(taxPlaceBodySchema, place({ zips: ['66212', ' 66212', '66204', '66212'] }));
    expect(result.ok && result.output.zips).toEqual(['66204', '66212']);
    const zips = (count: number) => Array.from({ length: count }, (_, index) => String(60_000 + index));
    expect(messageOf(taxPlaceBodySchema, place({ zips: zips(200) }))).toBeNull();
    expect(messageOf(taxPlaceBodySchema, place({ zips: [...zips(200), '60000'] }))).toBeNull();
    expect(messageOf(taxPlaceBodySchema, place({ zips: zips(201) }))).toBe(TOO_MANY_ZIPS);
  });

  it('takes no ZIPs as the whole state', () => {
    const result = firstMessage(taxPlaceBodySchema, place({ zips: [] }));
    expect(result.ok && result.output.zips).toEqual([]);
  });

  it('needs a name of 1 to 60 characters', () => {
    expect(messageOf(taxPlaceBodySchema, place({ name: '   ' }))).toBe(TAX_PLACE_NAME_MISSING);
    expect(messageOf(taxPlaceBodySchema, place({ name: 'x'.repeat(60) }))).toBeNull();
    expect(messageOf(taxPlaceBodySchema, place({ name: 'x'.repeat(61) }))).toBe(TAX_PLACE_NAME_TOO_LONG);
  });

  it("answers a field left out with that field's message", () => {
    const { foodRate: _left, ...withoutFoodRate } = OVERLAND_PARK;
    expect(messageOf(taxPlaceBodySchema, withoutFoodRate)).toBe(FOOD_RATE_INVALID);
  });
});

describe('taxSettingsBodySchema', () => {
  it('takes collectsTax as a boolean only', () => {
    expect(messageOf(taxSettingsBodySchema, { collectsTax: false })).toBeNull();
    for (const body of [{ collectsTax: 'false' }, {}])
      expect(messageOf(taxSettingsBodySchema, body)).toBe(COLLECTS_TAX_INVALID);
  });
});
