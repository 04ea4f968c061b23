import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { buttonVariants } from '@/components/ui/button-variants';

interface PageWords {
  title: string;
  lead: string;
}

/** An owner's page below the dashboard: its heading, what it is for, the way back, then its parts. */
export function AdminPage({ title, lead, children }: PageWords & { children: ReactNode }) {
  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl font-extrabold tracking-tight text-brand-900 sm:text-4xl">{title}</h1>
          <p className="mt-1 text-muted">{lead}</p>
        </div>
        <a href="/admin" className={buttonVariants({ variant: 'secondary', size: 'md' })}>
          Back to Dashboard
        </a>
      </div>
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
      <div role="alert" className="rounded-xl bg-red-50 p-4 text-red-900">
        <p>{failed}</p>
        <Button type="button" variant="secondary" size="md" className="mt-3" onClick={onRetry}>
          Try Again
        </Button>
      </div>
    </AdminPage>
  );
}
