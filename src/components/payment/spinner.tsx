/** A spinner with its words for screen readers; still under prefers-reduced-motion. */
export function Spinner({ label }: { label: string }) {
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-10 text-muted">
      <span
        aria-hidden="true"
        className="size-6 animate-spin rounded-full border-4 border-brand-200 border-t-brand-700 motion-reduce:animate-none"
      />
      <span>{label}</span>
    </div>
  );
}
