import { formatDateTime } from '@livra/shared';
import { Action, EmailLayout, Greeting, Muted, P } from './layout';
import type { EmailTemplate, TemplateProps } from './types';

function EmailVerificationEmail({ payload }: TemplateProps<'email-verification'>) {
  return (
    <EmailLayout
      preview="Confirmez votre adresse e-mail pour finaliser votre compte Livra"
      title="Confirmez votre adresse e-mail"
    >
      <Greeting name={payload.user_name} />
      <P>
        Bienvenue sur Livra ! Pour confirmer que l’adresse {payload.user_email} est bien la vôtre, cliquez sur le bouton
        ci-dessous.
      </P>
      <Action href={payload.verify_url} label="Confirmer mon adresse e-mail" />
      <P>Ce lien est valable jusqu’au {formatDateTime(payload.expires_at)}.</P>
      <Muted>Si vous n’avez pas créé de compte sur Livra, ignorez cet e-mail : l’adresse ne sera pas confirmée.</Muted>
    </EmailLayout>
  );
}

export const emailVerificationTemplate: EmailTemplate<'email-verification'> = {
  subject: () => 'Confirmez votre adresse e-mail Livra',
  component: EmailVerificationEmail,
};
