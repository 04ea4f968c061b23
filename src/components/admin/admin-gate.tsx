import type { ReactNode } from 'react';
import { SignedOutNotice } from '@/components/session/signed-out-notice';
import { useSessionState } from '@/components/session/use-session-state';
import { AccessDenied } from './access-denied';
import { ProveToAdminister } from './prove-to-administer';

/**
 * Every admin screen's doorway (docs/behaviour/screens.md#admin-dashboard): `loading` until the
 * user is known, 'Access Denied' with Sign In for a visitor, how to prove the address for the
 * administrator's account before it is proven, 'Access Denied' with Back to Home for a customer,
 * and `children` only for the administrator, so nobody else's browser asks for the owner's data.
 * The server refuses the admin calls to anyone else anyway.
 */
export function AdminGate({
  loading,
  signedOutMessage,
  children,
}: {
  loading: ReactNode;
  signedOutMessage: string;
  children: ReactNode;
}) {
  const session = useSessionState();
  if (session.status === 'loading') return loading;
  if (session.status === 'signed-out') {
    return (
      <SignedOutNotice
        heading="Access Denied"
        message={signedOutMessage}
        alternative={{ href: '/', label: 'Back to Home' }}
      />
    );
  }
  if (session.user.adminAwaitingProof) return <ProveToAdminister email={session.user.email} />;
  if (!session.user.isAdmin) return <AccessDenied />;
  return children;
}
