import * as notifyApi from '@/domain/api/notify';
import { type Answer, type Body, urlOf } from '@/domain/api';
import type { AnnouncementField } from '@/domain/schemas/announcement';
import { callApi } from '@/lib/api/call';
import { createFetcherStore, liveQuery, revalidateKeys } from '@/lib/api/query';
import { refusedChange } from '@/stores/shell/refusal';
import { refusedFields } from '@/stores/shell/refused-fields';

/*
 * The owner's announcements (/admin/notify): the latest from GET /api/admin/announcements with
 * their messages' counts, asked again while the page is open (the sender works through them), and
 * sending one. How many one will reach is the dashboard's store of the list's counts
 * (./admin-notify-list.ts), asked again with them after each.
 */
export type Announcement = Answer<typeof notifyApi.announcements>[number];
export type AnnouncementPayload = Body<typeof notifyApi.announce>;
export type Announced = Answer<typeof notifyApi.announce>;
export type ListCounts = Answer<typeof notifyApi.counts>;

const ANNOUNCEMENTS_KEY = urlOf(notifyApi.announcements);
const COUNTS_KEY = urlOf(notifyApi.counts);

/** How often the announcements are asked again while the page is in view. */
const REFRESH_MS = 30_000;

export const $announcements = createFetcherStore<Announcement[]>(
  ANNOUNCEMENTS_KEY,
  liveQuery(notifyApi.announcements, REFRESH_MS),
);

/** Asks for the announcements and the list's counts again (after sending; the page's Try Again). */
export const reloadAnnouncements = (): void => revalidateKeys([ANNOUNCEMENTS_KEY, COUNTS_KEY]);

export const SEND_FAILED = 'Something went wrong. Please try again.';

export type SendResult =
  | { ok: true; announced: Announced }
  /** `message`: the server's words (or SEND_FAILED); `fields`: its 400's problems by field. */
  | { ok: false; message: string; fields: Partial<Record<AnnouncementField, string>> };

/** Sends an announcement now or schedules it; the refusal's words otherwise. */
export async function sendAnnouncement(payload: AnnouncementPayload): Promise<SendResult> {
  let announced: Announced;
  try {
    announced = await callApi(notifyApi.announce, { body: payload });
  } catch (error) {
    return { ...refusedChange(error, SEND_FAILED), fields: refusedFields(error) };
  }
  reloadAnnouncements();
  return { ok: true, announced };
}
