import type { Announcement } from '@/stores/admin/notify/notify';
import { summaryWords, timeWords } from './announcement-words';

/** The announcements sent and scheduled, latest first, each with how its messages fared. */
export function AnnouncementList({ announcements }: { announcements: readonly Announcement[] }) {
  return (
    <section aria-labelledby="announcements-heading" className="flex flex-col gap-4">
      <h2 id="announcements-heading" className="text-xl font-bold text-brand-900">
        Sent and Scheduled
      </h2>
      {announcements.length === 0 ? (
        <p className="rounded-xl bg-white p-6 text-center text-muted">
          No announcements yet. A drop with an announcement adds its opening and last call here.
        </p>
      ) : (
        <ul className="flex flex-col gap-3" aria-labelledby="announcements-heading">
          {announcements.map((announcement) => (
            <li
              key={announcement.id}
              className="flex flex-col gap-1 rounded-2xl border border-brand-200 bg-white p-4 shadow-sm"
            >
              <h3 className="font-bold break-words text-brand-900">{announcement.subject}</h3>
              <p className="text-sm text-ink">{summaryWords(announcement)}</p>
              <p className="text-sm text-muted">{timeWords(announcement)}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
