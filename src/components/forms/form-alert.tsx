/** The inline failure of a form (docs/behaviour/messages.md#inline-messages), announced as soon as it appears. */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <div role="alert" className="rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm font-medium text-red-900">
      {message}
    </div>
  );
}
