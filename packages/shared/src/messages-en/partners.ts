import type { Translation } from '../locale';
import type { MESSAGES } from '../messages';

/**
 * The spec's messages the partner dashboard shows (`MESSAGES`, kept in other groups): its toasts,
 * its confirmation title and the driver assignment's refusal, in English.
 */
export const PARTNER_PAGES_MESSAGES_EN: Partial<Translation<typeof MESSAGES>> = {
  categoryStatusUpdated: 'Category status updated',
  categoryDeleted: 'Category deleted',
  confirmDelete: 'Confirm the deletion',
  driverAssignError: 'Error while assigning the driver',
  orderStatusError: 'Error while updating the status',
  driverActivated: 'Driver activated',
  driverDeactivated: 'Driver deactivated',
};
