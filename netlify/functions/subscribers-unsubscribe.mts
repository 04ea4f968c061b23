import type { Config } from '@netlify/functions';
import { api } from '../../src/domain/api';
import { UNSUBSCRIBE_LINK_INVALID, UNSUBSCRIBED_MESSAGE } from '../../src/domain/notify/subscription-words';
import { endpoint } from '../../src/server/api/endpoint';
import { badRequest } from '../../src/server/http/http-error';
import { json } from '../../src/server/http/responses';
import { formFields, isFormPost, seeOther } from '../../src/server/notify/posted-form';
import { unsubscribe } from '../../src/server/notify/subscribers-service';

/**
 * POST /api/subscribers/unsubscribe?token= (public; the token is the proof): the link of every
 * announcement e-mail ends that subscription, for good. A mail provider's one-click POST (RFC 8058,
 * a form whose body is 'List-Unsubscribe=One-Click') and a JSON call (no body needed) get 200
 * `{message}`, or 400 for a token that is not one; the /unsubscribe page's button, a plain form,
 * goes on to /unsubscribe/done, or back to /unsubscribe, which says the link is not valid. Not
 * limited per address: one-click POSTs come from a few mail providers' servers.
 */
export default endpoint(
  { POST: api.notify.unsubscribe },
  {
    POST: async (request) => {
      const fields = isFormPost(request) ? await formFields(request) : null;
      const done = await unsubscribe(new URL(request.url).searchParams.get('token'));
      if (fields !== null && fields['List-Unsubscribe'] !== 'One-Click') {
        return seeOther(done ? '/unsubscribe/done' : '/unsubscribe');
      }
      if (!done) throw badRequest(UNSUBSCRIBE_LINK_INVALID);
      return json({ message: UNSUBSCRIBED_MESSAGE });
    },
  },
  { body: 'form' },
);

export const config: Config = { path: '/api/subscribers/unsubscribe' };
