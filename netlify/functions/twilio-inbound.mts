import type { Config } from '@netlify/functions';
import { api } from '../../src/domain/api';
import { endpoint } from '../../src/server/api/endpoint';
import { serverConfig } from '../../src/server/config';
import { readLimitedText } from '../../src/server/http/read-json';
import { handleInboundText } from '../../src/server/outbox/inbound-texts';

const PATH = '/api/twilio/inbound';

/**
 * POST /api/twilio/inbound: replies to the shop's texts, as Twilio forwards them (form-encoded,
 * signed; so exempt from the browsers' same-origin guard). STOP ends a number's texts. Answers
 * empty TwiML: the shop sends no reply of its own (Twilio confirms an opt-out itself).
 */
export default endpoint(
  { POST: api.orders.inboundText },
  {
    POST: async (request) => {
      const fields = Object.fromEntries(new URLSearchParams(await readLimitedText(request)));
      // The address Twilio was given, which its signature covers: the public site's, whatever
      // address the request reached this function by.
      const config = serverConfig();
      await handleInboundText(
        config.twilio,
        `${config.siteUrl}${PATH}`,
        fields,
        request.headers.get('x-twilio-signature'),
      );
      return new Response('<?xml version="1.0" encoding="UTF-8"?><Response/>', {
        headers: { 'Content-Type': 'text/xml; charset=utf-8' },
      });
    },
  },
  { limit: 'inboundText' },
);

export const config: Config = { path: '/api/twilio/inbound' };
