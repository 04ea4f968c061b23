import * as notifyApi from '@/domain/api/notify';
import type { Body } from '@/domain/api';
import type { SubscriberField } from '@/domain/schemas/subscriber';
import { callApi } from '@/lib/api/call';
import { refusalMessage } from '../shell/refusal';
import { refusedFields } from '../shell/refused-fields';

/*
 * Joining 'Tell me when you're cooking' from a page (the home page's plain script, the order
 * confirmation's island). The fields are checked by the server only: the phone rules
 * (libphonenumber's metadata) stay out of the browser, and its 400 names each field's problem.
 */

export type NotifyRequest = Body<typeof notifyApi.subscribe>;

export type JoinResult =
  | { ok: true; message: string }
  /** `message`: the server's words (or JOIN_FAILED); `fields`: its 400's problems by field. */
  | { ok: false; message: string; fields: Partial<Record<SubscriberField, string>> };

export const JOIN_FAILED = 'Something went wrong. Please try again.';

/** The notify form's fields as the API takes them: the box ticked or not, whatever the browser posts for it. */
export function notifyRequestOf(form: FormData): NotifyRequest {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  return {
    email: text('email'),
    phone: text('phone'),
    smsConsent: form.has('smsConsent'),
    source: text('source') as NotifyRequest['source'],
  };
}

export async function joinNotifyList(body: NotifyRequest): Promise<JoinResult> {
  try {
    const { message } = await callApi(notifyApi.subscribe, { body });
    return { ok: true, message };
  } catch (error) {
    return { ok: false, message: refusalMessage(error, JOIN_FAILED), fields: refusedFields<SubscriberField>(error) };
  }
}
