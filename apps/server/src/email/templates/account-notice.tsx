import { formatDateTime, type AccountNoticeKind } from '@livra/shared';
import type { EmailTexts } from '@livra/shared/email-texts';
import { Action, EmailLayout, Greeting, Muted, P, useEmailTexts } from './layout';
import type { EmailTemplate, TemplateProps } from './types';

/** What happened, said to the owner of the address only (the web answer said nothing of it). */
function explanation(t: EmailTexts, kind: AccountNoticeKind, businessName?: string): string {
  switch (kind) {
    case 'signup-existing':
      return t.notice.signupExisting;
    case 'driver-application-duplicate':
      return t.notice.driverDuplicate;
    case 'partner-application-duplicate':
      return t.notice.partnerDuplicate(businessName);
  }
}

function AccountNoticeEmail({ payload, context }: TemplateProps<'account-notice'>) {
  const { t, locale } = useEmailTexts();
  const words = t.notice;
  const signup = payload.kind === 'signup-existing';
  return (
    <EmailLayout preview={words.subjects[payload.kind]} title={words.subjects[payload.kind]}>
      <Greeting name={payload.user_name} />
      <P>{explanation(t, payload.kind, payload.business_name)}</P>
      <P>{words.date(formatDateTime(payload.attempted_at, locale))}</P>
      {signup ? (
        <>
          <P>{words.ifYou}</P>
          <Action href={`${context.appUrl}/login`} label={words.signInOrReset} />
        </>
      ) : (
        <Action href={`${context.appUrl}/requests`} label={words.followRequest} />
      )}
      <Muted>{words.notYou}</Muted>
    </EmailLayout>
  );
}

export const accountNoticeTemplate: EmailTemplate<'account-notice'> = {
  subject: (payload, t) => t.notice.subjects[payload.kind],
  component: AccountNoticeEmail,
};
