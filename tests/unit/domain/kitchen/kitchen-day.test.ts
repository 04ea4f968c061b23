import { describe, expect, it } from 'vitest';
import { kitchenDayView } from '@/domain/kitchen/kitchen-day';
import { beef, chapati, storedOrder } from './stored-orders';

describe('kitchenDayView', () => {
  it('answers the date, the totals, and each window with ISO instants and its orders as the API shows them', () => {
    const window = { start: '2031-03-09T16:00:00.000Z', end: '2031-03-09T16:30:00.000Z' };
    const view = kitchenDayView('2031-03-09', [
      storedOrder(5, window, [beef(20), chapati(10)]),
      storedOrder(6, window, [beef(20)], { status: 'cancelled' }),
    ]);
    expect(view.date).toBe('2031-03-09');
    expect(view.totals).toEqual([
      { productId: 1, name: 'Beef Samosa', quantity: 20 },
      { productId: 4, name: 'Chapati', quantity: 10 },
    ]);
    expect(view.windows).toHaveLength(1);
    expect(view.windows[0]).toMatchObject({ start: window.start, end: window.end, totals: view.totals });
    expect(view.windows[0]?.orders.map((order) => [order.orderNumber, order.status, order.total])).toEqual([
      ['KBT-5', 'confirmed', '53.00'],
      ['KBT-6', 'cancelled', '38.00'],
    ]);
    expect(view.windows[0]?.orders[0]?.fulfilmentWindow).toEqual(window);
    expect(view.windows[0]?.orders[0]).not.toHaveProperty('userId');
  });
});
