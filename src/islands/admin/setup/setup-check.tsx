import { useStore } from '@nanostores/react';
import { AdminGate } from '@/components/admin/admin-gate';
import { AdminPage, AdminPageFailed, AdminPageLoading } from '@/components/admin/admin-page';
import { $setup, reloadSetup } from '@/stores/admin/setup/setup';
import { CheckList } from './check-list';
import { TestSends } from './test-sends';

const WORDS = {
  title: 'Setup Check',
  lead: 'What the shop needs before it takes real orders, and a test message to you by each way it reaches you.',
};

const loading = <AdminPageLoading {...WORDS} loading="Loading the setup check" />;

/** The checks and the tests, once loaded; a failure with Try Again. */
function Setup() {
  const { data, error } = useStore($setup);
  if (!data && error) {
    return <AdminPageFailed {...WORDS} failed="We couldn't load the setup check." onRetry={reloadSetup} />;
  }
  if (!data) return loading;
  return (
    <AdminPage {...WORDS}>
      <CheckList checks={data.checks} />
      <TestSends tests={data.tests} />
    </AdminPage>
  );
}

/** /admin/setup: the owner's setup check, behind the admin doorway. */
export default function SetupCheck() {
  return (
    <AdminGate loading={loading} signedOutMessage="Please sign in as the administrator to check the shop's setup.">
      <Setup />
    </AdminGate>
  );
}
