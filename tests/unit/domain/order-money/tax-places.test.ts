import { describe, expect, it } from 'vitest';
import { addressWhere, type TaxPlaceSetting, taxPlaceFor } from '@/domain/order-money/tax-places';

const place = (id: number, name: string, state: string, zips: string[], isKitchen = false): TaxPlaceSetting => ({
  id,
  name,
  state,
  zips,
  isKitchen,
  confirmed: true,
  taxesDeliveryFee: false,
  rates: { prepared: 9350, food: 2850 },
});

const overlandPark = place(1, 'Overland Park, KS', 'KS', ['66212', '66211'], true);
const kansas = place(2, 'Kansas', 'KS', []);
const kansasCity = place(3, 'Kansas City, MO', 'MO', ['64111']);
const places = [overlandPark, kansas, kansasCity];

describe('the place that taxes a pickup', () => {
  it("is the kitchen's for a pickup at the kitchen", () => {
    expect(taxPlaceFor(places, { orderType: 'pickup' })).toEqual({ kind: 'place', place: overlandPark });
    expect(taxPlaceFor(places, { orderType: 'pickup', where: null })).toEqual({ kind: 'place', place: overlandPark });
  });

  it("is the spot's own place at a spot away from the kitchen, found as a delivery's is", () => {
    const market = addressWhere('20 E 5th St, Kansas City, MO 64111');
    expect(taxPlaceFor(places, { orderType: 'pickup', where: market })).toEqual({ kind: 'place', place: kansasCity });
    const olathe = addressWhere('400 E Santa Fe St, Olathe, KS 66062');
    expect(taxPlaceFor(places, { orderType: 'pickup', where: olathe })).toEqual({ kind: 'place', place: kansas });
  });

  it("is the kitchen's at a spot in a state the owner has set no place for, where a delivery is refused", () => {
    const where = addressWhere('20 E 5th St, Kansas City, MO 64111');
    const kansasOnly = [overlandPark, kansas];
    expect(taxPlaceFor(kansasOnly, { orderType: 'pickup', where })).toEqual({ kind: 'place', place: overlandPark });
    expect(taxPlaceFor(kansasOnly, { orderType: 'delivery', where })).toEqual({ kind: 'no-place' });
  });
});
