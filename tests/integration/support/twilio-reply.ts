import twilio from 'twilio';
import twilioInbound from '../../../netlify/functions/twilio-inbound.mts';
import { serverConfig } from '@/server/config';
import { call } from './call';
import { TWILIO_TEST_SETTINGS } from './twilio-double';

/**
 * A reply to the shop's texts as Twilio forwards it to POST /api/twilio/inbound: form-encoded,
 * from Twilio's servers (cross-site), signed over the public address and the fields with `token`.
 */
export function twilioReply(body: string, from: string, token = TWILIO_TEST_SETTINGS.TWILIO_AUTH_TOKEN) {
  const fields = { From: from, To: TWILIO_TEST_SETTINGS.TWILIO_FROM, Body: body, MessageSid: 'SMreply' };
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
