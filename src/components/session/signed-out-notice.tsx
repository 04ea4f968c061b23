import { buttonVariants } from '@/components/ui/button-variants';

interface SignedOutNoticeProps {
  /** The page's h1 in this state ('Sign In Required', 'Access Denied'). */
  heading: string;
  message: string;
  /** The second way on, beside Sign In (Create Account, Back to Home). */
  alternative: { href: string; label: string };
}

/** What a signed-out visitor sees on a signed-in-only screen: why, a Sign In link, and one other way on. */
export function SignedOutNotice({ heading, message, alternative }: SignedOutNoticeProps) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center rounded-2xl border border-brand-200 bg-white px-6 py-10 text-center shadow-sm">
      <span
        className="flex size-14 items-center justify-center rounded-full bg-brand-100 text-brand-800"
        aria-hidden="true"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-7"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <rect x="5" y="11" width="14" height="10" rx="2" />
          <path d="M8 11V7a4 4 0 0 1 8 0v4" strokeLinecap="round" />
        </svg>
      </span>
      <h1 className="mt-4 text-2xl font-extrabold tracking-tight text-brand-900">{heading}</h1>
      <p className="mt-2 text-muted">{message}</p>
      <div className="mt-6 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        <a href="/login" className={buttonVariants({ variant: 'primary', size: 'md' })}>
          Sign In
        </a>
        <a href={alternative.href} className={buttonVariants({ variant: 'secondary', size: 'md' })}>
          {alternative.label}
        </a>
      </div>
    </div>
  );
}
