const bar = 'animate-pulse rounded bg-brand-100 motion-reduce:animate-none';

function SkeletonCard() {
  return (
    <div className="rounded-2xl border border-brand-200 bg-white p-4 sm:p-5" data-testid="order-skeleton">
      <div className="flex items-start justify-between gap-4">
        <div className="flex flex-col gap-2">
          <div className={`h-5 w-32 ${bar}`} />
          <div className={`h-4 w-44 ${bar}`} />
        </div>
        <div className={`h-6 w-20 rounded-full ${bar}`} />
      </div>
      <div className="mt-5 flex flex-col gap-2 border-t border-brand-100 pt-4">
        <div className={`h-4 w-full ${bar}`} />
        <div className={`h-4 w-4/5 ${bar}`} />
      </div>
      <div className="mt-5 flex flex-col gap-2 border-t border-brand-100 pt-4">
        <div className={`ml-auto h-4 w-24 ${bar}`} />
        <div className={`ml-auto h-5 w-28 ${bar}`} />
      </div>
    </div>
  );
}

/** Placeholder cards while the orders (or who is signed in) are still loading. */
export function OrderSkeletons({ label }: { label: string }) {
  return (
    <div role="status" className="flex flex-col gap-4">
      <span className="sr-only">{label}</span>
      <div aria-hidden="true" className="flex flex-col gap-4">
        <SkeletonCard />
        <SkeletonCard />
      </div>
    </div>
  );
}
