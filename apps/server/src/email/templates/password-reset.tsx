import { formatDateTime, ROLE_LABELS } from '@livra/shared';
import { Action, EmailLayout, Greeting, Muted, P } from './layout';
import type { EmailTemplate, TemplateProps } from './types';

/** Hours left on the link, as the reader will see it; rendered when the mail is queued. */
function validityText(expiresAt: string, now = Date.now()): string {
  const hours = Math.max(1, Math.round((Date.parse(expiresAt) - now) / 3_600_000));
  return `${hours} heure${hours > 1 ? 's' : ''}`;
}

function PasswordResetEmail({ payload }: TemplateProps<'password-reset'>) {
  return (
    <EmailLayout
      preview="Choisissez un nouveau mot de passe pour votre compte Livra"
      title="Réinitialisation du mot de passe"
    >
      <Greeting name={payload.user_name} />
      <P>
        Vous avez demandé à réinitialiser le mot de passe de votre compte {ROLE_LABELS[payload.user_type].toLowerCase()}{' '}
        Livra ({payload.user_email}). Cliquez sur le bouton ci-dessous pour en choisir un nouveau.
      </P>
      <Action href={payload.reset_url} label="Choisir un nouveau mot de passe" />
      <P>
        Ce lien est valable {validityText(payload.expires_at)}, jusqu’au {formatDateTime(payload.expires_at)}. Il ne
        peut servir qu’une fois.
      </P>
      <Muted>
        Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail : votre mot de passe reste inchangé.
      </Muted>
    </EmailLayout>
  );
}

export const passwordResetTemplate: EmailTemplate<'password-reset'> = {
  subject: () => 'Réinitialisation de votre mot de passe Livra',
  component: PasswordResetEmail,
};
