import type { Answer } from '@/domain/api';
import type * as dropsApi from '@/domain/api/drops';
import { periodState } from '@/domain/fulfilment/drops';
import type { AnnouncementWords } from '@/domain/notify/announcement';
import type { StoredPeriod } from '../repositories/ordering-periods-repository';

export type DropView = Answer<typeof dropsApi.create>;

/** A period as the owner's page lists it: its instants, days, note, announcement, state at `now` and spots. */
export const dropView = (
  period: StoredPeriod,
  announce: AnnouncementWords | null,
  spotIds: number[],
  now: Date,
): DropView => ({
  id: period.id,
  opensAt: period.opensAt.toISOString(),
  closesAt: period.closesAt.toISOString(),
  sellsDates: period.sellsDates,
  note: period.note,
  announce,
  state: periodState(period, now),
  spotIds,
});
