/* The owner's list of catering requests (GET /api/admin/catering; issue 48). */
import type { Answer } from '@/domain/api';
import type * as cateringApi from '@/domain/api/catering';
import type { CateringStatus } from '@/domain/catering/catering-request-view';
import { database } from '../db';
import { type ListedCateringRequest, listCateringRequests } from '../repositories/catering-requests-repository';

export type CateringListView = Answer<typeof cateringApi.list>;

/** A request as the owner's list answers it, its times as ISO instants. */
export const listedView = (request: ListedCateringRequest): CateringListView['requests'][number] => ({
  ...request,
  statusAt: request.statusAt.toISOString(),
  eventAt: request.eventAt.toISOString(),
  createdAt: request.createdAt.toISOString(),
  detailsRemovedAt: request.detailsRemovedAt?.toISOString() ?? null,
});

/** Every request, or those in `status`, newest event first. */
export async function listCateringForOwner(status: CateringStatus | null): Promise<CateringListView> {
  const requests = await listCateringRequests(database(), status);
  return { requests: requests.map(listedView) };
}
