import { Action, Details, EmailLayout, Greeting, Muted, P, useEmailTexts } from './layout';
import type { EmailTemplate, TemplateProps } from './types';

const HOMES = { partner: '/partner-dashboard', driver: '/driver-dashboard' } as const;

function RequestApprovalEmail({ payload, context }: TemplateProps<'request-approval'>) {
  const { t } = useEmailTexts();
  const words = t.approval;
  const kind = t.requestKinds[payload.request_type];
  const href = payload.dashboard_url ?? `${context.appUrl}${HOMES[payload.request_type]}`;
  return (
    <EmailLayout preview={words.subject(kind)} title={words.title}>
      <Greeting name={payload.user_name} />
      <P>{words.body(kind, payload.business_name)}</P>
      {payload.admin_notes ? <Details rows={[[words.teamMessage, payload.admin_notes]]} /> : null}
      <P>{words.credentialsApart}</P>
      <Action href={href} label={words.open} />
      <Muted>{words.question}</Muted>
    </EmailLayout>
  );
}

export const requestApprovalTemplate: EmailTemplate<'request-approval'> = {
  subject: (payload, t) => t.approval.subject(t.requestKinds[payload.request_type]),
  component: RequestApprovalEmail,
};
