/*
 * The API contract: every endpoint, by area, with its method, path and who may call it; its
 * request and answer schemas are under the same names in ./schemas.ts. Function files declare
 * their `config.path` as a literal (Netlify reads it from the source without running it) and pass
 * their routes to the endpoint wrapper (src/server/api/endpoint.ts), which enforces the role; the
 * browser's stores call them through src/lib/api/call.ts. tests/unit/api/contract.test.ts fails when
 * the function files, this table and docs/behaviour/api.md disagree.
 */
import * as accountApi from './account';
import * as feedbackApi from './feedback';
import * as menuApi from './menu';
import * as ordersApi from './orders';
import * as paymentsApi from './payments';
import * as settingsApi from './settings';
import * as taxApi from './tax';
import * as discountsApi from './discounts';
import * as giftCardsApi from './gift-cards';
import * as cateringApi from './catering';
import * as dropsApi from './drops';
import * as notifyApi from './notify';
import * as insightsApi from './insights';
import * as setupApi from './setup';
import * as standingApi from './standing';
import * as deliveriesApi from './deliveries';
import * as pickupSpotsApi from './pickup-spots';

export const api = {
  account: accountApi,
  menu: menuApi,
  orders: ordersApi,
  settings: settingsApi,
  feedback: feedbackApi,
  payments: paymentsApi,
  tax: taxApi,
  discounts: discountsApi,
  giftCards: giftCardsApi,
  catering: cateringApi,
  notify: notifyApi,
  drops: dropsApi,
  insights: insightsApi,
  setup: setupApi,
  standing: standingApi,
  deliveries: deliveriesApi,
  pickupSpots: pickupSpotsApi,
};

export type { Answer, Body, Method, Params, Query, Role, Route } from './route';
export { servedPath, urlOf } from './route';
