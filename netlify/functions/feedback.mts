import type { Config } from '@netlify/functions';
import { feedbackPayloadSchema } from '../../src/domain/schemas/feedback';
import { currentUser } from '../../src/server/auth/current-user';
import { listRecentFeedback } from '../../src/server/feedback/feedback-service';
import { submitFeedbackFrom } from '../../src/server/feedback/guarded-feedback';
import { clientAddress } from '../../src/server/http/client-address';
import { api } from '../../src/domain/api';
import { endpoint } from '../../src/server/api/endpoint';
import { readJson } from '../../src/server/http/read-json';
import { json } from '../../src/server/http/responses';

/**
 * GET /api/feedback: the 100 most recent ratings, newest first, without email addresses (public).
 * POST: its buyer rates an order once: signed in as the account that placed it, or with the order's
 * feedback token that POST /api/orders gave the guest (201 with the entry).
 */
export default endpoint(
  { GET: api.feedback.list, POST: api.feedback.submit },
  {
    GET: async () => json(await listRecentFeedback()),
    POST: async (request, context) => {
      const payload = await readJson(request, feedbackPayloadSchema);
      const rater = await currentUser(request);
      return json(await submitFeedbackFrom(clientAddress(request, context), rater?.user.id ?? null, payload), 201);
    },
  },
);

export const config: Config = { path: '/api/feedback' };
