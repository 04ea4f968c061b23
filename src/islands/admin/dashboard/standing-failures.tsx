import { useStore } from '@nanostores/react';
import { AdminPanel } from '@/components/admin/admin-panel';
import { isFailing, momentWords } from '@/components/admin/standing-words';
import { textLinkClass } from '@/components/ui/text-link-class';
import { $standingOrders } from '@/stores/admin/standing/standing-orders';

/**
 * 'Standing orders not paid' on the owner's dashboard (issue 49): each standing order whose charge
 * failed, with the reason and until when her link holds the order, and the way to /admin/standing.
 * Shown only while there is one; the list is asked once per visit, and a failure to load it leaves
 * the dashboard as it was (the page itself says so).
 */
export function StandingFailures() {
  const { data } = useStore($standingOrders);
  const failing = data?.standingOrders.filter(isFailing) ?? [];
  if (failing.length === 0) return null;
  return (
    <AdminPanel id="standing-failures-heading" title="Standing orders not paid">
      <ul className="flex flex-col gap-3">
        {failing.map((order) => {
          const upcoming = order.upcoming;
          return (
            <li key={order.id} className="rounded-xl bg-red-50 p-3 text-sm text-red-950">
              <p className="font-semibold">
                {order.customerName} · Order {upcoming?.orderNumber}
              </p>
              <p>{upcoming?.failure?.reason}</p>
              {upcoming?.failure && <p>Pay by {momentWords(upcoming.failure.payBy)}</p>}
            </li>
          );
        })}
      </ul>
      <a href="/admin/standing" className={`${textLinkClass} mt-3 inline-block`}>
        See the standing orders
      </a>
    </AdminPanel>
  );
}
