/*
 * The pickup spots a drop sells at (issue 50), saved in the drop's own transaction: the ones the
 * owner ticked, each still offered, or every spot offered when the body names none (a caller from
 * before spots). An archived spot is offered in no new choice.
 */
import { DROP_SPOT_GONE } from '@/domain/schemas/ordering-period';
import type { Db } from '../db';
import { refuseFields } from '../http/http-error';
import { activeSpotIds, setPeriodSpots } from '../repositories/pickup-spots-repository';

export async function saveDropSpots(
  tx: Db,
  periodId: number,
  chosen: readonly number[] | undefined,
): Promise<number[]> {
  const offered = await activeSpotIds(tx);
  if (chosen?.some((id) => !offered.includes(id))) refuseFields({ spotIds: DROP_SPOT_GONE });
  // In the owner's order, whatever order they were ticked in.
  const spotIds = chosen ? offered.filter((id) => chosen.includes(id)) : offered;
  await setPeriodSpots(tx, periodId, spotIds);
  return spotIds;
}
