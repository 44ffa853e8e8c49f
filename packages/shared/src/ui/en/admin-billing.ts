import type { Translation } from '../../locale';
import type { ADMIN_BILLING_UI } from '../admin-billing';
import {
  PLAN_TYPE_LABELS_EN,
  SUBSCRIPTION_EVENT_LABELS_EN,
  SUBSCRIPTION_HISTORY_LINES_EN,
  SUBSCRIPTION_STATUS_LABELS_EN,
  SUBSCRIPTION_TEXTS_EN,
} from './admin-labels';

const s = (count: number) => (count > 1 ? 's' : '');

/** `ui/admin-billing.ts` in English: exactly its keys (a missing or extra key fails the type-check). */
export const ADMIN_BILLING_UI_EN: Translation<typeof ADMIN_BILLING_UI> = {
  texts: SUBSCRIPTION_TEXTS_EN,
  statuses: SUBSCRIPTION_STATUS_LABELS_EN,
  planTypes: PLAN_TYPE_LABELS_EN,
  events: SUBSCRIPTION_EVENT_LABELS_EN,
  historyLines: SUBSCRIPTION_HISTORY_LINES_EN,
  title: 'Billing',
  description: 'Your Livra subscription, its due date and its history.',
  howToPay: 'How to pay?',
  history: 'History',
  noEvents: 'No events yet.',
  plans: 'The Livra plans',
  changePlan: 'To change plan, speak to the Livra team.',
  currentPlan: 'Current plan',
  monthlyAmount: 'Monthly amount',
  totalPaid: 'Total paid',
  start: 'Start',
  end: 'Due date',
  suspended: (until) => `Subscription suspended${until ? ` until ${until}` : ''}.`,
  deactivated: 'Subscription deactivated.',
  expired: (on) => `Subscription expired${on ? ` on ${on}` : ''}.`,
  reason: (reason) => `Reason: ${reason}`,
  overdue: (days) => `Due date passed ${days} day${s(days)} ago`,
  dueToday: 'Due today',
  dueIn: (days) => `Due in ${days} day${s(days)}`,
  requestedPlan: (name, price) =>
    `Plan chosen in your application: ${name} (${price} a month). The Livra team activates it when the first payment comes in.`,
  activatedOnPayment: 'The Livra team activates your plan when the first payment comes in.',
  yourPlan: 'Your plan',
  perMonth: '/ month',
  referenceOf: (reference) => `Reference: ${reference}`,
  orderPaymentTitle: 'Payment status',
  orderPaymentSuccess:
    'The payment service says your payment went through. Your order shows “Paid” as soon as Livra has recorded it.',
  orderPaymentPending:
    'The payment service has not confirmed your payment yet. There is nothing to do again: follow your order, its payment status will update.',
  orderPaymentFailed:
    'The payment service says the payment did not go through: nothing was taken for this attempt. You can still pay cash on delivery.',
  orderPaymentUnknown:
    'This link gives no payment result. On Livra, orders are paid cash on delivery: find their status in your orders.',
  myOrders: 'View my orders',
  backHome: 'Back to the home page',
  subscriptionPaymentTitle: 'Subscription payment',
  subscriptionPaymentSuccess:
    'The payment service says your subscription payment went through. It shows in your billing as soon as the Livra team has recorded it.',
  subscriptionPaymentPending:
    'The payment service has not confirmed your subscription payment yet. Your billing shows the status Livra recorded.',
  subscriptionPaymentFailed:
    'The payment service says your subscription payment did not go through: nothing was taken for this attempt.',
  myBilling: 'View my billing',
  dashboard: 'Dashboard',
};
