import { ORDER_MAX_QUANTITY } from './cart';
import type { Translation } from './locale';
import type { MESSAGES } from './messages';
import type { SHELL_MESSAGES } from './messages-shell';
import { DRIVERS_MESSAGES_EN, DRIVERS_SPEC_MESSAGES_EN } from './messages-en/drivers';
import { ORDERS_MESSAGES_EN, ORDERS_SPEC_MESSAGES_EN } from './messages-en/orders';
import { PARTNER_PAGES_MESSAGES_EN } from './messages-en/partners';
import { REQUEST_PAGES_MESSAGES_EN, REQUESTS_MESSAGES_EN } from './messages-en/requests';
import { ADMIN_MESSAGES_EN } from './messages-en/admin';
import { ANALYTICS_MESSAGES_EN } from './messages-en/analytics';
import { BUSINESSES_MESSAGES_EN } from './messages-en/businesses';
import { CONTENT_MESSAGES_EN } from './messages-en/content';
import { EMAIL_TEST_MESSAGES_EN } from './messages-en/emailtest';
import { SUBSCRIPTIONS_MESSAGES_EN } from './messages-en/subscriptions';
import { SYSTEM_MESSAGES_EN } from './messages-en/system';
import { USERS_MESSAGES_EN } from './messages-en/users';

/** The shell's messages in English: every key (a missing one fails the type-check). */
const SHELL_MESSAGES_EN: Translation<typeof SHELL_MESSAGES> = {
  forbidden: 'Access denied',
  notAuthenticated: 'User not signed in',
  notFound: 'Resource not found',
  serverError: 'An internal error occurred. Please try again.',
  tooManyRequests: 'Too many attempts. Please try again in a minute.',
  errorTitle: 'Error',
  signedOut: 'Signed out',
  signoutError: 'Error while signing out',
  signInRequired: 'Sign-in required',
  loadError: 'Loading error',
  userFetchError: 'Error while fetching the user',
  retry: 'Try again',
  cartEmpty: 'The cart is empty',
  searchPlaceholder: 'Search ...',
};

/**
 * `MESSAGES` in English, for the messages translated so far (docs/decisions/009-languages.md): the
 * shell, accounts, the cart and orders. Keys are `MESSAGES` keys (an unknown key fails the type-check);
 * a message without its English version is answered in French.
 */
export const MESSAGES_EN: Partial<Translation<typeof MESSAGES>> = {
  ...SHELL_MESSAGES_EN,
  ...ORDERS_MESSAGES_EN,
  ...ORDERS_SPEC_MESSAGES_EN,
  ...DRIVERS_MESSAGES_EN,
  ...DRIVERS_SPEC_MESSAGES_EN,
  ...REQUESTS_MESSAGES_EN,
  ...REQUEST_PAGES_MESSAGES_EN,
  ...PARTNER_PAGES_MESSAGES_EN,
  ...ADMIN_MESSAGES_EN,
  ...ANALYTICS_MESSAGES_EN,
  ...BUSINESSES_MESSAGES_EN,
  ...CONTENT_MESSAGES_EN,
  ...EMAIL_TEST_MESSAGES_EN,
  ...SUBSCRIPTIONS_MESSAGES_EN,
  ...SYSTEM_MESSAGES_EN,
  ...USERS_MESSAGES_EN,
  invalidJson: 'The request body must be valid JSON',
  invalidInput: 'Invalid data',
  pageNotFound: 'Page not found',
  validationErrorTitle: 'Validation error',

  signupMissingInfo: 'All the required information must be provided',
  signupError: 'Error during sign-up',
  signupUnexpected: 'An error occurred during sign-up',
  signinError: 'Error while signing in',
  signinUnexpected: 'An error occurred while signing in',
  invalidCredentials: 'Invalid credentials',
  profileNotFound: 'User profile not found',
  profileUpdateError: 'Error while updating the profile',
  connectionError: 'Connection error',
  accountDisabled: 'Your account is disabled. Contact the administrator.',
  wrongCurrentPassword: 'Current password incorrect',
  passwordsDontMatch: 'The passwords do not match',
  emailTaken: 'A user with this email already exists',
  publicSignupCustomersOnly: 'Public sign-up is for customers only',
  resetTokenInvalid: 'Invalid or expired reset link',
  passwordNewTooShort: 'The password must be at least 8 characters long',
  passwordTooLong: 'The password must not exceed 128 characters',
  passwordTooCommon:
    'This password is too common or too easy to guess (a sequence or repeated characters). Choose another one.',
  signupCheckEmail:
    'Sign-up recorded. An e-mail has just been sent to this address: open it to confirm your address (check your spam folder too).',
  emailVerified: 'E-mail address confirmed. Thank you!',
  verificationLinkInvalid: 'Invalid or expired confirmation link. Sign in to ask for a new one.',
  verificationEmailSent: 'Confirmation e-mail sent. Check your inbox.',
  emailAlreadyVerified: 'Your e-mail address is already confirmed.',
  emailNotVerifiedBanner: (email) => `Confirm your e-mail address: we sent a link to ${email}.`,
  resendVerification: 'Resend the e-mail',
  verifyingEmail: 'Confirming your e-mail address…',
  welcome: (name) => `Welcome ${name}!`,
  passwordChanged: 'Password changed',
  passwordReset: 'Password reset',
  resetEmailSent: 'Reset e-mail sent',
  nameRequired: 'The name is required',
  nameTooShort: 'The name must be at least 2 characters long',
  emailRequired: 'The email is required',
  emailInvalid: 'The email is not valid',
  phoneRequired: 'The phone number is required',
  phoneInvalid: 'The phone number is not valid',

  cartFetchError: 'Error while fetching the cart',
  cartAddError: 'Error while adding to the cart',
  userNotFound: 'User not found',
  cartItemNotFound: 'Item not found in the cart',
  cartQuantityError: 'Error while updating the quantity',
  cartRemoveError: 'Error while removing the item',
  cartClearError: 'Error while emptying the cart',
  cartSyncError: 'Error while syncing',
  addedToCart: 'Added to cart',
  quantityUpdated: 'Quantity updated',
  itemRemoved: 'Item removed',
  cartCleared: 'Cart emptied',

  signInAsCustomer: 'Please sign in as a customer to place an order.',
  yourCartIsEmpty: 'Your cart is empty.',
  businessInfoMissing: 'Business information missing.',
  orderNotFound: 'Order not found',
  orderFetchError: 'Error while fetching the order',
  orderCancelError: 'Error while cancelling the order',
  orderCreateError: 'Error while creating the order',
  orderPlaced: 'Order placed',
  orderCancelled: 'Order cancelled',

  signInAsCustomerToAdd: 'Sign in with a customer account to add items to the cart.',
  cartQuantityInvalid: 'The quantity must be a whole number',
  cartQuantityMax: 'Maximum quantity: 99 per item',
  menuItemNotFound: 'Item not found',
  menuItemUnavailable: (name) => `“${name}” is not available at the moment.`,
  itemsUnavailable: (names) => `Unavailable items: ${names}. Remove them from your cart to order.`,
  businessClosed: (name) => `${name} is closed at the moment. Try again later.`,
  businessNotOrdering: (name) => `${name} is not taking orders at the moment.`,
  cartReplaced: (name) => `Your cart held items from ${name}: it was emptied for this business.`,
  deliveryMethodInvalid: 'Choose delivery or pickup',
  deliveryAddressRequired: 'Please give a delivery address.',
  deliveryAddressChoice: 'Choose a saved address or type a new one, not both.',
  idempotencyKeyRequired: 'The Idempotency-Key header is required (1 to 100 characters).',
  orderNotCancellable: 'This order can no longer be cancelled: its preparation has started.',
  reviewNotYet: 'You can give your review once the order has been delivered.',
  reviewAlreadyGiven: 'You have already reviewed this order.',
  ratingInvalid: 'The rating must be a whole number from 1 to 5',
  reviewSent: 'Thank you for your review!',
  orderStatusInvalid: 'Invalid order status',
  newsletterSubscribed: 'Thank you! You are subscribed to our newsletter.',
  newsletterAlreadySubscribed: 'This address is already subscribed to the newsletter.',
  searching: 'Searching...',
  noResults: 'No results found',
  pressEnterToSearch: 'Press Enter to search',
  crossSiteRequest: 'Request refused: it does not come from the Livra app.',
  jsonOnly: 'Request format not supported: send JSON (application/json).',
  requestTooLarge: 'File or request too large (6 MB maximum)',
  orderQuantityMax: `Maximum quantity: ${ORDER_MAX_QUANTITY} items per order`,
  idempotencyKeyReused:
    'This Idempotency-Key has already been used for another order request. Check your orders, or use a new key for a new order.',
  unstorableText:
    'The text sent contains an invalid character (a null character or a split emoji): correct it and try again.',
  nothingToUpdate: 'Nothing to save: give at least one field to change.',
};
