import { Action, Details, EmailLayout, Greeting, Muted, P, useEmailTexts } from './layout';
import type { EmailTemplate, TemplateProps } from './types';

const mono = { fontFamily: 'Consolas, Menlo, monospace', fontSize: '16px', letterSpacing: '1px' };

function AccountCredentialsEmail({ payload, context }: TemplateProps<'account-credentials'>) {
  const { t } = useEmailTexts();
  const words = t.credentials;
  // Drivers sign in on their own page (spec 01 §2).
  const loginUrl =
    payload.login_url ?? `${context.appUrl}${payload.user_type === 'driver' ? '/driver/login' : '/login'}`;
  return (
    <EmailLayout preview={words.subject} title={words.title}>
      <Greeting name={payload.user_name} />
      <P>{words.created(t.roles[payload.user_type], payload.business_name)}</P>
      <Details
        rows={[
          [words.email, payload.user_email],
          [words.password, <span style={mono}>{payload.password}</span>],
          [words.space, payload.dashboard_url],
        ]}
      />
      <P>{words.changeIt}</P>
      <Action href={loginUrl} label={words.signIn} />
      <Muted>{words.unexpected}</Muted>
    </EmailLayout>
  );
}

export const accountCredentialsTemplate: EmailTemplate<'account-credentials'> = {
  subject: (_payload, t) => t.credentials.subject,
  component: AccountCredentialsEmail,
};
