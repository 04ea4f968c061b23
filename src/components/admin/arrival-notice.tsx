/**
 * Orders that arrived while the page was open, in words ('2 new orders arrived at 2:31 PM'), with a
 * green dot; announced politely. On the page (hidden) while there is nothing to say, so a screen
 * reader hears the words when they come.
 */
export function ArrivalNotice({ notice }: { notice: string }) {
  return (
    <p
      role="status"
      className={
        notice
          ? 'flex items-center gap-2 rounded-lg bg-green-50 px-3 py-2 text-sm font-semibold text-green-900'
          : 'sr-only'
      }
    >
      {notice && <span aria-hidden="true" className="size-2 shrink-0 rounded-full bg-green-600" />}
      {notice}
    </p>
  );
}
