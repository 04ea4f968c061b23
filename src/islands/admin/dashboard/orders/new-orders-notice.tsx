import { useEffect, useRef, useState } from 'react';
import { format } from 'date-fns/format';
import type { AdminOrderView } from '@/domain/api-shapes';
import { ArrivalNotice } from '@/components/admin/arrival-notice';
import { countNewOrders } from '@/stores/admin/dashboard/orders';

/**
 * 'N new orders arrived at 2:31 PM' when a refresh of the newest page (every 25 s, or on coming
 * back to the tab) brings orders placed since the last look; announced politely. Switching the
 * status filter starts counting afresh.
 */
export function NewOrdersNotice({
  listKey,
  orders,
}: {
  listKey: string | undefined;
  orders: AdminOrderView[] | undefined;
}) {
  const seen = useRef<{ key: string | undefined; orders: AdminOrderView[] | undefined }>({
    key: undefined,
    orders: undefined,
  });
  const [notice, setNotice] = useState('');

  useEffect(() => {
    if (orders === undefined) return;
    const previous = seen.current.key === listKey ? seen.current.orders : undefined;
    if (seen.current.key !== listKey) setNotice('');
    const count = countNewOrders(previous, orders);
    if (count > 0)
      setNotice(`${count} new ${count === 1 ? 'order' : 'orders'} arrived at ${format(new Date(), 'h:mm a')}`);
    seen.current = { key: listKey, orders };
  }, [listKey, orders]);

  return <ArrivalNotice notice={notice} />;
}
