/*
 * The owner's list of catering requests (/admin/catering, GET /api/admin/catering): filtered by a
 * status if asked, grouped on the page by status in the requests' life order, Requested first.
 */
import * as v from 'valibot';
import { CATERING_STATUSES, type CateringStatus } from './catering-request-view';

export const CATERING_STATUS_INVALID = 'Choose a catering status';

/** GET /api/admin/catering[?status=requested]. */
export const cateringListQuerySchema = v.object({
  status: v.optional(v.picklist(CATERING_STATUSES, CATERING_STATUS_INVALID)),
});

/** Each status as the owner's list heads its group. */
export const STATUS_HEADINGS: Record<CateringStatus, string> = {
  requested: 'Requested',
  quoted: 'Quoted',
  accepted: 'Accepted',
  paid: 'Paid in full',
  completed: 'Completed',
  declined: 'Declined',
  cancelled: 'Cancelled',
  expired: 'Expired',
};

/** The requests by status, Requested first, each group keeping the list's order; empty groups left out. */
export function groupByStatus<T extends { status: CateringStatus }>(
  requests: readonly T[],
): Array<{ status: CateringStatus; requests: T[] }> {
  return CATERING_STATUSES.map((status) => ({
    status,
    requests: requests.filter((request) => request.status === status),
  })).filter((group) => group.requests.length > 0);
}

/** The address of a request on the owner's list: /admin/catering#catering-12. */
export const cateringAnchor = (id: number): string => `catering-${id}`;
