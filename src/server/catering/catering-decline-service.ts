/*
 * The owner declines a catering request (issue 48; docs/behaviour/rules.md#catering), only before
 * the customer accepts a quote: the request is 'declined' with her message kept, and the customer
 * is e-mailed the message, in one transaction under the request's lock.
 */
import { cateringDeclinedMail } from '@/domain/catering/catering-quote-mail';
import { canDecline, notDeclinable, REQUEST_NOT_FOUND } from '@/domain/catering/catering-quote-steps';
import { withTransaction } from '../db';
import { conflict, notFound } from '../http/http-error';
import { enqueueMail } from '../outbox/outbox';
import {
  lockCateringRequest,
  saveDeclinedMessage,
  setCateringStatus,
} from '../repositories/catering-requests-repository';
import { type CateringDetailView, cateringRequestDetail, openRequest } from './catering-admin-detail';

/** POST /api/admin/catering/{id}/decline: answers the request as it is now; 409 once accepted or over. */
export async function declineCateringRequest(id: number, message: string): Promise<CateringDetailView> {
  await openRequest(id);
  await withTransaction(async (tx) => {
    const request = await lockCateringRequest(tx, id);
    if (!request) throw notFound(REQUEST_NOT_FOUND);
    if (!canDecline(request.status)) throw conflict(notDeclinable(request.status));
    await setCateringStatus(tx, id, 'declined');
    await saveDeclinedMessage(tx, id, message);
    await enqueueMail(tx, {
      kind: 'catering-declined',
      to: request.email,
      ...cateringDeclinedMail(request, message),
      dedupeKey: `catering-request:${id}:declined`,
    });
  });
  return cateringRequestDetail(id);
}
