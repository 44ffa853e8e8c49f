import type { Translation } from '../locale';
import type { MESSAGES } from '../messages';

/**
 * The admin back-office's own messages of `MESSAGES` (messages.ts and the spec's load errors of
 * messages-msgs.ts) in English: the load failures, toasts and dialog words of the admin pages.
 */
export const ADMIN_MESSAGES_EN: Pick<
  Translation<typeof MESSAGES>,
  | 'statsLoadError'
  | 'usersLoadError'
  | 'businessesLoadError'
  | 'analyticsLoadError'
  | 'selectPartner'
  | 'dataLoadError'
  | 'partnerSearchError'
  | 'businessAddError'
  | 'businessAdded'
  | 'businessTypesFetchError'
  | 'partnersSearchFailed'
  | 'statsFetchError'
  | 'businessAddFailed'
  | 'partnerAddError'
  | 'partnerAdded'
  | 'deleteError'
  | 'actionError'
  | 'subscriptionsLoadError'
  | 'subscriptionDeactivated'
  | 'subscriptionReactivated'
  | 'subscriptionSuspended'
  | 'categoryStatusUpdated'
  | 'categoryDeleted'
  | 'businessTypeDeleted'
  | 'confirmDelete'
  | 'emailTestMissing'
  | 'emailSentTitle'
  | 'emailSendErrorTitle'
  | 'unknownCustomer'
> = {
  statsLoadError: 'Error while loading the statistics',
  usersLoadError: 'Error while loading the users',
  businessesLoadError: 'Error while loading the businesses',
  analyticsLoadError: 'Error while loading the analytics',
  selectPartner: 'Please select a partner',
  dataLoadError: 'Error while loading the data',
  partnerSearchError: 'Error while searching for partners',
  businessAddError: 'Error while adding the business',
  businessAdded: 'Business added',
  businessTypesFetchError: 'The business types could not be fetched',
  partnersSearchFailed: 'The partners could not be searched',
  statsFetchError: 'The statistics could not be fetched',
  businessAddFailed: 'The business could not be added',
  partnerAddError: 'Error while adding the partner',
  partnerAdded: 'Partner added',
  deleteError: 'Error while deleting',
  actionError: 'Error during the action',
  subscriptionsLoadError: 'Error while loading the subscriptions',
  subscriptionDeactivated: 'Subscription deactivated',
  subscriptionReactivated: 'Subscription reactivated',
  subscriptionSuspended: (days) => `Subscription suspended for ${days} days`,
  categoryStatusUpdated: 'Category status updated',
  categoryDeleted: 'Category deleted',
  businessTypeDeleted: 'Business type deleted',
  confirmDelete: 'Confirm the deletion',
  emailTestMissing: 'Please fill in the recipient’s email and name',
  emailSentTitle: 'Email sent',
  emailSendErrorTitle: 'Sending error',
  unknownCustomer: 'Unknown customer',
};
