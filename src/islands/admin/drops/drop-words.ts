import { daysWords } from '@/domain/fulfilment/drop-days';
import { shopDate } from '@/domain/fulfilment/schedule';
import { dayLabel, shopTime } from '@/domain/fulfilment/window-label';
import type { Drop, PickupSpot } from '@/stores/admin/drops/drops';

/*
 * A drop as the owner reads it on its card, on the shop's clock: 'Fri, Dec 4, 9:00 AM – 7:00 PM',
 * 'Sells Fri, Dec 4 and Sat, Dec 5', 'Open now'.
 */

const dayAndTime = (instant: Date) => `${dayLabel(shopDate(instant))}, ${shopTime(instant)}`;

/** When it opens and closes: 'Fri, Dec 4, 9:00 AM – 7:00 PM', the closing's day too when another. */
export function periodWords(drop: Pick<Drop, 'opensAt' | 'closesAt'>): string {
  const opens = new Date(drop.opensAt);
  const closes = new Date(drop.closesAt);
  const end = shopDate(opens) === shopDate(closes) ? shopTime(closes) : dayAndTime(closes);
  return `${dayAndTime(opens)} – ${end}`;
}

/** Which days' windows it sells: 'Sells any day', 'Sells Fri, Dec 4 and Sat, Dec 5'. */
export const sellsWords = (drop: Pick<Drop, 'sellsDates'>): string =>
  drop.sellsDates.length === 0 ? 'Sells any day' : `Sells ${daysWords(drop.sellsDates)}`;

/** The state's badge. */
export const STATE_WORDS: Record<Drop['state'], string> = {
  scheduled: 'Scheduled',
  open: 'Open now',
  closed: 'Closed',
};

/** Whether the notify list hears of it. */
export const announceWords = (drop: Pick<Drop, 'announce'>): string =>
  drop.announce ? `Announced to the notify list: ${drop.announce.subject}` : 'Not announced';

/** Where its pickups are collected: 'Pickup at Home kitchen and Grace Church car park'. */
export function spotsWords(drop: Pick<Drop, 'spotIds'>, spots: readonly PickupSpot[]): string {
  const names = drop.spotIds.flatMap((id) => spots.filter((spot) => spot.id === id).map((spot) => spot.name));
  if (names.length === 0) return 'No pickup spots';
  return `Pickup at ${names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`}`;
}
