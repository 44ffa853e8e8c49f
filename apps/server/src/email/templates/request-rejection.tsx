import { Details, EmailLayout, Greeting, Muted, P, useEmailTexts } from './layout';
import type { EmailTemplate, TemplateProps } from './types';

function RequestRejectionEmail({ payload }: TemplateProps<'request-rejection'>) {
  const { t } = useEmailTexts();
  const words = t.rejection;
  const kind = payload.request_type ? t.requestKinds[payload.request_type] : undefined;
  return (
    <EmailLayout preview={words.preview} title={words.title}>
      <Greeting name={payload.user_name} />
      <P>{words.body(kind, payload.business_name)}</P>
      <Details
        rows={[
          [words.reason, payload.reason],
          [words.remarks, payload.admin_notes],
          [words.reviewedBy, payload.rejected_by],
        ]}
      />
      <P>{words.tryAgain}</P>
      <Muted>{words.thanks}</Muted>
    </EmailLayout>
  );
}

export const requestRejectionTemplate: EmailTemplate<'request-rejection'> = {
  subject: (payload, t) => t.rejection.subject(payload.request_type ? t.requestKinds[payload.request_type] : undefined),
  component: RequestRejectionEmail,
};
