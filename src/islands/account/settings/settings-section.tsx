import { useId, type ReactNode } from 'react';

interface SettingsSectionProps {
  title: string;
  description?: ReactNode;
  /** 'danger' frames the section in red: it holds an action that cannot be undone. */
  tone?: 'default' | 'danger';
  /** The section's anchor, for a link to it (`/account#standing-orders`). */
  id?: string;
  children: ReactNode;
}

/** One card of the account screen, a region named by its h2. */
export function SettingsSection({ title, description, tone = 'default', id, children }: SettingsSectionProps) {
  const headingId = useId();
  const frame = tone === 'danger' ? 'border-red-300' : 'border-brand-200';
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={`rounded-2xl border bg-white p-5 shadow-sm sm:p-6 ${frame}`}
    >
      <h2 id={headingId} className={`text-xl font-bold ${tone === 'danger' ? 'text-kenya-red' : 'text-brand-900'}`}>
        {title}
      </h2>
      {description && <div className="mt-1 text-sm text-muted">{description}</div>}
      <div className="mt-5">{children}</div>
    </section>
  );
}
