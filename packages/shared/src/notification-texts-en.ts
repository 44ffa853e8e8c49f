import type { Locale, Translation } from './locale';
import { ORDER_LIFECYCLE, type OrderStatus } from './order-lifecycle';
import { NOTIFY_TEXTS } from './notification-texts';

export type NotifyTexts = Translation<typeof NOTIFY_TEXTS>;

/** The lifecycle table's sentences (`ORDER_LIFECYCLE[status].notice.sentence`) in English. */
const ORDER_NEWS_EN: Record<OrderStatus, string> = {
  pending: 'Your order is waiting for the business to confirm it.',
  confirmed: 'The business has confirmed your order.',
  preparing: 'Your order is being prepared.',
  ready: 'Your order is ready.',
  picked_up: 'The driver has picked up your order.',
  out_for_delivery: 'Your order is on its way to you.',
  delivered: 'Your order has been delivered. Enjoy your meal!',
  cancelled: 'Your order has been cancelled.',
};

const days = (n: number) => `${n} day${n > 1 ? 's' : ''}`;
const people = (n: number) => `${n} ${n > 1 ? 'people' : 'person'}`;
const withReason = (text: string, reason?: string | null) => (reason ? `${text} Reason: ${reason}` : text);
const deliveryPlace = (address?: string | null, landmark?: string | null) =>
  [address, landmark && `landmark: ${landmark}`].filter(Boolean).join(', ');

/** `NOTIFY_TEXTS` in English: exactly its keys (a missing or extra key fails the type-check). */
export const NOTIFY_TEXTS_EN: NotifyTexts = {
  orderPlacedTitle: 'Order placed',
  orderPlaced: (orderNumber, businessName, total) =>
    `Your order ${orderNumber} from ${businessName} is recorded: ${total} to pay in cash on delivery.`,
  orderStatusTitle: (label) => `Order ${label.toLowerCase()}`,
  orderStatus: (news, orderNumber, businessName) => `${news} (order ${orderNumber} from ${businessName})`,

  driverFoundTitle: 'Driver found',
  driverAssignedTitle: 'Driver assigned',
  driverWillDeliver: (driverName, orderNumber, businessName) =>
    `${driverName} will deliver your order ${orderNumber} from ${businessName}.`,
  driverComingTitle: 'Driver on the way to you',
  driverComing: (driverName, orderNumber) => `${driverName} accepted order ${orderNumber} and is coming to collect it.`,
  newDeliveryTitle: 'New delivery',
  newDelivery: (businessName, orderNumber, address, landmark) => {
    const where = deliveryPlace(address, landmark);
    return `${businessName} gives you order ${orderNumber}${where ? ` to deliver: ${where}` : ''}.`;
  },
  deliveryReassignedTitle: 'Delivery reassigned',
  deliveryReassigned: (orderNumber) => `Order ${orderNumber} was given to another driver.`,
  paymentReceivedTitle: 'Payment received',
  paymentReceived: (amount, orderNumber) =>
    `Payment of ${amount} received in cash for order ${orderNumber}. Thank you!`,
  paymentCollectedTitle: 'Payment collected',
  paymentCollected: (driverName, amount, orderNumber) => `${driverName} collected ${amount} for order ${orderNumber}.`,
  unnamedDriver: 'The driver',

  newReservationTitle: 'New reservation',
  newReservation: (customer, partySize, date, time, businessName) =>
    `${customer} would like to book for ${people(partySize)} on ${date} at ${time} at ${businessName}.`,
  reservationCancelledTitle: 'Reservation cancelled',
  reservationCancelled: (partySize, date, time, businessName) =>
    `The reservation for ${people(partySize)} on ${date} at ${time} at ${businessName} was cancelled by the customer.`,
  reservationConfirmedTitle: 'Reservation confirmed',
  reservationConfirmed: (businessName, partySize, date, time) =>
    `${businessName} confirmed your table for ${people(partySize)} on ${date} at ${time}.`,
  reservationDeclinedTitle: 'Reservation declined',
  reservationDeclined: (businessName, date, time, reason) =>
    `${businessName} cannot seat you on ${date} at ${time}. ${reason ? `Reason: ${reason}. ` : ''}Try another time.`,

  newOrderTitle: 'New order',
  newOrder: (orderNumber, customer, total) =>
    `${customer} placed order ${orderNumber}: ${total}. Please confirm it as soon as possible.`,
  customerCancelledTitle: 'Order cancelled by the customer',
  customerCancelled: (orderNumber, customer, reason) =>
    withReason(`${customer} cancelled order ${orderNumber}.`, reason),
  adminStatusTitle: (label) => `Order ${label.toLowerCase()} by the administration`,
  adminStatus: (orderNumber, label, note) =>
    withReason(`The administration moved order ${orderNumber} to the status “${label}”.`, note),
  deliveryCancelledTitle: 'Delivery cancelled',
  deliveryCancelled: (orderNumber, businessName) =>
    `Order ${orderNumber} (“${businessName}”) is cancelled: you no longer need to deliver it.`,

  newPartnerRequestTitle: 'New partner application',
  newPartnerRequest: (ownerName, businessName, region) =>
    `${ownerName} asks to open “${businessName}” (${region}). Application to review.`,
  newDriverRequestTitle: 'New driver application',
  newDriverRequest: (name, vehicle, businessName) =>
    `${name} (${vehicle}) asks to become a driver${businessName ? ` for “${businessName}”` : ''}. Application to review.`,
  serviceDriverRequestTitle: 'A driver wants to join you',
  serviceDriverRequest: (name, businessName) =>
    `${name} asks to deliver for “${businessName}”. The administration is reviewing the application.`,

  subscriptionSuspendedTitle: 'Subscription suspended',
  subscriptionSuspended: (businessName, n, until, reason) =>
    withReason(
      `Your “${businessName}” subscription is suspended for ${days(n)}, until ${until}: your customers cannot order until then.`,
      reason,
    ),
  subscriptionDeactivatedTitle: 'Subscription deactivated',
  subscriptionDeactivated: (businessName, reason) =>
    withReason(
      `Your “${businessName}” subscription is deactivated: your customers can no longer order. Contact Livra to reactivate it.`,
      reason,
    ),
  subscriptionReactivatedTitle: 'Subscription reactivated',
  subscriptionReactivated: (businessName) =>
    `Your “${businessName}” subscription is active again: your customers can order.`,
  subscriptionResumed: (businessName) =>
    `The suspension of your “${businessName}” subscription is over: it is active again.`,
  subscriptionExpiredTitle: 'Subscription expired',
  subscriptionExpired: (businessName, endDate) =>
    `Your “${businessName}” subscription expired on ${endDate}. Renew it to receive orders again.`,
  paymentReminderTitle: 'Payment reminder',
  paymentReminderFinalTitle: 'Final payment reminder',
  paymentReminder: (businessName, n, endDate, amount) =>
    `Your “${businessName}” subscription ends in ${days(n)}, on ${endDate}. Amount due: ${amount}.`,
  unnamedCustomer: 'The customer',

  empty: {
    customer: 'You will be told here how your orders and reservations are going.',
    partner: 'You will be told here of new orders, deliveries and your subscription.',
    driver: 'You will be told here of the deliveries given to you or taken back.',
    admin: 'You will be told here of new partner and driver applications.',
  },
  intro: {
    customer: 'Your orders as they go, and news from Livra.',
    partner: "Your business's orders, deliveries and subscription.",
    driver: 'The deliveries given to you.',
    admin: 'Applications to review and life on the platform.',
  },
};

type Template = string | ((...args: never[]) => string);

/** A text in a reader's language, resolved when the reader is known. */
export type InLanguage = (locale: Locale) => string;
/** A template's arguments, each given as is or in the reader's language (a status label, a date). */
export type LocalizedArgs<A extends unknown[]> = { [K in keyof A]: A[K] | ((locale: Locale) => A[K]) };

/**
 * A notification's text in its recipient's language: call sites name the French text
 * (`NOTIFY_TEXTS.newOrder`, with its arguments) and the notification is written, once its
 * recipient is known, from the same key of the recipient's catalogue.
 */
export function localized(french: string): InLanguage;
export function localized<F extends (...args: never[]) => string>(
  french: F,
  ...args: LocalizedArgs<Parameters<F>>
): InLanguage;
export function localized(french: Template, ...args: unknown[]): InLanguage {
  const key = (Object.keys(NOTIFY_TEXTS) as (keyof typeof NOTIFY_TEXTS)[]).find((k) => NOTIFY_TEXTS[k] === french);
  if (!key) throw new Error('localized() takes a text of NOTIFY_TEXTS');
  return (locale) => {
    const text = notifyTexts(locale)[key] as Template;
    if (typeof text === 'string') return text;
    const values = args.map((arg) => (typeof arg === 'function' ? (arg as InLanguage)(locale) : arg));
    return (text as (...values: unknown[]) => string)(...values);
  };
}

/** What a new status tells the customer, in their language (the spec's sentence in French). */
export function orderNews(status: OrderStatus, locale: Locale): string {
  return locale === 'en' ? ORDER_NEWS_EN[status] : ORDER_LIFECYCLE[status].notice.sentence;
}

/**
 * The notifications' words in a recipient's language (`user_profiles.locale`): the server writes each
 * notification once, in the language of the person who will read it, as it does e-mails.
 */
export function notifyTexts(locale: Locale): NotifyTexts {
  return locale === 'en' ? NOTIFY_TEXTS_EN : (NOTIFY_TEXTS as NotifyTexts);
}
