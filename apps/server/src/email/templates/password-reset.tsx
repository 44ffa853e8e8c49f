import { formatDateTime } from '@livra/shared';
import { Action, EmailLayout, Greeting, Muted, P, useEmailTexts } from './layout';
import type { EmailTemplate, TemplateProps } from './types';

/** Hours left on the link, as the reader will see it; rendered when the mail is queued. */
function validityHours(expiresAt: string, now = Date.now()): number {
  return Math.max(1, Math.round((Date.parse(expiresAt) - now) / 3_600_000));
}

function PasswordResetEmail({ payload }: TemplateProps<'password-reset'>) {
  const { t, locale } = useEmailTexts();
  const words = t.passwordReset;
  return (
    <EmailLayout preview={words.preview} title={words.title}>
      <Greeting name={payload.user_name} />
      <P>{words.body(t.roles[payload.user_type], payload.user_email)}</P>
      <Action href={payload.reset_url} label={words.choose} />
      <P>{words.validity(validityHours(payload.expires_at), formatDateTime(payload.expires_at, locale))}</P>
      <Muted>{words.notYou}</Muted>
    </EmailLayout>
  );
}

export const passwordResetTemplate: EmailTemplate<'password-reset'> = {
  subject: (_payload, t) => t.passwordReset.subject,
  component: PasswordResetEmail,
};
