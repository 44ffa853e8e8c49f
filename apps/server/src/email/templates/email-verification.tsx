import { formatDateTime } from '@livra/shared';
import { Action, EmailLayout, Greeting, Muted, P, useEmailTexts } from './layout';
import type { EmailTemplate, TemplateProps } from './types';

function EmailVerificationEmail({ payload }: TemplateProps<'email-verification'>) {
  const { t, locale } = useEmailTexts();
  const words = t.verification;
  return (
    <EmailLayout preview={words.preview} title={words.title}>
      <Greeting name={payload.user_name} />
      <P>{words.body(payload.user_email)}</P>
      <Action href={payload.verify_url} label={words.confirm} />
      <P>{words.validUntil(formatDateTime(payload.expires_at, locale))}</P>
      <Muted>{words.notYou}</Muted>
    </EmailLayout>
  );
}

export const emailVerificationTemplate: EmailTemplate<'email-verification'> = {
  subject: (_payload, t) => t.verification.subject,
  component: EmailVerificationEmail,
};
