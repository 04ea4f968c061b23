import type { ReactNode } from 'react';
import { LoadFailed } from '@/components/ui/load-failed';
import { AdminHeading } from './admin-heading';

interface PageWords {
  title: string;
  lead: string;
}

/** An owner's page below the dashboard: its heading, what it is for, then its parts. */
export function AdminPage({ title, lead, children }: PageWords & { children: ReactNode }) {
  return (
    <>
      <AdminHeading title={title} lead={lead} />
      <div className="mt-6 flex flex-col gap-8">{children}</div>
    </>
  );
}

/** The page while its data loads: skeleton cards, and what is loading for a screen reader. */
export function AdminPageLoading({ loading, ...words }: PageWords & { loading: string }) {
  return (
    <AdminPage {...words}>
      <div role="status">
        <span className="sr-only">{loading}</span>
        <div aria-hidden="true" className="flex flex-col gap-3">
          {[0, 1, 2].map((row) => (
            <div key={row} className="h-28 animate-pulse rounded-2xl bg-brand-100 motion-reduce:animate-none" />
          ))}
        </div>
      </div>
    </AdminPage>
  );
}

/** The page when its data could not be loaded, with a way to ask again. */
export function AdminPageFailed({ failed, onRetry, ...words }: PageWords & { failed: string; onRetry: () => void }) {
  return (
    <AdminPage {...words}>
      <LoadFailed onRetry={onRetry}>{failed}</LoadFailed>
    </AdminPage>
  );
}
