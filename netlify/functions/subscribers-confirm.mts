import type { Config } from '@netlify/functions';
import * as v from 'valibot';
import { api } from '../../src/domain/api';
import { CONFIRM_FAILED_TEXT, CONFIRMED_TEXT } from '../../src/domain/notify/subscription-words';
import { subscriptionConfirmSchema } from '../../src/domain/schemas/subscriber';
import { endpoint } from '../../src/server/api/endpoint';
import { HttpError } from '../../src/server/http/http-error';
import { json } from '../../src/server/http/responses';
import { readPosted, seeOther } from '../../src/server/notify/posted-form';
import { confirmEmail } from '../../src/server/notify/subscribers-service';

const refused = (message: string) => new HttpError(400, message, {}, { fields: { token: message } });

/**
 * POST /api/subscribers/confirm (public, limited per address; the token is the proof): the button
 * of the confirmation e-mail's page, /subscribe/confirm, which itself changes nothing, so a mail
 * service's link scanner that opens the link confirms no one. A plain form's post goes on to
 * /subscribe/confirmed, or, for a link expired or used, back to /subscribe/confirm, which says so.
 * JSON answers 200 `{message}`, or 400 naming `token`.
 */
export default endpoint(
  { POST: api.notify.confirm },
  {
    POST: async (request) => {
      const posted = await readPosted(request);
      const parsed = v.safeParse(subscriptionConfirmSchema, posted.fields);
      if (posted.kind === 'form') {
        const confirmed = parsed.success && (await confirmEmail(parsed.output.token));
        return seeOther(confirmed ? '/subscribe/confirmed' : '/subscribe/confirm');
      }
      if (!parsed.success) throw refused(parsed.issues[0].message);
      if (!(await confirmEmail(parsed.output.token))) throw refused(CONFIRM_FAILED_TEXT);
      return json({ message: CONFIRMED_TEXT });
    },
  },
  { limit: 'confirmSubscription', body: 'form' },
);

export const config: Config = { path: '/api/subscribers/confirm' };
