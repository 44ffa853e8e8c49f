import { Action, EmailLayout, P } from './layout';
import { REQUEST_KIND_LABELS, RequestDetails, requestKind } from './request-details';
import type { EmailTemplate, TemplateProps } from './types';

function AdminNotificationEmail({ payload, context }: TemplateProps<'admin-notification'>) {
  const kind = REQUEST_KIND_LABELS[requestKind(payload)];
  // Spec 02 §2: admin e-mails link to /admin/requests.
  const href = payload.admin_dashboard_url ?? `${context.appUrl}/admin/requests`;
  return (
    <EmailLayout preview={`Nouvelle demande de ${kind} de ${payload.user_name}`} title="Nouvelle demande à examiner">
      <P>Bonjour,</P>
      <P>Une nouvelle demande de {kind} vient d'être envoyée sur Livra. Elle attend votre examen.</P>
      <RequestDetails payload={payload} withRequester />
      <Action href={href} label="Examiner la demande" />
    </EmailLayout>
  );
}

export const adminNotificationTemplate: EmailTemplate<'admin-notification'> = {
  subject: (payload) =>
    `Nouvelle demande de ${REQUEST_KIND_LABELS[requestKind(payload)]} : ${payload.business_name || payload.user_name}`,
  component: AdminNotificationEmail,
};
