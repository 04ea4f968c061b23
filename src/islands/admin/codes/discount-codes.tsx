import { useStore } from '@nanostores/react';
import { AdminGate } from '@/components/admin/admin-gate';
import { AdminPage, AdminPageFailed, AdminPageLoading } from '@/components/admin/admin-page';
import { $discountCodes, reloadDiscountCodes } from '@/stores/admin/codes/codes';
import { CodesSection } from './codes-section';

const WORDS = {
  title: 'Discount Codes',
  lead: 'Codes customers type in the cart, what each takes off, and what it has given away.',
};

const loading = <AdminPageLoading {...WORDS} loading="Loading the discount codes" />;

function Codes() {
  const { data, error } = useStore($discountCodes);
  if (!data && error) {
    return <AdminPageFailed {...WORDS} failed="We couldn't load the discount codes." onRetry={reloadDiscountCodes} />;
  }
  if (!data) return loading;
  return (
    <AdminPage {...WORDS}>
      <CodesSection codes={data} />
    </AdminPage>
  );
}

/** /admin/codes: the owner's discount codes, behind the admin doorway. */
export default function DiscountCodes() {
  return (
    <AdminGate loading={loading} signedOutMessage="Please sign in as the administrator to manage discount codes.">
      <Codes />
    </AdminGate>
  );
}
