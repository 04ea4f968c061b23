import * as ordersApi from '@/domain/api/orders';
import { urlOf } from '@/domain/api';
import type { LoggedMessageView } from '@/domain/outbox/message-log';
import { ApiError } from '@/lib/api/api-error';
import { callApi } from '@/lib/api/call';
import { createFetcherStore, liveQuery } from '@/lib/api/query';
import { ADMIN_REFRESH_MS } from '@/stores/admin/dashboard/orders';

/*
 * The messages the order cards in /admin show (issue 25): the newest 200, asked again with the
 * orders (every 25 s and when the tab comes back), so one call covers every recent card. An older
 * card whose messages are not among them loads its own on request.
 */

export const $recentMessages = createFetcherStore<LoggedMessageView[]>(
  urlOf(ordersApi.messages),
  liveQuery(ordersApi.messages, ADMIN_REFRESH_MS),
);

/** The order's messages among `messages`, newest first as answered. */
export const messagesOfOrder = (messages: readonly LoggedMessageView[], orderId: number): LoggedMessageView[] =>
  messages.filter((message) => message.orderId === orderId);

/** Every message of one order (GET /api/admin/messages?order=), or why they could not be had. */
export async function loadOrderMessages(
  orderId: number,
): Promise<{ messages: LoggedMessageView[] } | { problem: string }> {
  try {
    return { messages: await callApi(ordersApi.messages, { query: { order: String(orderId) } }) };
  } catch (error) {
    return { problem: error instanceof ApiError ? error.message : 'We could not load the messages.' };
  }
}
