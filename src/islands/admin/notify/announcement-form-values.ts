import { shopInstant } from '@/domain/fulfilment/schedule';
import { checkAnnouncementAt } from '@/domain/schemas/announcement-check';
import type { ListChannel } from '@/domain/notify/notify-list';
import type { AnnouncementField } from '@/domain/schemas/announcement';
import type { AnnouncementPayload } from '@/stores/admin/notify/notify';

/** An announcement as its form holds it: what the owner types and ticks. */
export interface AnnouncementFormValues {
  subject: string;
  text: string;
  email: boolean;
  sms: boolean;
  /** A datetime-local's value in the shop's time ('2026-12-04T09:00'); empty to send now. */
  sendAt: string;
}

export type AnnouncementFormErrors = Partial<Record<AnnouncementField, string>>;

/** The fields in the form's order, to focus the first with a problem. */
export const ANNOUNCEMENT_FIELDS: readonly AnnouncementField[] = ['subject', 'text', 'channels', 'sendAt'];

export const emptyAnnouncementForm = (): AnnouncementFormValues => ({
  subject: '',
  text: '',
  email: true,
  sms: true,
  sendAt: '',
});

export const chosenChannels = (values: Pick<AnnouncementFormValues, 'email' | 'sms'>): ListChannel[] => [
  ...(values.email ? (['email'] as const) : []),
  ...(values.sms ? (['sms'] as const) : []),
];

const LOCAL_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(?::\d{2}(?:\.\d+)?)?$/;

/**
 * The shop-time value of a datetime-local as an instant, on the shop's clock whatever the
 * browser's zone ('2026-12-04T09:00' is 15:00 UTC); what is not one such value is sent as typed,
 * for the server's words about it.
 */
export function sendAtInstant(typed: string): string {
  const match = LOCAL_TIME.exec(typed.trim());
  return match?.[1] && match[2] ? shopInstant(match[1], match[2]).toISOString() : typed;
}

/** The body the API takes: without a time, sent now. */
export const payloadOf = (values: AnnouncementFormValues): AnnouncementPayload => ({
  subject: values.subject,
  text: values.text,
  channels: chosenChannels(values),
  ...(values.sendAt.trim() === '' ? {} : { sendAt: sendAtInstant(values.sendAt) }),
});

/**
 * The form checked as the server checks it (the text's length with this site's address, the time
 * against the clock), so each problem shows beside its field in its words before anything is sent.
 */
export function checkAnnouncementForm(
  values: AnnouncementFormValues,
  siteUrl: string,
  now = new Date(),
): { ok: true; payload: AnnouncementPayload } | { ok: false; errors: AnnouncementFormErrors } {
  const payload = payloadOf(values);
  const checked = checkAnnouncementAt(payload, siteUrl, now);
  return checked.ok ? { ok: true, payload } : { ok: false, errors: checked.fields };
}
