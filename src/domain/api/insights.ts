import type { insightsSchemas as S } from './schemas';
import { forAdmin } from './route';

/* The owner's insights (/admin/insights): the business in figures for a range, against the range before. */
export const overview = /* @__PURE__ */ forAdmin<typeof S.overview>('GET', '/api/admin/insights');
