import { useEffect, useRef, useState } from 'react';
import { format } from 'date-fns/format';
import { dayLabel } from '@/domain/fulfilment/window-label';
import type { KitchenDayView } from '@/domain/kitchen/kitchen-day';
import { ArrivalNotice } from '@/components/admin/arrival-notice';

/**
 * 'N new orders for Sat, Nov 28, arrived at 2:31 PM' when a refresh of the day (every 30 s, or on
 * coming back to the tab) brings orders it did not have: seen above the day, and said politely, so
 * the cook hears of them before printing. Mounted afresh for each day shown (keyed by its date).
 */
export function KitchenArrivals({ day }: { day: KitchenDayView | undefined }) {
  const seen = useRef<ReadonlySet<number> | null>(null);
  const [notice, setNotice] = useState('');

  useEffect(() => {
    if (!day) return;
    const ids = day.windows.flatMap((window) => window.orders.map((order) => order.id));
    const before = seen.current;
    const count = before === null ? 0 : ids.filter((id) => !before.has(id)).length;
    if (count > 0) {
      const orders = count === 1 ? 'order' : 'orders';
      setNotice(`${count} new ${orders} for ${dayLabel(day.date)}, arrived at ${format(new Date(), 'h:mm a')}`);
    }
    seen.current = new Set(ids);
  }, [day]);

  return <ArrivalNotice notice={notice} />;
}
