import type { Translation } from '../locale';
import type { BUSINESSES_MESSAGES } from '../messages-businesses';

/** `messages-businesses.ts` in English: every key (a missing one fails the type-check). */
export const BUSINESSES_MESSAGES_EN: Translation<typeof BUSINESSES_MESSAGES> = {
  businessUpdated: 'Business updated',
  businessUpdateError: 'Error while updating the business',
  businessDeleted: 'Business deleted',
  businessActivated: 'Business activated: it shows in the catalogue again',
  businessDeactivated: 'Business deactivated: it no longer shows in the catalogue',
  businessOpened: 'Business open: it takes orders',
  businessClosedByAdmin: 'Business closed: it no longer takes orders',
  notAPartner: 'This account is not a partner: choose a partner from the list',
  businessHasOrders: (count) =>
    `This business has ${count} order${count > 1 ? 's' : ''}: it cannot be deleted, so that the order history stays true. Deactivate it instead.`,
  businessHasDrivers: (count) =>
    `This business has ${count} service driver${count > 1 ? 's' : ''}: attach them to another business, or deactivate this one instead of deleting it.`,
  businessSearchTooLong: 'The search must not exceed 100 characters',
};
