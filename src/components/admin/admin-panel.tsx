import type { ReactNode } from 'react';

/** One of /admin's panels (shop status, order alerts): a white card headed by its title. */
export function AdminPanel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-brand-200 bg-white p-4 shadow-sm sm:p-5">
      <h2 id={id} className="mb-4 text-xl font-bold text-brand-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
