import type { DeliveryMethod } from './money';
import type { OrderStatus } from './order-lifecycle';

// The statuses, their labels and every rule about them live in the lifecycle table.
export * from './order-lifecycle';

export const PAYMENT_STATUSES = ['pending', 'completed', 'failed', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  pending: 'En attente',
  completed: 'Payée',
  failed: 'Échouée',
  refunded: 'Remboursée',
};
export const PAYMENT_METHOD_CASH = 'cash';

/** Estimated delivery at creation: 30 to 45 minutes. */
export const ESTIMATE_MIN_MINUTES = 30;
export const ESTIMATE_MAX_MINUTES = 45;

// --- Placing and following orders. The zod schemas are in order-schemas.ts, so that importing
// a label or a type never downloads zod to a page that has no form. ---

/** Longest `Idempotency-Key` header accepted when placing an order. */
export const IDEMPOTENCY_KEY_MAX = 100;
/** A customer's overview shows 3 favourite businesses and 5 recent orders (spec 01 §9). */
export const FAVORITE_RESTAURANTS_LIMIT = 3;
export const RECENT_ORDERS_LIMIT = 5;
export const ORDERS_PAGE_SIZE = 10;

/** One line of the order lists (history, overview). */
export interface OrderListItem {
  id: string;
  orderNumber: string;
  businessId: string | null;
  businessName: string;
  businessLogo: string | null;
  status: OrderStatus;
  grandTotal: number;
  itemCount: number;
  deliveryMethod: DeliveryMethod;
  createdAt: string;
}

export interface OrderTimelineEntry {
  id: string;
  status: OrderStatus;
  previousStatus: OrderStatus | null;
  note: string | null;
  createdAt: string;
}

export interface OrderDetail {
  id: string;
  orderNumber: string;
  status: OrderStatus;
  businessId: string | null;
  businessName: string;
  businessPhone: string | null;
  businessAddress: string | null;
  items: { id: string; menuItemId: string | null; name: string; price: number; quantity: number; image: string | null; specialInstructions: string | null }[];
  subtotal: number;
  tax: number;
  deliveryFee: number;
  grandTotal: number;
  deliveryMethod: DeliveryMethod;
  deliveryAddress: string | null;
  landmark: string | null;
  deliveryInstructions: string | null;
  paymentMethod: string;
  paymentStatus: PaymentStatus;
  cancellationReason: string | null;
  createdAt: string;
  updatedAt: string;
  estimatedDelivery: string | null;
  actualDelivery: string | null;
  /** Once a driver is assigned. */
  driver: { name: string; phone: string | null } | null;
  /** The driver's last known position, when they share it. */
  driverLocation: { latitude: number; longitude: number; updatedAt: string | null } | null;
  timeline: OrderTimelineEntry[];
  review: { rating: number; review: string | null; createdAt: string } | null;
  canCancel: boolean;
  canReview: boolean;
}

export interface OrderResponse {
  order: OrderDetail;
}

export interface OrderListResponse {
  items: OrderListItem[];
  total: number;
  page: number;
  pageSize: number;
}

/** The customer overview (/dashboard). */
export interface CustomerOrderSummary {
  /** Every order placed, whatever its status. */
  orderCount: number;
  /** Orders not yet delivered nor cancelled. */
  activeOrderCount: number;
  /** Sum of the grand totals of delivered orders: what was actually paid. */
  amountSpent: number;
  favoriteRestaurants: { businessId: string; name: string; logo: string | null; orderCount: number }[];
  recentOrders: OrderListItem[];
}
