import type { Config } from '@netlify/functions';
import { reviewVisibilitySchema } from '../../src/domain/schemas/feedback';
import { api } from '../../src/domain/api';
import { endpoint } from '../../src/server/api/endpoint';
import { parseFeedbackId, setReviewHidden } from '../../src/server/feedback/feedback-service';
import { readJson } from '../../src/server/http/read-json';
import { json } from '../../src/server/http/responses';

/**
 * PATCH /api/admin/feedback/:id {hidden} (administrator): hides the review from the home page's
 * 'What customers say', or shows it again; it stays on /feedback and in the figures. Answers the
 * review as GET /api/feedback lists it; 404 for an unknown id.
 */
export default endpoint(
  { PATCH: api.feedback.setHidden },
  {
    PATCH: async (request, context, { user }) => {
      const id = parseFeedbackId(context.params?.['id']);
      const { hidden } = await readJson(request, reviewVisibilitySchema);
      return json(await setReviewHidden(id, hidden, user.email));
    },
  },
  { limit: 'admin' },
);

export const config: Config = { path: '/api/admin/feedback/:id' };
