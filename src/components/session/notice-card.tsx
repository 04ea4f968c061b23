import type { ReactNode } from 'react';

interface NoticeCardProps {
  /** The SVG paths of the 24 × 24 icon above the heading (decorative). */
  icon: ReactNode;
  /** 'danger' draws the icon in red (refusals), 'brand' in the shop's colour. */
  tone?: 'brand' | 'danger';
  /** The page's h1 in this state. */
  heading: string;
  message: ReactNode;
  /** The ways on: links or buttons. */
  children: ReactNode;
}

/** A screen-sized card that explains why a page cannot show its content, and what to do instead. */
export function NoticeCard({ icon, tone = 'brand', heading, message, children }: NoticeCardProps) {
  const iconColours = tone === 'danger' ? 'bg-red-100 text-red-900' : 'bg-brand-100 text-brand-800';
  return (
    <div className="mx-auto flex max-w-md flex-col items-center rounded-2xl border border-brand-200 bg-white px-6 py-10 text-center shadow-sm">
      <span className={`flex size-14 items-center justify-center rounded-full ${iconColours}`} aria-hidden="true">
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-7"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        >
          {icon}
        </svg>
      </span>
      <h1 className="mt-4 text-2xl font-extrabold tracking-tight text-brand-900">{heading}</h1>
      <p className="mt-2 text-muted">{message}</p>
      <div className="mt-6 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">{children}</div>
    </div>
  );
}
