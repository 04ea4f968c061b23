import type { Config } from '@netlify/functions';
import * as v from 'valibot';
import { api } from '../../src/domain/api';
import { resendBodySchema } from '../../src/domain/schemas/gift-card';
import { endpoint } from '../../src/server/api/endpoint';
import { resendGiftCard } from '../../src/server/gift-cards/gift-card-resend';
import { badRequest, HttpError } from '../../src/server/http/http-error';
import { json } from '../../src/server/http/responses';
import { readPosted, seeOther } from '../../src/server/notify/posted-form';

/** Back to the resend page, which says what the card's state now is (sent again, or why not). */
const backToPage = (token: string) => seeOther(`/gift-cards/resend?${new URLSearchParams({ token })}`);

/**
 * POST /api/gift-cards/resend {token} (public, limited per address; the buyer's link is the proof):
 * the card gets a new code, mailed to its recipient, and the old one stops working. JSON answers 200
 * `{last4, recipientName, recipientEmail, message}`, 404 for a token that opens no card, 409 for a
 * card that cannot be sent again now. The resend page's button, a plain form, goes back to the page,
 * which shows what happened or why not, whatever the answer.
 */
export default endpoint(
  { POST: api.giftCards.resend },
  {
    POST: async (request) => {
      const posted = await readPosted(request);
      const parsed = v.safeParse(resendBodySchema, posted.fields);
      if (posted.kind === 'json') {
        if (!parsed.success) throw badRequest(parsed.issues[0].message);
        return json(await resendGiftCard(parsed.output.token));
      }
      if (!parsed.success) return backToPage('');
      try {
        await resendGiftCard(parsed.output.token);
      } catch (error) {
        if (!(error instanceof HttpError) || error.status >= 500) throw error;
      }
      return backToPage(parsed.output.token);
    },
  },
  { limit: 'giftCardResend', body: 'form' },
);

export const config: Config = { path: '/api/gift-cards/resend' };
