import type { Translation } from '../locale';
import type { ORDERS_MESSAGES } from '../messages-orders';
import { ORDER_STATUS_LABELS, ORDER_STATUS_LABELS_EN, ORDER_STATUSES } from '../order-lifecycle';

/** A status label a French message carries (in any case), in English; anything else as it is. */
export function englishOrderStatus(french: string): string {
  const status = ORDER_STATUSES.find((s) => ORDER_STATUS_LABELS[s].toLowerCase() === french.toLowerCase());
  return status ? ORDER_STATUS_LABELS_EN[status] : french;
}

/** `messages-orders.ts` in English: every key (a missing or extra one fails the type-check). */
export const ORDERS_MESSAGES_EN: Translation<typeof ORDERS_MESSAGES> = {
  orderIdFormat: 'Invalid ID format (UUID expected)',
  adminOrderSearchTooLong: 'The search must not exceed 100 characters',
  adminOrderPeriodInvalid: 'The start date must come before the end date',
  orderDeliveredPaid:
    'This order is delivered and paid: its payment is counted in the totals (customer, business, driver), its status can no longer change.',
  driverNotAssignable:
    'Error while assigning the driver: this driver must be active, approved and have an account (a service driver only delivers for their business).',
  adminStatusChanged: (label) => `Order status: ${englishOrderStatus(label)}`,
  adminDriverAssigned: (name) => `${name} will deliver this order`,
  adminOrderCancelled: 'Order cancelled',
};
