import type { OrderStatus } from './order-status';
import type { OrderType } from './order-type';

/**
 * Shapes the API answers with and the browser reads, in one place so the server and the islands
 * cannot drift apart. Money is a 2-decimal string (docs/behaviour/rules.md#money).
 */

/** A menu item as GET /api/products answers it. */
export interface MenuProduct {
  id: number;
  name: string;
  description: string;
  price: string;
  unit: string;
  image: string;
  imageAlt: string;
}

/** GET /api/business-settings. */
export interface BusinessSettings {
  isAcceptingOrders: boolean;
  message: string | null;
}

/** One line of an order as the API shows it; money as 2-decimal strings. */
export interface OrderItemView {
  productId: number;
  name: string;
  quantity: number;
  /** Per piece, as charged. */
  price: string;
  /** quantity x price. */
  total: string;
}

export type DeliveryAddressView = { fullAddress: string; zone: string; fee: string } | string | null;

/** An order as GET /api/orders, /api/orders/history and the status change answer it (docs/behaviour/api.md#shapes). */
export interface OrderView {
  id: number;
  orderNumber: string;
  createdAt: string;
  status: OrderStatus;
  orderType: OrderType;
  customerName: string;
  customerEmail: string | null;
  customerPhone: string;
  subtotal: string;
  deliveryFee: string;
  tip: string;
  total: string;
  notes: string | null;
  deliveryAddress: DeliveryAddressView;
  items: OrderItemView[];
  paymentIntentId: string | null;
}

/** GET /api/orders/stats: the admin dashboard's three cards. */
export interface OrderStatsView {
  totalOrders: number;
  pendingOrders: number;
  /** Sum of the totals of the orders that are not cancelled, as a 2-decimal string. */
  totalRevenue: string;
}

/**
 * One rating as GET /api/feedback lists it and POST /api/feedback answers it (docs/behaviour/api.md#shapes). Never the
 * customer's email: the server keeps it only to check who rates an order.
 */
export interface FeedbackView {
  id: number;
  customerName: string;
  orderId: number;
  rating: number;
  feedbackText: string | null;
  foodQuality: number | null;
  orderAccuracy: number | null;
  deliveryService: number | null;
  isRecommended: boolean | null;
  createdAt: string;
}

/** GET /api/feedback/stats, over every rating. */
export interface FeedbackStatsView {
  /** The mean rating, already rounded to one decimal by the server; 0 when there are no reviews. */
  averageRating: number;
  totalReviews: number;
  recommendedCount: number;
}
