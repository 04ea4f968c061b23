/*
 * Compile-time checks that what the services answer, and the types the browser reads, are the
 * contract's answer shapes (src/domain/api/answers.ts): `tsc` fails when one of them drifts.
 */
import type { messageLog } from '../outbox/message-log';
import type { Answer, api, Route } from '@/domain/api';
import type { BusinessSettings, FeedbackStatsView, FeedbackView, OrderStatsView } from '@/domain/api-shapes';
import type { FulfilmentSettings } from '@/domain/schemas/fulfilment-settings';
import type { KitchenDayView } from '@/domain/kitchen/kitchen-day';
import type { AdminMenuProduct, MenuProduct } from '@/domain/menu';
import type { AdminOrderView } from '@/domain/order/order-view';
import type { TrackedOrderView } from '@/domain/order/tracked-order-view';
import type { SessionUser } from '@/domain/session-user';
import type { setUpTwoFactor } from '../auth/two-factor/two-factor-service';
import type { listDeliveryZones, listMenu } from '../catalogue/catalogue-service';
import type { listProductsForAdmin } from '../catalogue/menu-editor-service';
import type { feedbackStats, listRecentFeedback, setReviewHidden } from '../feedback/feedback-service';
import type { getFulfilmentSettings } from '../fulfilment/settings-service';
import type { upcomingWindows, windowsForDay } from '../fulfilment/windows-service';
import type { insightsFor } from '../insights/insights-service';
import type { kitchenDay } from '../orders/kitchen-service';
import type { dashboardStats, orderHistory } from '../orders/orders-service';
import type { trackOrder } from '../orders/tracking-service';
import type { startCheckout } from '../payments/checkout-service';
import type { confirmTestPayment } from '../payments/test-payments-service';
import type { getBusinessSettings } from '../settings/business-settings-service';
import type { SetupCheck } from '@/domain/setup/setup-check';
import type { SetupTestView } from '@/domain/setup/test-send';
import type { setupOverview } from '../setup/setup-service';
import type { sendSetupTest } from '../setup/test-sends';

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Fits<Value, R extends Route> = [Value] extends [Answer<R>] ? true : false;
type Out<F extends (...args: never[]) => unknown> = Awaited<ReturnType<F>>;
type Holds<T extends true> = T;

/** The browser's types of answers are the contract's. */
export type BrowserTypesAreTheContract = [
  Holds<Same<SessionUser, Answer<typeof api.account.user>>>,
  Holds<Same<MenuProduct[], Answer<typeof api.menu.list>>>,
  Holds<Same<AdminMenuProduct, Answer<typeof api.menu.create>>>,
  Holds<Same<BusinessSettings, Answer<typeof api.settings.business>>>,
  Holds<Same<FulfilmentSettings, Answer<typeof api.settings.fulfilment>>>,
  Holds<Same<AdminOrderView, Answer<typeof api.orders.setStatus>>>,
  Holds<Same<OrderStatsView, Answer<typeof api.orders.stats>>>,
  Holds<Same<TrackedOrderView, Answer<typeof api.orders.track>>>,
  Holds<Same<KitchenDayView, Answer<typeof api.orders.kitchen>>>,
  Holds<Same<FeedbackView, Answer<typeof api.feedback.submit>>>,
  Holds<Same<FeedbackStatsView, Answer<typeof api.feedback.stats>>>,
  Holds<Same<SetupCheck, Answer<typeof api.setup.checks>['checks'][number]>>,
  Holds<Same<SetupTestView, Answer<typeof api.setup.sendTest>['tests'][number]>>,
];

/** What the services give the function files to answer fits the contract. */
export type ServicesAnswerTheContract = [
  Holds<Fits<Out<typeof setUpTwoFactor>, typeof api.account.twoFactorSetup>>,
  Holds<Fits<Out<typeof listMenu>, typeof api.menu.list>>,
  Holds<Fits<Out<typeof listProductsForAdmin>, typeof api.menu.adminList>>,
  Holds<Fits<ReturnType<typeof listDeliveryZones>, typeof api.menu.deliveryZones>>,
  Holds<Fits<Out<typeof getBusinessSettings>, typeof api.settings.business>>,
  Holds<Fits<Out<typeof getFulfilmentSettings>, typeof api.settings.fulfilment>>,
  Holds<Fits<Out<typeof windowsForDay>, typeof api.settings.windows>>,
  Holds<Fits<Out<typeof upcomingWindows>, typeof api.settings.upcomingWindows>>,
  Holds<Fits<Out<typeof orderHistory>, typeof api.orders.history>>,
  Holds<Fits<Out<typeof dashboardStats>, typeof api.orders.stats>>,
  Holds<Fits<Out<typeof trackOrder>, typeof api.orders.track>>,
  Holds<Fits<Out<typeof kitchenDay>, typeof api.orders.kitchen>>,
  Holds<Fits<Out<typeof insightsFor>, typeof api.insights.overview>>,
  Holds<Fits<Out<typeof messageLog>, typeof api.orders.messages>>,
  Holds<Fits<Out<typeof listRecentFeedback>, typeof api.feedback.list>>,
  Holds<Fits<Out<typeof feedbackStats>, typeof api.feedback.stats>>,
  Holds<Fits<Out<typeof setReviewHidden>, typeof api.feedback.setHidden>>,
  Holds<Fits<Out<typeof startCheckout>, typeof api.payments.start>>,
  Holds<Fits<Out<typeof confirmTestPayment>, typeof api.payments.testConfirm>>,
  Holds<Fits<Out<typeof setupOverview>, typeof api.setup.checks>>,
  Holds<Fits<Out<typeof sendSetupTest>, typeof api.setup.sendTest>>,
];
