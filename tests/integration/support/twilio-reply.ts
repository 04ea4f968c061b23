import { randomBytes } from 'node:crypto';
import twilio from 'twilio';
import twilioInbound from '../../../netlify/functions/twilio-inbound.mts';
import { serverConfig } from '@/server/config';
import { call } from './call';
import { TWILIO_TEST_SETTINGS } from './twilio-double';

/** A message id as Twilio gives one: 'SM' and 32 hex digits. */
export const messageSid = (): string => `SM${randomBytes(16).toString('hex')}`;

/**
 * A reply to the shop's texts as Twilio forwards it to POST /api/twilio/inbound: form-encoded,
 * from Twilio's servers (cross-site), signed over the public address and the fields with `token`.
 * `extra` adds or replaces fields (Advanced Opt-Out's OptOutType, a MessageSid of the test's own).
 */
export function twilioReply(
  body: string,
  from: string,
  token = TWILIO_TEST_SETTINGS.TWILIO_AUTH_TOKEN,
  extra: Record<string, string> = {},
) {
  const fields = { From: from, To: TWILIO_TEST_SETTINGS.TWILIO_FROM, Body: body, MessageSid: messageSid(), ...extra };
  const url = `${serverConfig().siteUrl}/api/twilio/inbound`;
  const signature = twilio.getExpectedTwilioSignature(token, url, fields);
  return call(twilioInbound, '/api/twilio/inbound', {
    method: 'POST',
    rawBody: new URLSearchParams(fields).toString(),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-twilio-signature': signature,
      'sec-fetch-site': 'cross-site',
    },
  });
}
