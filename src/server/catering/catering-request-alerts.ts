/*
 * What a new catering request sends (issue 48), queued in the transaction that stores it: the
 * customer's e-mail with the page's link (a secret, removed once sent), and the owner's alert on
 * her new-order channels, an e-mail to each alert address and a push to each device with alerts on.
 */
import { cateringAlertMail, cateringAlertPush, cateringRequestMail } from '@/domain/catering/catering-request-mail';
import { cateringAnchor } from '@/domain/catering/catering-list';
import { serverConfig } from '../config';
import type { Db } from '../db';
import type { AlertRecipients } from '../alerts/new-order-alerts';
import { enqueue, enqueueMail } from '../outbox/outbox';
import type { StoredCateringRequest } from '../repositories/catering-requests-repository';

export async function queueCateringRequestMessages(
  tx: Db,
  request: StoredCateringRequest,
  pageUrl: string,
  recipients: AlertRecipients,
): Promise<void> {
  const key = `catering-request:${request.id}`;
  await enqueueMail(tx, {
    kind: 'catering-request',
    to: request.email,
    ...cateringRequestMail(request, pageUrl),
    secrets: [pageUrl],
    dedupeKey: key,
  });
  const alert = cateringAlertMail(request, `${serverConfig().siteUrl}/admin/catering#${cateringAnchor(request.id)}`);
  for (const to of recipients.emails) {
    await enqueueMail(tx, { kind: 'catering-alert', to, ...alert, dedupeKey: `${key}:alert:${to}` });
  }
  const push = cateringAlertPush(request, request.id);
  for (const device of recipients.devices) {
    await enqueue(tx, {
      channel: 'push',
      kind: 'catering-alert',
      to: device.endpoint,
      subject: push.title,
      text: JSON.stringify(push),
      dedupeKey: `${key}:push:${device.id}`,
    });
  }
}
