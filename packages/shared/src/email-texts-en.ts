import type { EMAIL_TEXTS_FR } from './email-texts-fr';
import type { Translation } from './locale';

const expiry = (days: number) => (days <= 0 ? 'today' : days === 1 ? 'tomorrow' : `in ${days} days`);
const forBusiness = (name?: string) => (name ? ` for ${name}` : '');

/** The e-mails in English: exactly the keys of `EMAIL_TEXTS_FR` (a missing one fails the type-check). */
export const EMAIL_TEXTS_EN: Translation<typeof EMAIL_TEXTS_FR> = {
  layout: {
    lang: 'en',
    footer: 'Livra — Delivery in Conakry, Kindia, Labé, Kankan and Boké',
    buttonFallback: 'If the button does not work, copy this link into your browser:',
    hello: (name) => (name ? `Hello ${name},` : 'Hello,'),
    label: (label) => `${label}:`,
    trackOrder: 'Track my order',
  },
  roles: { customer: 'Customer', partner: 'Partner', admin: 'Administrator', driver: 'Driver' },
  requestKinds: { partner: 'partnership', driver: 'delivery driver' },
  orderStatuses: {
    pending: 'Pending',
    confirmed: 'Confirmed',
    preparing: 'Being prepared',
    ready: 'Ready',
    picked_up: 'Picked up',
    out_for_delivery: 'Out for delivery',
    delivered: 'Delivered',
    cancelled: 'Cancelled',
  },
  orderNews: {
    pending: 'Your order is waiting for the business to confirm it.',
    confirmed: 'The business has confirmed your order.',
    preparing: 'Your order is being prepared.',
    ready: 'Your order is ready.',
    picked_up: 'The driver has picked up your order.',
    out_for_delivery: 'Your order is on its way to you!',
    delivered: 'Your order has been delivered. Thank you for ordering with Livra!',
    cancelled: 'Your order has been cancelled.',
  },
  credentials: {
    subject: 'Your Livra sign-in details',
    title: 'Your Livra account is ready',
    created: (role, business) =>
      `Your ${role.toLowerCase()} account${forBusiness(business)} has been created. Here are your sign-in details:`,
    email: 'E-mail',
    password: 'Password',
    space: 'Your space',
    changeIt: 'For your security, change this password when you first sign in and never share it.',
    signIn: 'Sign in',
    unexpected: 'If you were not expecting this account, ignore this e-mail.',
  },
  notice: {
    subjects: {
      'signup-existing': 'Sign-up attempt with your Livra address',
      'driver-application-duplicate': 'Your Livra driver application',
      'partner-application-duplicate': 'Your Livra partner application',
    },
    signupExisting:
      'Someone (perhaps you) tried to create a Livra account with your e-mail address, but an account already exists for it. No new account was created.',
    driverDuplicate:
      'We received an application to become a driver with your e-mail address or phone number, but a driver or a driver application already uses them. This new application was not recorded.',
    partnerDuplicate: (business) =>
      `We received a new partnership application for “${business ?? 'your business'}” with your e-mail address, but an application for this business is already being reviewed. It was not recorded a second time.`,
    date: (when) => `Date: ${when}.`,
    ifYou: 'If it was you, sign in with your usual password, or choose a new one:',
    signInOrReset: 'Sign in or reset my password',
    followRequest: 'Follow my application',
    notYou: 'If you did not do this, ignore this e-mail: nothing has changed on your account.',
  },
  adminNotification: {
    subject: (kind, who) => `New ${kind} application: ${who}`,
    preview: (kind, who) => `New ${kind} application from ${who}`,
    title: 'New application to review',
    body: (kind) => `A new ${kind} application has just been sent on Livra. It is waiting for your review.`,
    review: 'Review the application',
  },
  verification: {
    subject: 'Confirm your Livra e-mail address',
    preview: 'Confirm your e-mail address to finish your Livra account',
    title: 'Confirm your e-mail address',
    body: (email) => `Welcome to Livra! To confirm that ${email} is your address, click the button below.`,
    confirm: 'Confirm my e-mail address',
    validUntil: (when) => `This link is valid until ${when}.`,
    notYou: 'If you did not create an account on Livra, ignore this e-mail: the address will not be confirmed.',
  },
  orderConfirmation: {
    subject: (order, business) => `Your order ${order} is confirmed — ${business}`,
    preview: (order, business, total) => `Order ${order} from ${business}: ${total}`,
    title: 'Thank you for your order!',
    recorded: (order, business, when) =>
      `Your order ${order} from ${business} was recorded on ${when}. The business will confirm it.`,
    subtotal: 'Subtotal',
    deliveryFee: 'Delivery fee',
    tax: 'Tax',
    total: 'Total to pay',
    payment: 'Payment',
    cash: 'Cash on delivery',
    pickup: 'Pickup',
    delivery: 'Delivery',
    pickupAt: (business) => `To collect at ${business}`,
    landmark: 'Landmark',
    businessAddress: 'Business address',
    eta: 'Estimated arrival',
    change: 'If you can, have the exact amount ready: the driver does not always have change.',
  },
  orderStatus: {
    subject: (order, status) => `Order ${order}: ${status}`,
    title: (status) => `Order ${status.toLowerCase()}`,
    orderAt: (order, business) => `(order ${order} from ${business})`,
    newStatus: 'New status',
    oldStatus: 'Previous status',
    driver: 'Your driver',
    eta: 'Estimated arrival',
    updatedAt: 'Updated on',
  },
  passwordReset: {
    subject: 'Reset your Livra password',
    preview: 'Choose a new password for your Livra account',
    title: 'Password reset',
    body: (role, email) =>
      `You asked to reset the password of your Livra ${role.toLowerCase()} account (${email}). Click the button below to choose a new one.`,
    choose: 'Choose a new password',
    validity: (hours, when) =>
      `This link is valid for ${hours} hour${hours > 1 ? 's' : ''}, until ${when}. It can be used only once.`,
    notYou: 'If you did not ask for this, ignore this e-mail: your password stays the same.',
  },
  paymentReminder: {
    subject: (final, plan, days) =>
      `${final ? 'Last reminder' : 'Reminder'}: your ${plan} plan expires ${expiry(days)}`,
    preview: (plan, days) => `Your ${plan} plan expires ${expiry(days)}`,
    title: (final) => (final ? 'Last payment reminder' : 'Payment reminder'),
    expires: (plan, business, days) => `Your ${plan} plan${forBusiness(business)} expires ${expiry(days)}.`,
    finalNote: ' This is our last reminder: pay now so that your customers keep finding you on Livra.',
    firstNote: ' Remember to renew it to avoid any interruption.',
    plan: 'Plan',
    amount: 'Amount',
    daysLeft: 'Days left',
    renew: 'Renew my plan',
    alreadyPaid: 'If you have already paid, ignore this message.',
  },
  approval: {
    subject: (kind) => `Your ${kind} application is approved`,
    title: 'Application approved',
    body: (kind, business) =>
      `Good news: your ${kind} application${forBusiness(business)} has been approved. Welcome to Livra!`,
    teamMessage: 'Message from the team',
    credentialsApart: 'Your sign-in details are sent to you in a separate e-mail.',
    open: 'Open my space',
    question: 'A question? Contact the Livra team from your space.',
  },
  confirmation: {
    subject: (kind) => `Your ${kind} application has been received`,
    title: 'Application received',
    body: (kind) =>
      `Thank you for your ${kind} application on Livra. Our team will review it and contact you by e-mail. You will get a notification once it is approved.`,
    keepReference: 'Keep your application reference: it helps us answer you faster.',
  },
  details: {
    reference: 'Reference',
    type: 'Application type',
    requester: 'Applicant',
    email: 'E-mail',
    phone: 'Phone',
    business: 'Business',
    businessType: 'Business type',
    address: 'Address',
    plan: 'Plan',
    vehicle: 'Vehicle',
    notes: 'Notes',
    sentAt: 'Sent on',
  },
  rejection: {
    subject: (kind) => (kind ? `Your ${kind} application was not approved` : 'Your application was not approved'),
    preview: 'Your application was not approved',
    title: 'Application not approved',
    body: (kind, business) =>
      `We have carefully reviewed ${kind ? `your ${kind} application` : 'your application'}${forBusiness(business)}. Unfortunately we cannot approve it at this time.`,
    reason: 'Reason',
    remarks: 'Remarks',
    reviewedBy: 'Reviewed by',
    team: 'The Livra team',
    tryAgain: 'You may send a new application once these points are corrected.',
    thanks: 'Thank you for your interest in Livra.',
  },
};
