import { useEffect } from 'react';
import { SignedOutNotice } from '@/components/session/signed-out-notice';
import { useSessionState } from '@/components/session/use-session-state';
import { OrderSkeletons } from '@/components/orders/order-skeleton';
import { refreshDashboard } from '@/stores/admin-orders';
import { AccessDenied } from './access-denied';
import { AdminOrderList } from './admin-order-list';
import { DashboardHeading } from './dashboard-heading';
import { OrderStats, StatSkeletons } from './order-stats';
import { ShopSettings } from './shop-settings';
import { VerifyToAdminister } from './verify-to-administer';

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

  return (
    <>
      <DashboardHeading />
      <div className="mt-6 flex flex-col gap-6">
        <OrderStats />
        <ShopSettings />
        <AdminOrderList />
      </div>
    </>
  );
}

/**
 * /admin (docs/behaviour/screens.md#admin-dashboard): a skeleton until the user is known, 'Access Denied' with
 * Sign In for a visitor, how to verify the address for the administrator's account before it is
 * verified, 'Access Denied' with Back to Home for a customer, the dashboard for the administrator. The server refuses the admin calls to anyone else anyway.
 */
export default function AdminDashboard() {
  const session = useSessionState();
  if (session.status === 'loading') return <LoadingDashboard />;
  if (session.status === 'signed-out') {
    return (
      <SignedOutNotice
        heading="Access Denied"
        message="Please sign in as the administrator to see the admin dashboard."
        alternative={{ href: '/', label: 'Back to Home' }}
      />
    );
  }
  if (session.user.adminAwaitingVerification) return <VerifyToAdminister email={session.user.email} />;
  if (!session.user.isAdmin) return <AccessDenied />;
  return <Dashboard />;
}
