import type { Locale } from './locale';
import type { DeliveryMethod } from './money';
import type { NotificationPriority, NotificationType } from './notifications';

/**
 * The order lifecycle in one table: for each status its French label (spec 01 and 02 §4), its
 * badge tone, who may set it from which status, how it counts, and what setting it does. Every
 * status rule, badge and count of the server and the web app reads from here.
 */

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

/** Who changes a status: the customer (cancelling), the business's partner, the assigned driver, an admin. */
export const ORDER_ACTORS = ['customer', 'partner', 'driver', 'admin'] as const;
export type OrderActor = (typeof ORDER_ACTORS)[number];

/** Badge colour: waiting grey, in progress orange, delivered green, cancelled red. */
export type OrderStatusTone = 'waiting' | 'progress' | 'success' | 'danger';

export interface OrderStatusRule {
  label: string;
  tone: OrderStatusTone;
  /**
   * From which statuses each actor may move an order to this one (absent: never). Setting the
   * status an order already has is no transition: the server answers it as a harmless no-op.
   */
  setBy: Partial<Record<OrderActor, readonly OrderStatus[]>>;
  /** Counts among the pending (open) orders of the dashboards: the business still has work to do. */
  pending: boolean;
  /** Between the pick-up and the customer's door: where the driver is matters. */
  onTheWay: boolean;
  /** An assigned driver still has this order to carry: their position is shared, they cannot go off duty. */
  driverBusy: boolean;
  /** The partner may still give the order to a driver (it has not left the business). */
  driverAssignable: boolean;
  /** A delivery order in this status is offered to the drivers on duty. */
  offeredToDrivers: boolean;
  /** The cash was paid (on delivery): counts in the amount spent. */
  spent: boolean;
  /**
   * The order's life is over: delivery counted the money, a cancellation was announced. Only an
   * admin may still move it (a correction); nobody else.
   */
  final: boolean;
  /** Side effects of setting this status (spec 01 §4), beyond the history row. */
  effects: {
    /** The estimated delivery moves to now + this many minutes. */
    estimateMinutes?: number;
    /** actual_delivery is recorded, and the cash counted (a driver's, once they confirm it). */
    recordsDelivery?: true;
    /** The change's note is stored as cancellation_reason. */
    storesCancellationReason?: true;
  };
  /**
   * What the customer is told: the in-app notification, and the opening sentence of the status
   * e-mail every change sends them (spec §4; a failure is only logged). Every change is also
   * pushed live to the customer, the business owner and the driver.
   */
  notice: { type: NotificationType; priority: NotificationPriority; sentence: string };
  email: string;
}

/** Setting out_for_delivery moves the estimate to now + 30 minutes (spec 01 §4). */
export const OUT_FOR_DELIVERY_ESTIMATE_MINUTES = 30;

/**
 * The spec enforces no order of steps: the partner and the admin may set any status (spec 02 §4).
 * The partner only from a status that is not final: once delivered or cancelled, the customer
 * was told and the business is done with it. The admin, who corrects mistakes, from any status:
 * a cancellation made by mistake can be undone, and a delivery recorded too early can be too —
 * unless its payment was already counted, which the status service refuses (totals stay true,
 * see `applyStatusChange`).
 */
const UNFINISHED: readonly OrderStatus[] = [
  'pending',
  'confirmed',
  'preparing',
  'ready',
  'picked_up',
  'out_for_delivery',
];
const anyone = { partner: UNFINISHED, admin: ORDER_STATUSES } as const;

const step = (
  label: string,
  tone: OrderStatusTone,
  notice: OrderStatusRule['notice'],
  rule: Partial<Omit<OrderStatusRule, 'label' | 'tone' | 'notice'>> = {},
): OrderStatusRule => ({
  label,
  tone,
  notice,
  email: notice.sentence,
  setBy: anyone,
  pending: false,
  onTheWay: false,
  driverBusy: false,
  driverAssignable: false,
  offeredToDrivers: false,
  spent: false,
  final: false,
  effects: {},
  ...rule,
});

const orderNews = (sentence: string, priority: NotificationPriority = 'medium') => ({
  type: 'order_status' as const,
  priority,
  sentence,
});
const deliveryNews = (sentence: string) => ({ type: 'delivery_update' as const, priority: 'high' as const, sentence });

export const ORDER_LIFECYCLE: Record<OrderStatus, OrderStatusRule> = {
  pending: step('En attente', 'waiting', orderNews('Votre commande attend la confirmation du commerce.'), {
    pending: true,
    driverAssignable: true,
  }),
  confirmed: step('Confirmée', 'progress', orderNews('Le commerce a confirmé votre commande.'), {
    pending: true,
    driverBusy: true,
    driverAssignable: true,
  }),
  preparing: step('En préparation', 'progress', orderNews('Votre commande est en préparation.'), {
    pending: true,
    driverBusy: true,
    driverAssignable: true,
  }),
  ready: step('Prête', 'progress', orderNews('Votre commande est prête.'), {
    driverBusy: true,
    driverAssignable: true,
    offeredToDrivers: true,
  }),
  // A driver at the counter may take it once the business has confirmed it (not stuck when the
  // business forgot to press "Prête").
  picked_up: step('Récupérée', 'progress', deliveryNews('Le livreur a récupéré votre commande.'), {
    setBy: { ...anyone, driver: ['confirmed', 'preparing', 'ready'] },
    onTheWay: true,
    driverBusy: true,
  }),
  out_for_delivery: step('En cours de livraison', 'progress', deliveryNews('Votre commande est en route vers vous.'), {
    setBy: { ...anyone, driver: ['picked_up'] },
    onTheWay: true,
    driverBusy: true,
    effects: { estimateMinutes: OUT_FOR_DELIVERY_ESTIMATE_MINUTES },
    email: 'Votre commande est en route vers vous !',
  }),
  // Skipping "en route" is allowed to a driver, never delivering before the pick-up.
  delivered: step('Livrée', 'success', deliveryNews('Votre commande a été livrée. Bon appétit !'), {
    setBy: { ...anyone, driver: ['picked_up', 'out_for_delivery'] },
    spent: true,
    final: true,
    effects: { recordsDelivery: true },
    email: 'Votre commande a été livrée. Merci d’avoir commandé avec Livra !',
  }),
  // A customer may cancel while the business has not started preparing.
  cancelled: step('Annulée', 'danger', orderNews('Votre commande a été annulée.', 'high'), {
    setBy: { ...anyone, customer: ['pending', 'confirmed'] },
    final: true,
    effects: { storesCancellationReason: true },
  }),
};

const statusesWhere = (test: (rule: OrderStatusRule) => boolean): readonly OrderStatus[] =>
  ORDER_STATUSES.filter((status) => test(ORDER_LIFECYCLE[status]));

export const ORDER_STATUS_LABELS = Object.fromEntries(
  ORDER_STATUSES.map((status) => [status, ORDER_LIFECYCLE[status].label]),
) as Record<OrderStatus, string>;
/** The dashboards' "pending orders" (spec: open orders are pending, confirmed, preparing). */
export const PENDING_ORDER_STATUSES = statusesWhere((rule) => rule.pending);
export const ON_THE_WAY_ORDER_STATUSES = statusesWhere((rule) => rule.onTheWay);
export const DRIVER_BUSY_ORDER_STATUSES = statusesWhere((rule) => rule.driverBusy);
export const DRIVER_ASSIGNABLE_ORDER_STATUSES = statusesWhere((rule) => rule.driverAssignable);
export const OFFERED_ORDER_STATUSES = statusesWhere((rule) => rule.offeredToDrivers);
export const SPENT_ORDER_STATUSES = statusesWhere((rule) => rule.spent);
export const FINAL_ORDER_STATUSES = statusesWhere((rule) => rule.final);
/** A customer may cancel from these. */
export const CANCELLABLE_ORDER_STATUSES: readonly OrderStatus[] = ORDER_LIFECYCLE.cancelled.setBy.customer ?? [];

export function isOrderStatus(value: string): value is OrderStatus {
  return Object.hasOwn(ORDER_LIFECYCLE, value);
}

/**
 * Each status's label in English (docs/decisions/009-languages.md), typed to name every status:
 * the French labels above stay the spec's words and the default everywhere.
 */
export const ORDER_STATUS_LABELS_EN: Record<OrderStatus, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  preparing: 'Being prepared',
  ready: 'Ready',
  picked_up: 'Picked up',
  out_for_delivery: 'Out for delivery',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

/** Every status's label in a language (French by default). */
export function orderStatusLabels(locale: Locale = 'fr'): Record<OrderStatus, string> {
  return locale === 'en' ? ORDER_STATUS_LABELS_EN : ORDER_STATUS_LABELS;
}

/** A status's label in a language (French by default); an unknown status is shown as it is. */
export function orderStatusLabel(status: string, locale: Locale = 'fr'): string {
  return isOrderStatus(status) ? orderStatusLabels(locale)[status] : status;
}

export const isFinalOrderStatus = (status: string) => isOrderStatus(status) && ORDER_LIFECYCLE[status].final;

/** Whether this actor may move an order from `from` to `to` (the same status is no transition: false). */
export function mayChangeOrderStatus(actor: OrderActor, from: string, to: OrderStatus): boolean {
  return from !== to && isOrderStatus(from) && (ORDER_LIFECYCLE[to].setBy[actor] ?? []).includes(from);
}

/** The usual road of an order, for timelines and "next step" buttons: a pickup order is handed over at the counter. */
export const ORDER_ROADS: Record<DeliveryMethod, readonly OrderStatus[]> = {
  delivery: ['pending', 'confirmed', 'preparing', 'ready', 'picked_up', 'out_for_delivery', 'delivered'],
  pickup: ['pending', 'confirmed', 'preparing', 'ready', 'delivered'],
};

/** The status after this one on the usual road, or null at its end (or off it). */
export function nextOrderStatus(status: OrderStatus, method: DeliveryMethod): OrderStatus | null {
  const road = ORDER_ROADS[method];
  const index = road.indexOf(status);
  return index >= 0 && index < road.length - 1 ? road[index + 1] : null;
}
