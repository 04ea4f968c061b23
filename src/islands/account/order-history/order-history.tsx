import { SignedOutNotice } from '@/components/session/signed-out-notice';
import { useSessionState } from '@/components/session/use-session-state';
import { OrderList } from './order-list';
import { OrderSkeletons } from '@/components/orders/order-skeleton';
import { PageHeading } from './page-heading';

/**
 * /order-history (docs/behaviour/screens.md#order-history): skeletons until the user is known, 'Sign In
 * Required' for a visitor, the order list for a signed-in customer.
 */
export default function OrderHistory() {
  const session = useSessionState();

  if (session.status === 'signed-out') {
    return (
      <SignedOutNotice
        heading="Sign In Required"
        message="Please sign in to see your order history."
        alternative={{ href: '/register', label: 'Create Account' }}
      />
    );
  }
  if (session.status === 'loading') {
    return (
      <>
        <PageHeading />
        <div className="mt-6">
          <OrderSkeletons label="Loading your orders" />
        </div>
      </>
    );
  }
  return <OrderList />;
}
