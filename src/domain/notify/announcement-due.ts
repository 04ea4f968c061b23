/*
 * Whether an announcement whose time has come still goes (issue 36). One sent by hand always goes.
 * A drop's opening and reminder mean something only while the shop runs on drops and the drop has
 * not closed: otherwise it is passed over for good (marked queued with no message), so it never
 * goes out late, say when the owner turns drops back on or the sender was down past the closing.
 */
import type { OrderingMode } from '../fulfilment/drops';

export const ANNOUNCEMENT_KINDS = ['manual', 'opening', 'reminder'] as const;
/** By hand, at a drop's opening, or the reminder before its closing. */
export type AnnouncementKind = (typeof ANNOUNCEMENT_KINDS)[number];

export function announcementGoes(
  announcement: { kind: AnnouncementKind; closesAt: Date | null },
  mode: OrderingMode,
  now: Date,
): boolean {
  if (announcement.kind === 'manual') return true;
  return mode === 'drops' && announcement.closesAt !== null && now.getTime() < announcement.closesAt.getTime();
}

/**
 * Whether a drop's texts, held through the quiet hours until `textsFrom`, would still come before
 * the drop closes: a last call at 9:30 PM for a drop closing at 11:30 PM would otherwise arrive at
 * 8 AM, after it. One sent by hand (no closing) always may.
 */
export const textsInTime = (closesAt: Date | null, textsFrom: Date): boolean =>
  closesAt === null || textsFrom.getTime() < closesAt.getTime();
