/*
 * POST /api/subscribers (issue 36): the notify form's fields, from the home page's form post or as
 * JSON. The phone is checked as a US mobile number by the server (src/domain/phone.ts), so the
 * browser and the server give the same words.
 */
import * as v from 'valibot';
import {
  SMS_CONSENT_MISSING,
  SMS_PHONE_INVALID,
  SOURCE_INVALID,
  SUBSCRIBE_NOTHING_GIVEN,
  SUBSCRIBE_SOURCES,
  type SubscribeSource,
} from '../notify/notify-list';
import { textablePhone } from '../phone';
import { type Checked, checkBody } from './checked-fields';
import { NOT_AN_OBJECT, objectOf, optionalEmailField, optionalPhoneField } from './fields';

/** A ticked box as a form posts it ('on', 'true') or as JSON sends it (true). */
const consentField = v.optional(
  v.pipe(
    v.union([v.boolean(), v.string()], SMS_CONSENT_MISSING),
    v.transform((value) => value === true || value === 'on' || value === 'true'),
  ),
  false,
);

const subscriberEntries = {
  email: v.optional(optionalEmailField, null),
  phone: v.optional(optionalPhoneField, null),
  smsConsent: consentField,
  source: v.optional(v.picklist(SUBSCRIBE_SOURCES, SOURCE_INVALID), 'home'),
};

export interface SubscriberRequest {
  email: string | null;
  /** E.164. */
  phone: string | null;
  source: SubscribeSource;
}

export const subscriberBodySchema = v.pipe(
  objectOf(subscriberEntries, NOT_AN_OBJECT),
  v.forward(
    v.check((body) => body.email !== null || body.phone !== null, SUBSCRIBE_NOTHING_GIVEN),
    ['email'],
  ),
  v.forward(
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed || dataset.value.phone === null) return;
      const phone = textablePhone(dataset.value.phone);
      if ('problem' in phone) addIssue({ message: SMS_PHONE_INVALID });
    }),
    ['phone'],
  ),
  v.forward(
    v.check((body) => body.phone === null || body.smsConsent, SMS_CONSENT_MISSING),
    ['smsConsent'],
  ),
  v.transform(
    (body): SubscriberRequest => ({
      email: body.email?.toLowerCase() ?? null,
      phone: body.phone === null ? null : (textablePhone(body.phone) as { e164: string }).e164,
      source: body.source,
    }),
  ),
);

export type SubscriberField = keyof typeof subscriberEntries;

export const checkSubscriber = (input: unknown): Checked<SubscriberRequest, SubscriberField> =>
  checkBody(subscriberBodySchema, subscriberEntries, input);

export const CONFIRM_TOKEN_MISSING = "token: the confirmation link's token is missing";

/** POST /api/subscribers/confirm: the confirmation link's token, as the page's form posts it or as JSON. */
export const subscriptionConfirmSchema = v.object(
  { token: v.pipe(v.string(CONFIRM_TOKEN_MISSING), v.nonEmpty(CONFIRM_TOKEN_MISSING)) },
  CONFIRM_TOKEN_MISSING,
);
