import { useStore } from '@nanostores/react';
import { LoadFailed } from '@/components/ui/load-failed';
import type { ReactNode } from 'react';
import { AdminPanel } from '@/components/admin/admin-panel';
import { textLinkClass } from '@/components/ui/text-link-class';
import { listSummary, unsubscribedSummary } from '@/domain/notify/list-counts';
import { $subscriberCounts, reloadSubscriberCounts, SUBSCRIBERS_EXPORT_URL } from '@/stores/admin/notify/notify-list';

/**
 * 'Tell me when you're cooking' on the owner's dashboard: who is on the list, the list as a CSV
 * (with each consent's evidence) and the way to the announcements page.
 */
export function NotifyListCard() {
  const { data: counts, error } = useStore($subscriberCounts);

  let body: ReactNode;
  if (counts) {
    body = (
      <div className="flex flex-col gap-3">
        <p className="text-lg font-semibold text-ink" data-testid="notify-list-counts">
          {listSummary(counts)}
        </p>
        <p className="text-sm text-muted">{unsubscribedSummary(counts)}</p>
        <div className="flex flex-wrap items-center gap-x-5 gap-y-2">
          <a href={SUBSCRIBERS_EXPORT_URL} download className={textLinkClass}>
            Export the list (CSV)
          </a>
          <a href="/admin/notify" className={textLinkClass}>
            Send an announcement
          </a>
        </div>
      </div>
    );
  } else if (error) {
    body = (
      <LoadFailed onRetry={reloadSubscriberCounts} look="line">
        We couldn't load the notify list. {error.message}
      </LoadFailed>
    );
  } else {
    body = (
      <p role="status" className="text-muted">
        Loading the notify list…
      </p>
    );
  }
  return (
    <AdminPanel id="notify-list-heading" title="Notify list">
      {body}
    </AdminPanel>
  );
}
