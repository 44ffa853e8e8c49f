import { EMAIL_PAYLOAD_SCHEMAS, EMAIL_TYPES, type EmailType } from '@livra/shared';
import { accountCredentialsTemplate } from './account-credentials';
import { accountNoticeTemplate } from './account-notice';
import { adminNotificationTemplate } from './admin-notification';
import { emailVerificationTemplate } from './email-verification';
import { orderConfirmationTemplate } from './order-confirmation';
import { orderStatusUpdateTemplate } from './order-status-update';
import { passwordResetTemplate } from './password-reset';
import { paymentReminderTemplate } from './payment-reminder';
import { requestApprovalTemplate } from './request-approval';
import { requestConfirmationTemplate } from './request-confirmation';
import { requestRejectionTemplate } from './request-rejection';
import type { EmailTemplate } from './types';

export type TemplateName = EmailType;
export const TEMPLATE_NAMES = EMAIL_TYPES;
export type { EmailTemplate, TemplateContext } from './types';

/** Every e-mail Livra sends: its subject, its React component and (from @livra/shared) its payload schema. */
export const EMAIL_TEMPLATES: {
  [K in TemplateName]: EmailTemplate<K> & { schema: (typeof EMAIL_PAYLOAD_SCHEMAS)[K] };
} = {
  'request-confirmation': { ...requestConfirmationTemplate, schema: EMAIL_PAYLOAD_SCHEMAS['request-confirmation'] },
  'admin-notification': { ...adminNotificationTemplate, schema: EMAIL_PAYLOAD_SCHEMAS['admin-notification'] },
  'request-approval': { ...requestApprovalTemplate, schema: EMAIL_PAYLOAD_SCHEMAS['request-approval'] },
  'account-credentials': { ...accountCredentialsTemplate, schema: EMAIL_PAYLOAD_SCHEMAS['account-credentials'] },
  'password-reset': { ...passwordResetTemplate, schema: EMAIL_PAYLOAD_SCHEMAS['password-reset'] },
  'order-confirmation': { ...orderConfirmationTemplate, schema: EMAIL_PAYLOAD_SCHEMAS['order-confirmation'] },
  'order-status-update': { ...orderStatusUpdateTemplate, schema: EMAIL_PAYLOAD_SCHEMAS['order-status-update'] },
  'request-rejection': { ...requestRejectionTemplate, schema: EMAIL_PAYLOAD_SCHEMAS['request-rejection'] },
  'payment-reminder': { ...paymentReminderTemplate, schema: EMAIL_PAYLOAD_SCHEMAS['payment-reminder'] },
  'email-verification': { ...emailVerificationTemplate, schema: EMAIL_PAYLOAD_SCHEMAS['email-verification'] },
  'account-notice': { ...accountNoticeTemplate, schema: EMAIL_PAYLOAD_SCHEMAS['account-notice'] },
};
