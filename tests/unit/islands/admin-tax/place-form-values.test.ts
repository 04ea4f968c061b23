import { describe, expect, it } from 'vitest';
import { FOOD_RATE_INVALID, PREPARED_RATE_INVALID, TAX_PLACE_NAME_MISSING, TAX_STATE_INVALID } from '@/domain/schemas';
import { checkPlaceForm, emptyPlaceForm } from '@/islands/admin/tax/place-form-values';

describe("the place form's check", () => {
  it('reads ZIPs separated by commas, spaces or new lines, and a rate typed with %', () => {
    const checked = checkPlaceForm({
      ...emptyPlaceForm(),
      name: 'Olathe, KS',
      zips: '66061, 66062\n66063 ,66061',
      preparedRate: '9.475 %',
      foodRate: '2.975',
    });
    expect(checked).toEqual({
      ok: true,
      payload: {
        name: 'Olathe, KS',
        state: 'KS',
        zips: ['66061', '66062', '66063', '66061'],
        preparedRate: '9.475',
        foodRate: '2.975',
        taxesDeliveryFee: false,
        isKitchen: false,
      },
    });
  });

  it("puts each problem beside its field, in the API's words", () => {
    expect(checkPlaceForm({ ...emptyPlaceForm(), state: 'xx', zips: '66061 6606' })).toEqual({
      ok: false,
      errors: {
        name: TAX_PLACE_NAME_MISSING,
        state: TAX_STATE_INVALID,
        zips: 'ZIP code 6606 is not five digits',
        preparedRate: PREPARED_RATE_INVALID,
        foodRate: FOOD_RATE_INVALID,
      },
    });
  });
});
