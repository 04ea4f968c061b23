import { buttonVariants } from '@/components/ui/button-variants';

/**
 * What a signed-in customer sees on /admin: 'Access Denied', why, and the way back
 * home. No Sign In button: they are signed in, just not as the owner.
 */
export function AccessDenied() {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center rounded-2xl border border-brand-200 bg-white px-6 py-10 text-center shadow-sm">
      <span
        className="flex size-14 items-center justify-center rounded-full bg-red-100 text-red-900"
        aria-hidden="true"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-7"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        >
          <path d="M12 3 4 6v6c0 4.5 3.4 8 8 9 4.6-1 8-4.5 8-9V6l-8-3Z" />
          <path d="m9.5 9.5 5 5m0-5-5 5" />
        </svg>
      </span>
      <h1 className="mt-4 text-2xl font-extrabold tracking-tight text-brand-900">Access Denied</h1>
      <p className="mt-2 text-muted">You don't have permission to access the admin dashboard.</p>
      <a href="/" className={`${buttonVariants({ variant: 'primary', size: 'md' })} mt-6 w-full sm:w-auto`}>
        Back to Home
      </a>
    </div>
  );
}
