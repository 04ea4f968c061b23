import { useEffect } from 'react';
import { AdminGate } from '@/components/admin/admin-gate';
import { AdminHeading } from '@/components/admin/admin-heading';
import { OrderSkeletons } from '@/components/orders/order-skeleton';
import { refreshDashboard } from '@/stores/admin/dashboard/orders';
import { AdminOrderList } from './orders/admin-order-list';
import { HoursSection } from './hours/hours-section';
import { NotifyListCard } from './notify-list-card';
import { OrderAlerts } from './alerts/order-alerts';
import { OrderStats, StatSkeletons } from './order-stats';
import { ShopSettings } from './shop-status/shop-settings';
import { StandingFailures } from './standing-failures';

/** The dashboard's one h1, the same while loading and once the owner's data is shown. */
function DashboardHeading() {
  return (
    <AdminHeading
      title="Admin Dashboard"
      lead="Incoming orders, newest first, and whether the shop is taking orders."
    />
  );
}

function LoadingDashboard() {
  return (
    <>
      <DashboardHeading />
      <div role="status" className="mt-6">
        <span className="sr-only">Loading the dashboard</span>
        <div aria-hidden="true" className="flex flex-col gap-6">
          <StatSkeletons />
          <OrderSkeletons label="" />
        </div>
      </div>
    </>
  );
}

/**
 * The owner's screen. Mounted only for the administrator, so nobody else's browser asks for the
 * orders. The store refreshes when the tab becomes visible; coming back from another window fires
 * only `focus`, so that asks too.
 */
function Dashboard() {
  useEffect(() => {
    window.addEventListener('focus', refreshDashboard);
    return () => window.removeEventListener('focus', refreshDashboard);
  }, []);
  // A link of the admin navigation from another page to a section here (/admin#shop-status-heading):
  // the browser looked for the section before the dashboard was drawn, so it is brought into view now.
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (id) document.getElementById(id)?.scrollIntoView();
  }, []);

  return (
    <>
      <DashboardHeading />
      <div className="mt-6 flex flex-col gap-6">
        <OrderStats />
        <StandingFailures />
        <OrderAlerts />
        <ShopSettings />
        <NotifyListCard />
        {/* The orders come first: the week's hours are set now and then, and their long form above
            the list would push the orders (and the filter) a phone's height down as it loads. */}
        <AdminOrderList />
        <HoursSection />
      </div>
    </>
  );
}

/** /admin (docs/behaviour/screens.md#admin-dashboard): the dashboard, behind the admin doorway. */
export default function AdminDashboard() {
  return (
    <AdminGate
      loading={<LoadingDashboard />}
      signedOutMessage="Please sign in as the administrator to see the admin dashboard."
    >
      <Dashboard />
    </AdminGate>
  );
}
