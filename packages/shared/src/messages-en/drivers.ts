import type { Translation } from '../locale';
import type { DRIVERS_MESSAGES } from '../messages-drivers';

/** `messages-drivers.ts` in English: every key (a missing or extra one fails the type-check). */
export const DRIVERS_MESSAGES_EN: Translation<typeof DRIVERS_MESSAGES> = {
  driverActivated: 'Driver activated',
  driverDeactivated: 'Driver deactivated',
  driverAnonymised: 'Driver deactivated and anonymised: their deliveries are kept',
  driverNoAccount: 'This driver has no login account',
  driverSelfProtected: 'You cannot deactivate or delete your own account',
  driverDeleteConfirm:
    'The driver and their login account will be deleted. A driver who already has deliveries is deactivated and anonymised instead: their deliveries stay in the order history.',
  // The server's French answer is matched by its pattern, so the count may arrive as text.
  driverDeleteWithDeliveries: (count) =>
    `This driver has ${count} deliver${Number(count) === 1 ? 'y' : 'ies'}: they will be deactivated and anonymised, their deliveries stay in the order history and their login account is deleted.`,
  anonymisedDriverName: 'Deleted driver',
  driverBooleanFilter: 'Invalid filter: true or false',
  driverTypeFilter: 'Invalid driver type: independent or service',
};
