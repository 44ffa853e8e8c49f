import type { Translation } from '../locale';
import type { MESSAGES } from '../messages';
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

/**
 * The spec's messages the application forms and the admin requests page show (`MESSAGES`, outside
 * `messages-requests.ts`): the driver application's checks and answers, the requests' toasts.
 */
export const REQUEST_PAGES_MESSAGES_EN: Partial<Translation<typeof MESSAGES>> = {
  selectBusinessForService: 'Please select a service/business',
  vehicleTypeRequired: 'The vehicle type is required',
  driverTypeRequired: 'The driver type is required',
  experienceRange: 'The years of experience must be between 0 and 50',
  availabilityCheckError: 'Error while checking',
  driverRequestSendError: 'An error occurred while sending your request.',
  driverRequestCreateError: 'Error while creating the driver request.',
  driverRequestSentTitle: 'Request sent!',
  driverRequestSent: 'Your driver request has been submitted. Our team will review it and contact you by email.',
  driverRequestServiceMessage: 'Request sent. You will receive a notification after approval.',
  submitting: 'Sending...',
  dataLoadError: 'Error while loading the data',
  businessTypesFetchError: 'Unable to fetch the business types',
  businessNotFound: 'Business not found',
  approveError: 'Error while approving',
  rejectError: 'Error while rejecting',
  businessMustBeApproved: 'The business must be approved before creating an account',
  businessAccountExists: 'A user account already exists for this business',
  userAccountCreateError: 'Error while creating the user account',
  chauffeurNotFound: 'Driver not found',
  requestMustBeApproved: 'The request must be approved before creating an account',
  driverAccountExists: 'An account already exists for this driver',
  deleteError: 'Error while deleting',
  actionError: 'Error during the action',
  accountCreateFailed: 'Error while creating the account',
  copyError: 'Error while copying',
  copied: (label) => `${label} copied to the clipboard`,
  requestApproved: 'Request approved',
  requestRejected: 'Request rejected',
  accountCreated: 'Account created',
  driverAccountCreatedShort: 'Driver account created',
  requestMissingFields: 'Missing fields: request_id, user_name, user_email, user_phone are required',
};
