import { Action, EmailLayout, P, useEmailTexts } from './layout';
import { RequestDetails, requestKind } from './request-details';
import type { EmailTemplate, TemplateProps } from './types';

function AdminNotificationEmail({ payload, context }: TemplateProps<'admin-notification'>) {
  const { t } = useEmailTexts();
  const words = t.adminNotification;
  const kind = t.requestKinds[requestKind(payload)];
  // Spec 02 §2: admin e-mails link to /admin/requests.
  const href = payload.admin_dashboard_url ?? `${context.appUrl}/admin/requests`;
  return (
    <EmailLayout preview={words.preview(kind, payload.user_name)} title={words.title}>
      <P>{t.layout.hello()}</P>
      <P>{words.body(kind)}</P>
      <RequestDetails payload={payload} withRequester />
      <Action href={href} label={words.review} />
    </EmailLayout>
  );
}

export const adminNotificationTemplate: EmailTemplate<'admin-notification'> = {
  subject: (payload, t) =>
    t.adminNotification.subject(t.requestKinds[requestKind(payload)], payload.business_name || payload.user_name),
  component: AdminNotificationEmail,
};
