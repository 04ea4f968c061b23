import type { setupSchemas as S } from './schemas';
import { forAdmin } from './route';

/* The owner's setup check (/admin/setup): what a live shop needs, and a test message by each channel. */
export const checks = /* @__PURE__ */ forAdmin<typeof S.checks>('GET', '/api/admin/setup');
export const sendTest = /* @__PURE__ */ forAdmin<typeof S.sendTest>('POST', '/api/admin/setup/test');
