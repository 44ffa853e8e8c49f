import { EmailLayout, Greeting, Muted, P } from './layout';
import { REQUEST_KIND_LABELS, RequestDetails, requestKind } from './request-details';
import type { EmailTemplate, TemplateProps } from './types';

function RequestConfirmationEmail({ payload }: TemplateProps<'request-confirmation'>) {
  const kind = REQUEST_KIND_LABELS[requestKind(payload)];
  return (
    <EmailLayout preview={`Votre demande de ${kind} a bien été reçue`} title="Demande bien reçue">
      <Greeting name={payload.user_name} />
      <P>
        Merci pour votre demande de {kind} sur Livra. Notre équipe l'examinera et vous contactera par e-mail. Vous
        recevrez une notification après approbation.
      </P>
      <RequestDetails payload={payload} withRequester={false} />
      <Muted>Gardez la référence de votre demande : elle nous aide à vous répondre plus vite.</Muted>
    </EmailLayout>
  );
}

export const requestConfirmationTemplate: EmailTemplate<'request-confirmation'> = {
  subject: (payload) => `Votre demande de ${REQUEST_KIND_LABELS[requestKind(payload)]} a bien été reçue`,
  component: RequestConfirmationEmail,
};
