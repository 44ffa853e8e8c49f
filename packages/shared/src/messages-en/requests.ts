import type { Translation } from '../locale';
import type { REQUESTS_MESSAGES } from '../messages-requests';

/** `messages-requests.ts` in English: every key (a missing or extra one fails the type-check). */
export const REQUESTS_MESSAGES_EN: Translation<typeof REQUESTS_MESSAGES> = {
  requestNotPending: 'This request has already been handled: only a pending request can be approved or rejected',
  driverRequestApproved: 'Driver request approved',
  driverRequestRejected: 'Driver request rejected',
  driverRequestDeleted: 'Driver request deleted',
  driverRequestNotDeletable:
    'This driver already has an account or deliveries: manage them from the Drivers page (deactivation)',
  defaultRejectionReason: 'Your request does not meet our criteria for the moment.',
  approvalNoAccount:
    'Approval does not create the account: create it afterwards with “Create the account”; the sign-in details will be shown and sent by e-mail.',
  driverApprovalCreatesAccount:
    'Approval creates the driver’s account at once: their sign-in details will be shown and sent by e-mail.',
  rejectionFinal: 'Rejection is final: the request can no longer be approved.',
  mustChangePasswordTitle: 'Choose your password',
  mustChangePasswordIntro: 'Your account was created with a temporary password. Choose your own before going on.',
  newPartnerBusinessPhoneRequired: 'The business phone is required',
  newPartnerBusinessEmailRequired: 'The business email is required',
  newPartnerBusinessDescriptionRequired: 'The business description is required',
  newPartnerBusinessAddressRequired: 'The business address is required',
  websiteInvalid: 'The website address is not valid (http:// or https://)',
};
