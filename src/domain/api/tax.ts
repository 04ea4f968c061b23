import type { taxSchemas as S } from './schemas';
import { forAdmin } from './route';

/* The owner's sales tax (/admin/tax): whether it is collected, the places it is collected in, and the monthly report. */
export const settings = /* @__PURE__ */ forAdmin<typeof S.settings>('GET', '/api/admin/tax');
export const saveSettings = /* @__PURE__ */ forAdmin<typeof S.saveSettings>('PUT', '/api/admin/tax');
export const createPlace = /* @__PURE__ */ forAdmin<typeof S.createPlace>('POST', '/api/admin/tax/places');
export const updatePlace = /* @__PURE__ */ forAdmin<typeof S.updatePlace>('PUT', '/api/admin/tax/places/:id');
export const deletePlace = /* @__PURE__ */ forAdmin<typeof S.deletePlace>('DELETE', '/api/admin/tax/places/:id');
export const report = /* @__PURE__ */ forAdmin<typeof S.report>('GET', '/api/admin/tax-report');
