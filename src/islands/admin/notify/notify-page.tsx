import { useStore } from '@nanostores/react';
import { AdminGate } from '@/components/admin/admin-gate';
import { AdminPage, AdminPageFailed, AdminPageLoading } from '@/components/admin/admin-page';
import { $announcements, reloadAnnouncements } from '@/stores/admin/notify/notify';
import { $subscriberCounts } from '@/stores/admin/notify/notify-list';
import { AnnouncementForm } from './announcement-form';
import { AnnouncementList } from './announcement-list';

const WORDS = {
  title: 'Announcements',
  lead: "Tell the notify list you're cooking, by e-mail and text, and see how each message fared.",
};

const loading = <AdminPageLoading {...WORDS} loading="Loading the announcements" />;

function Announcements() {
  const { data, error } = useStore($announcements);
  // Only the confirmation's count needs it: the page works without it.
  const counts = useStore($subscriberCounts).data;
  if (!data && error) {
    return <AdminPageFailed {...WORDS} failed="We couldn't load the announcements." onRetry={reloadAnnouncements} />;
  }
  if (!data) return loading;
  return (
    <AdminPage {...WORDS}>
      <AnnouncementForm counts={counts} />
      <AnnouncementList announcements={data} />
    </AdminPage>
  );
}

/** /admin/notify: the owner's announcements to the notify list, behind the admin doorway. */
export default function NotifyPage() {
  return (
    <AdminGate loading={loading} signedOutMessage="Please sign in as the administrator to send announcements.">
      <Announcements />
    </AdminGate>
  );
}
