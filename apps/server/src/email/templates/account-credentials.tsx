import { ROLE_LABELS } from '@livra/shared';
import { Action, Details, EmailLayout, Greeting, Muted, P } from './layout';
import type { EmailTemplate, TemplateProps } from './types';

const mono = { fontFamily: 'Consolas, Menlo, monospace', fontSize: '16px', letterSpacing: '1px' };

function AccountCredentialsEmail({ payload, context }: TemplateProps<'account-credentials'>) {
  // Drivers sign in on their own page (spec 01 §2).
  const loginUrl =
    payload.login_url ?? `${context.appUrl}${payload.user_type === 'driver' ? '/driver/login' : '/login'}`;
  return (
    <EmailLayout preview="Vos identifiants de connexion Livra" title="Votre compte Livra est prêt">
      <Greeting name={payload.user_name} />
      <P>
        Votre compte {ROLE_LABELS[payload.user_type].toLowerCase()}
        {payload.business_name ? ` pour ${payload.business_name}` : ''} a été créé. Voici vos identifiants :
      </P>
      <Details
        rows={[
          ['E-mail', payload.user_email],
          ['Mot de passe', <span style={mono}>{payload.password}</span>],
          ['Votre espace', payload.dashboard_url],
        ]}
      />
      <P>Pour votre sécurité, changez ce mot de passe dès votre première connexion et ne le communiquez à personne.</P>
      <Action href={loginUrl} label="Se connecter" />
      <Muted>Si vous n’attendiez pas ce compte, ignorez cet e-mail.</Muted>
    </EmailLayout>
  );
}

export const accountCredentialsTemplate: EmailTemplate<'account-credentials'> = {
  subject: () => 'Vos identifiants de connexion Livra',
  component: AccountCredentialsEmail,
};
