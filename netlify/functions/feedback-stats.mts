import type { Config } from '@netlify/functions';
import { feedbackStats } from '../../src/server/feedback/feedback-service';
import { api } from '../../src/domain/api';
import { endpoint } from '../../src/server/api/endpoint';
import { json } from '../../src/server/http/responses';

/** GET /api/feedback/stats: {averageRating (one decimal), totalReviews, recommendedCount} (public). */
export default endpoint(
  { GET: api.feedback.stats },
  {
    GET: async () => json(await feedbackStats()),
  },
);

export const config: Config = { path: '/api/feedback/stats' };
