import { Details, EmailLayout, Greeting, Muted, P } from './layout';
import { REQUEST_KIND_LABELS } from './request-details';
import type { EmailTemplate, TemplateProps } from './types';

function RequestRejectionEmail({ payload }: TemplateProps<'request-rejection'>) {
  const what = payload.request_type ? `votre demande de ${REQUEST_KIND_LABELS[payload.request_type]}` : 'votre demande';
  return (
    <EmailLayout preview="Votre demande n’a pas été approuvée" title="Demande non approuvée">
      <Greeting name={payload.user_name} />
      <P>
        Nous avons examiné {what}
        {payload.business_name ? ` pour ${payload.business_name}` : ''} avec attention. Nous ne pouvons malheureusement
        pas l’approuver pour le moment.
      </P>
      <Details
        rows={[
          ['Motif', payload.reason],
          ['Remarques', payload.admin_notes],
          ['Examinée par', payload.rejected_by],
        ]}
      />
      <P>Vous pourrez envoyer une nouvelle demande une fois ces points corrigés.</P>
      <Muted>Merci de l’intérêt que vous portez à Livra.</Muted>
    </EmailLayout>
  );
}

export const requestRejectionTemplate: EmailTemplate<'request-rejection'> = {
  subject: (payload) =>
    payload.request_type
      ? `Votre demande de ${REQUEST_KIND_LABELS[payload.request_type]} n’a pas été approuvée`
      : 'Votre demande n’a pas été approuvée',
  component: RequestRejectionEmail,
};
