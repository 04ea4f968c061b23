import { REMOVED_DETAIL, RETENTION_DAYS } from '@/domain/retention';
import * as v from 'valibot';
import { bigintColumn, type Db, readRows } from '../db';

/**
 * Personal details out of the stored orders, amounts and lines left in place; answers their ids.
 * `where` picks the orders, with $1 its one parameter.
 */
async function removeOrderDetails(tx: Db, where: string, param: unknown): Promise<number[]> {
  const orders = await readRows(
    tx,
    'orders',
    v.object({ id: bigintColumn }),
    `UPDATE orders SET customer_name = '${REMOVED_DETAIL}', customer_email = NULL,
       customer_phone = '${REMOVED_DETAIL}', text_phone = NULL, notes = NULL, personal_data_removed_at = now(),
       updated_at = now(),
       delivery_address = CASE jsonb_typeof(delivery_address)
         WHEN 'object' THEN jsonb_set(delivery_address, '{fullAddress}', to_jsonb('${REMOVED_DETAIL}'::text))
         WHEN 'string' THEN to_jsonb('${REMOVED_DETAIL}'::text)
         ELSE delivery_address END,
       -- Where the address is says as much as the address.
       delivery_lat = NULL, delivery_lon = NULL, delivery_geo = NULL
     WHERE personal_data_removed_at IS NULL AND ${where} RETURNING id`,
    [param],
  );
  const ids = orders.map((row) => row.id);
  // Where its payment links went (issue 37).
  await tx.query(
    'UPDATE payment_links SET sent_to_phone = NULL, sent_to_email = NULL WHERE order_id = ANY($1::bigint[])',
    [ids],
  );
  return ids;
}

/** The same for an account's checkouts (priced orders, paid or not) and their test payments. */
async function removeCheckoutDetails(tx: Db, userId: number): Promise<void> {
  const checkouts = await readRows(
    tx,
    'checkouts',
    v.object({ id: v.string() }),
    `UPDATE checkouts SET customer_email = NULL,
       order_data = jsonb_set(
         CASE WHEN jsonb_typeof(order_data -> 'delivery') = 'object'
           THEN jsonb_set(order_data, '{delivery,fullAddress}', to_jsonb('${REMOVED_DETAIL}'::text))
           ELSE order_data END,
         '{customer}',
         jsonb_build_object('name', '${REMOVED_DETAIL}', 'phone', '${REMOVED_DETAIL}', 'email', NULL, 'textPhone', NULL))
     WHERE user_id = $1 RETURNING id`,
    [userId],
  );
  await tx.query(`UPDATE test_payment_intents SET receipt_email = NULL WHERE checkout_id = ANY($1::uuid[])`, [
    checkouts.map((row) => row.id),
  ]);
}

/**
 * Personal details out of catering requests (name, e-mail, phone, address, note), the event, the
 * dishes and the status left; their page links and the messages about them deleted (the owner's
 * alerts name the customer: their dedupe keys are `catering-request:{id}:…`). `where` picks the
 * requests, with $1 its one parameter; one already removed is left alone. Answers how many.
 */
async function removeCateringDetails(tx: Db, where: string, param: unknown): Promise<number> {
  const requests = await readRows(
    tx,
    'catering_requests',
    v.object({ id: bigintColumn }),
    `UPDATE catering_requests SET name = '${REMOVED_DETAIL}', email = NULL, phone = '${REMOVED_DETAIL}',
       note = NULL, address = CASE WHEN address IS NULL THEN NULL ELSE '${REMOVED_DETAIL}' END,
       personal_data_removed_at = now()
     WHERE personal_data_removed_at IS NULL AND ${where} RETURNING id`,
    [param],
  );
  const ids = requests.map((row) => row.id);
  await tx.query('DELETE FROM catering_request_tokens WHERE catering_request_id = ANY($1::bigint[])', [ids]);
  await tx.query(
    `DELETE FROM outbox WHERE split_part(dedupe_key, ':', 1) = 'catering-request'
       AND split_part(dedupe_key, ':', 2) = ANY($1::text[])`,
    [ids.map(String)],
  );
  return ids.length;
}

/**
 * Deletes an account (its sessions, tokens, codes and push subscriptions go by cascade) and removes
 * the personal details from everything it placed: orders (and their tracking links and every
 * message about them), checkouts, ratings, the catering requests made with its e-mail and mail to
 * its address. Inside
 * the caller's transaction, so it all goes or none of it does.
 */
export async function deleteAccountAndDetails(tx: Db, userId: number, email: string): Promise<void> {
  const orderIds = await removeOrderDetails(tx, 'user_id = $1', userId);
  await removeCheckoutDetails(tx, userId);
  await removeCateringDetails(tx, 'lower(email) = lower($1)', email);
  await tx.query(
    `UPDATE feedback SET customer_name = '${REMOVED_DETAIL}', customer_email = NULL WHERE order_id = ANY($1::bigint[])`,
    [orderIds],
  );
  await tx.query('DELETE FROM order_tracking_tokens WHERE order_id = ANY($1::bigint[])', [orderIds]);
  await tx.query('DELETE FROM outbox WHERE lower(to_address) = lower($1)', [email]);
  // Every message about its orders too: texts, pushes and the owner's alerts name the customer.
  await tx.query('DELETE FROM outbox WHERE order_id = ANY($1::bigint[])', [orderIds]);
  await tx.query('DELETE FROM users WHERE id = $1', [userId]);
}

export interface PurgeCounts {
  ordersAnonymised: number;
  cateringRequestsAnonymised: number;
  checkoutsDeleted: number;
  mailDeleted: number;
  sessionsDeleted: number;
  tokensDeleted: number;
  trackingLinksDeleted: number;
  cateringLinksDeleted: number;
  standingLinksDeleted: number;
  countersDeleted: number;
  subscribersDeleted: number;
}

const days = (count: number) => `${count} days`;

/** What the scheduled purge removes (inside the caller's transaction): see RETENTION_DAYS and the privacy page. */
export async function purgeExpiredPersonalData(tx: Db): Promise<PurgeCounts> {
  const orderIds = await removeOrderDetails(tx, 'created_at < now() - $1::interval', days(RETENTION_DAYS.orderDetails));
  await tx.query('UPDATE feedback SET customer_email = NULL WHERE order_id = ANY($1::bigint[])', [orderIds]);
  // A catering request's year counts from its event, which may be months after it was asked.
  const cateringRequests = await removeCateringDetails(
    tx,
    'event_at < now() - $1::interval',
    days(RETENTION_DAYS.cateringDetails),
  );
  const short = days(RETENTION_DAYS.paymentRecordsAndMail);
  await tx.query('DELETE FROM test_payment_intents WHERE created_at < now() - $1::interval', [short]);
  const checkouts = await tx.query('DELETE FROM checkouts WHERE created_at < now() - $1::interval RETURNING id', [
    short,
  ]);
  // Counted from when a message was due, not written: a gift card's letter may wait up to a year
  // for its send date, and its code is nowhere else (issue 47).
  const mail = await tx.query('DELETE FROM outbox WHERE send_after < now() - $1::interval RETURNING id', [short]);
  const ended = days(RETENTION_DAYS.endedSessions);
  const sessions = await tx.query(
    `DELETE FROM sessions WHERE COALESCE(revoked_at, expires_at) < now() - $1::interval RETURNING id`,
    [ended],
  );
  const tokens = await tx.query(`DELETE FROM account_tokens WHERE expires_at < now() - $1::interval RETURNING id`, [
    ended,
  ]);
  const trackingLinks = await tx.query('DELETE FROM order_tracking_tokens WHERE expires_at < now() RETURNING order_id');
  const cateringLinks = await tx.query(
    'DELETE FROM catering_request_tokens WHERE expires_at < now() RETURNING catering_request_id',
  );
  const standingLinks = await tx.query(
    'DELETE FROM standing_order_links WHERE expires_at < now() RETURNING standing_order_id',
  );
  const counters = await tx.query('DELETE FROM rate_limits WHERE window_start < now() - $1::interval RETURNING key', [
    days(RETENTION_DAYS.attemptCounters),
  ]);
  const subscribers = await tx.query(
    `DELETE FROM subscribers
     WHERE (status = 'pending' AND channel = 'email' AND confirm_expires_at < now() - $1::interval)
        OR (status = 'pending' AND channel = 'sms' AND confirm_expires_at < now())
        OR (status = 'unsubscribed' AND unsubscribed_at < now() - $2::interval)
     RETURNING id`,
    [days(RETENTION_DAYS.unconfirmedSubscribers), days(RETENTION_DAYS.endedSubscriptions)],
  );
  return {
    ordersAnonymised: orderIds.length,
    cateringRequestsAnonymised: cateringRequests,
    checkoutsDeleted: checkouts.rows.length,
    mailDeleted: mail.rows.length,
    sessionsDeleted: sessions.rows.length,
    tokensDeleted: tokens.rows.length,
    trackingLinksDeleted: trackingLinks.rows.length,
    cateringLinksDeleted: cateringLinks.rows.length,
    standingLinksDeleted: standingLinks.rows.length,
    countersDeleted: counters.rows.length,
    subscribersDeleted: subscribers.rows.length,
  };
}
