import { formatDateTime, type AccountNoticeKind } from '@livra/shared';
import { Action, EmailLayout, Greeting, Muted, P } from './layout';
import type { EmailTemplate, TemplateProps } from './types';

const SUBJECTS: Record<AccountNoticeKind, string> = {
  'signup-existing': 'Tentative d’inscription avec votre adresse Livra',
  'driver-application-duplicate': 'Votre demande de livreur Livra',
  'partner-application-duplicate': 'Votre demande de partenaire Livra',
};

/** What happened, said to the owner of the address only (the web answer said nothing of it). */
function explanation(kind: AccountNoticeKind, businessName?: string): string {
  switch (kind) {
    case 'signup-existing':
      return 'Quelqu’un (peut-être vous) a essayé de créer un compte Livra avec votre adresse e-mail, mais un compte existe déjà pour cette adresse. Aucun nouveau compte n’a été créé.';
    case 'driver-application-duplicate':
      return 'Nous avons reçu une demande pour devenir livreur avec votre adresse e-mail ou votre numéro de téléphone, mais un livreur ou une demande de livreur les utilise déjà. Cette nouvelle demande n’a pas été enregistrée.';
    case 'partner-application-duplicate':
      return `Nous avons reçu une nouvelle demande de partenariat pour « ${businessName ?? 'votre commerce'} » avec votre adresse e-mail, mais une demande pour ce commerce est déjà en cours d’examen. Elle n’a pas été enregistrée une seconde fois.`;
  }
}

function AccountNoticeEmail({ payload, context }: TemplateProps<'account-notice'>) {
  const signup = payload.kind === 'signup-existing';
  return (
    <EmailLayout preview={SUBJECTS[payload.kind]} title={SUBJECTS[payload.kind]}>
      <Greeting name={payload.user_name} />
      <P>{explanation(payload.kind, payload.business_name)}</P>
      <P>Date : {formatDateTime(payload.attempted_at)}.</P>
      {signup ? (
        <>
          <P>Si c’était vous, connectez-vous avec votre mot de passe habituel, ou choisissez-en un nouveau :</P>
          <Action href={`${context.appUrl}/login`} label="Me connecter ou réinitialiser mon mot de passe" />
        </>
      ) : (
        <Action href={`${context.appUrl}/requests`} label="Suivre ma demande" />
      )}
      <Muted>
        Si vous n’êtes pas à l’origine de cette démarche, ignorez cet e-mail : rien n’a changé sur votre compte.
      </Muted>
    </EmailLayout>
  );
}

export const accountNoticeTemplate: EmailTemplate<'account-notice'> = {
  subject: (payload) => SUBJECTS[payload.kind],
  component: AccountNoticeEmail,
};
