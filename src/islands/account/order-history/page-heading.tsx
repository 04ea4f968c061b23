import type { ReactNode } from 'react';

/** The signed-in screen's h1 and introduction, with room for the Refresh button beside them. */
export function PageHeading({ children }: { children?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <div>
        <h1 className="text-3xl font-extrabold tracking-tight text-brand-900">Order History</h1>
        <p className="mt-1 text-muted">Your orders with us, newest first.</p>
      </div>
      {children}
    </div>
  );
}
