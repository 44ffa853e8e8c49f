import type { z } from 'zod';
import type {
  customerOrderSummarySchema,
  orderDetailSchema,
  orderListItemSchema,
  orderListResponseSchema,
  orderResponseSchema,
  orderTimelineEntrySchema,
} from './order-schemas';

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

// The shapes the API answers are zod schemas in order-schemas.ts; their types, inferred here.
export type OrderListItem = z.infer<typeof orderListItemSchema>;
export type OrderTimelineEntry = z.infer<typeof orderTimelineEntrySchema>;
export type OrderDetail = z.infer<typeof orderDetailSchema>;
export type OrderResponse = z.infer<typeof orderResponseSchema>;
export type OrderListResponse = z.infer<typeof orderListResponseSchema>;
export type CustomerOrderSummary = z.infer<typeof customerOrderSummarySchema>;
