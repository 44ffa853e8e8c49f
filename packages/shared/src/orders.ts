import type { z } from 'zod';
import type {
  customerOrderSummarySchema,
  orderDetailSchema,
  orderListItemSchema,
  orderListResponseSchema,
  orderResponseSchema,
  orderTimelineEntrySchema,
} from './order-schemas';

export const ORDER_STATUSES = [
  'pending',
  'confirmed',
  'preparing',
  'ready',
  'picked_up',
  'out_for_delivery',
  'delivered',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'En attente',
  confirmed: 'Confirmée',
  preparing: 'En préparation',
  ready: 'Prête',
  picked_up: 'Récupérée',
  out_for_delivery: 'En cours de livraison',
  delivered: 'Livrée',
  cancelled: 'Annulée',
};

/** Open orders and the "pending orders" figure of the dashboards. */
export const OPEN_ORDER_STATUSES: readonly OrderStatus[] = ['pending', 'confirmed', 'preparing'];
export const PENDING_ORDER_STATUSES = OPEN_ORDER_STATUSES;
/** A customer may cancel while the business has not started preparing. */
export const CANCELLABLE_ORDER_STATUSES: readonly OrderStatus[] = ['pending', 'confirmed'];
export const DONE_ORDER_STATUSES: readonly OrderStatus[] = ['delivered'];
/** Between the pickup and the customer's door: where the driver is matters. */
export const ON_THE_WAY_ORDER_STATUSES: readonly OrderStatus[] = ['picked_up', 'out_for_delivery'];

export const PAYMENT_STATUSES = ['pending', 'completed', 'failed', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  pending: 'En attente',
  completed: 'Payée',
  failed: 'Échouée',
  refunded: 'Remboursée',
};
export const PAYMENT_METHOD_CASH = 'cash';

export function orderStatusLabel(status: string): string {
  return ORDER_STATUS_LABELS[status as OrderStatus] ?? status;
}

/** Estimated delivery at creation: 30 to 45 minutes. */
export const ESTIMATE_MIN_MINUTES = 30;
export const ESTIMATE_MAX_MINUTES = 45;
/** Setting out_for_delivery moves the estimate to now + 30 minutes. */
export const OUT_FOR_DELIVERY_ESTIMATE_MINUTES = 30;

// --- Placing and following orders. The zod schemas are in order-schemas.ts, so that importing
// a label or a type never downloads zod to a page that has no form. ---

/** Longest `Idempotency-Key` header accepted when placing an order. */
export const IDEMPOTENCY_KEY_MAX = 100;
/** A customer's overview shows 3 favourite businesses and 5 recent orders (spec 01 §9). */
export const FAVORITE_RESTAURANTS_LIMIT = 3;
export const RECENT_ORDERS_LIMIT = 5;
export const ORDERS_PAGE_SIZE = 10;
/** Statuses whose orders count as done: the money was paid (cash on delivery). */
export const SPENT_ORDER_STATUSES = ['delivered', 'completed'] as const;
/** Once here, an order's status never changes again. */
export const FINAL_ORDER_STATUSES: readonly OrderStatus[] = ['delivered', 'cancelled'];

// The shapes the API answers are zod schemas in order-schemas.ts; their types, inferred here.
export type OrderListItem = z.infer<typeof orderListItemSchema>;
export type OrderTimelineEntry = z.infer<typeof orderTimelineEntrySchema>;
export type OrderDetail = z.infer<typeof orderDetailSchema>;
export type OrderResponse = z.infer<typeof orderResponseSchema>;
export type OrderListResponse = z.infer<typeof orderListResponseSchema>;
export type CustomerOrderSummary = z.infer<typeof customerOrderSummarySchema>;
