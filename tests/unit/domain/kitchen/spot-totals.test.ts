import { describe, expect, it } from 'vitest';
import { kitchenDayView } from '@/domain/kitchen/kitchen-day';
import { spotTotals } from '@/domain/kitchen/spot-totals';
import { beef, chapati, storedOrder } from './stored-orders';

const WINDOW = { start: '2026-12-13T18:00:00.000Z', end: '2026-12-13T18:30:00.000Z' };
const KITCHEN = { id: 1, name: 'Home kitchen', address: '8800 W 95th St', notes: '', private: true };
const CHURCH = { id: 2, name: 'Grace Church car park', address: '11720 Nall Ave', notes: '', private: false };

describe('spotTotals: the crates of a window', () => {
  it("counts each spot's pieces per dish, spots by name, the deliveries last, cancelled orders left out", () => {
    const crates = spotTotals([
      storedOrder(1, WINDOW, [beef(20), chapati(10)], { pickupSpot: KITCHEN }),
      storedOrder(2, WINDOW, [beef(10)], { orderType: 'delivery' }),
      storedOrder(3, WINDOW, [beef(30)], { pickupSpot: CHURCH }),
      storedOrder(4, WINDOW, [chapati(5)], { pickupSpot: KITCHEN }),
      storedOrder(5, WINDOW, [beef(50)], { pickupSpot: CHURCH, status: 'cancelled' }),
    ]);
    expect(crates.map((crate) => [crate.name, crate.spotId, crate.pieces, crate.totals])).toEqual([
      ['Grace Church car park', 2, 30, [{ productId: 1, name: 'Beef Samosa', quantity: 30 }]],
      [
        'Home kitchen',
        1,
        35,
        [
          { productId: 1, name: 'Beef Samosa', quantity: 20 },
          { productId: 4, name: 'Chapati', quantity: 15 },
        ],
      ],
      ['Deliveries', null, 10, [{ productId: 1, name: 'Beef Samosa', quantity: 10 }]],
    ]);
  });

  it('leaves out a spot whose orders are all cancelled, and has no crates without orders', () => {
    expect(spotTotals([storedOrder(1, WINDOW, [beef(20)], { pickupSpot: CHURCH, status: 'cancelled' })])).toEqual([]);
    expect(spotTotals([])).toEqual([]);
  });

  it("adds up to the window's own totals on the kitchen's day", () => {
    const view = kitchenDayView(
      '2026-12-13',
      [
        storedOrder(1, WINDOW, [beef(20)], { pickupSpot: KITCHEN }),
        storedOrder(2, WINDOW, [beef(12), chapati(4)], { pickupSpot: CHURCH }),
      ],
      { dishes: new Map(), windowPieces: null },
      { kitchen: { kitchenName: 'K', kitchenAddress: 'A', kitchenLicence: null, keepingNote: 'N' }, dishes: [] },
    );
    const [window] = view.windows;
    expect(window?.spots.map((crate) => crate.name)).toEqual(['Grace Church car park', 'Home kitchen']);
    expect(window?.spots.reduce((sum, crate) => sum + crate.pieces, 0)).toBe(window?.pieces);
  });
});
