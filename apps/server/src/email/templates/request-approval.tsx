import { Action, Details, EmailLayout, Greeting, Muted, P } from './layout';
import { REQUEST_KIND_LABELS } from './request-details';
import type { EmailTemplate, TemplateProps } from './types';

const HOMES = { partner: '/partner-dashboard', driver: '/driver-dashboard' } as const;

function RequestApprovalEmail({ payload, context }: TemplateProps<'request-approval'>) {
  const kind = REQUEST_KIND_LABELS[payload.request_type];
  const href = payload.dashboard_url ?? `${context.appUrl}${HOMES[payload.request_type]}`;
  return (
    <EmailLayout preview={`Votre demande de ${kind} est approuvée`} title="Demande approuvée">
      <Greeting name={payload.user_name} />
      <P>
        Bonne nouvelle : votre demande de {kind}
        {payload.business_name ? ` pour ${payload.business_name}` : ''} a été approuvée. Bienvenue chez Livra !
      </P>
      {payload.admin_notes ? <Details rows={[['Message de l’équipe', payload.admin_notes]]} /> : null}
      <P>Vos identifiants de connexion vous sont envoyés dans un e-mail séparé.</P>
      <Action href={href} label="Ouvrir mon espace" />
      <Muted>Une question ? Contactez l’équipe Livra depuis votre espace.</Muted>
    </EmailLayout>
  );
}

export const requestApprovalTemplate: EmailTemplate<'request-approval'> = {
  subject: (payload) => `Votre demande de ${REQUEST_KIND_LABELS[payload.request_type]} est approuvée`,
  component: RequestApprovalEmail,
};
