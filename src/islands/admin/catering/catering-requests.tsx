import { useStore } from '@nanostores/react';
import { AdminGate } from '@/components/admin/admin-gate';
import { AdminPage, AdminPageFailed, AdminPageLoading } from '@/components/admin/admin-page';
import { useCardFromLink } from '@/components/admin/use-card-from-link';
import { groupByStatus, STATUS_HEADINGS } from '@/domain/catering/catering-list';
import {
  $cateringRequests,
  type CateringRequestList,
  reloadCateringRequests,
} from '@/stores/admin/catering/catering-requests';
import { CateringRequestCard } from './catering-request-card';
import { QuoteTermsForm } from './quote-terms-form';

const WORDS = {
  title: 'Catering',
  lead: 'The events customers asked you to cater, by status, with what they asked for and how to reach them. Quote each from its card.',
};
export const NO_REQUESTS = 'No catering requests yet. The form at /catering is linked from the home page.';
// An alert's link: /admin/catering#catering-12.
const REQUEST_HASH = /^#catering-\d+$/;

const loading = <AdminPageLoading {...WORDS} loading="Loading the catering requests" />;

function Requests({ list }: { list: CateringRequestList }) {
  if (list.requests.length === 0)
    return <p className="rounded-xl bg-white p-6 text-center text-muted">{NO_REQUESTS}</p>;
  return groupByStatus(list.requests).map(({ status, requests }) => (
    <section key={status} aria-labelledby={`catering-${status}-heading`} className="flex flex-col gap-3">
      <h2 id={`catering-${status}-heading`} className="text-xl font-bold text-brand-900">
        {STATUS_HEADINGS[status]} <span className="text-base font-normal text-muted">({requests.length})</span>
      </h2>
      <ul className="flex flex-col gap-3" aria-labelledby={`catering-${status}-heading`}>
        {requests.map((request) => (
          <CateringRequestCard key={request.id} request={request} />
        ))}
      </ul>
    </section>
  ));
}

function CateringPage() {
  const { data, error } = useStore($cateringRequests);
  useCardFromLink(data !== undefined, REQUEST_HASH);
  if (!data && error) {
    return (
      <AdminPageFailed {...WORDS} failed="We couldn't load the catering requests." onRetry={reloadCateringRequests} />
    );
  }
  if (!data) return loading;
  return (
    <AdminPage {...WORDS}>
      <Requests list={data} />
      <QuoteTermsForm />
    </AdminPage>
  );
}

/** /admin/catering: the owner's catering requests, behind the admin doorway. */
export default function CateringRequests() {
  return (
    <AdminGate loading={loading} signedOutMessage="Please sign in as the administrator to see catering requests.">
      <CateringPage />
    </AdminGate>
  );
}
