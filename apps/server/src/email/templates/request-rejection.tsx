import { translateServerMessage } from '@livra/shared/messages-en/server-catalogues';
import { Details, EmailLayout, Greeting, Muted, P, useEmailTexts } from './layout';
import type { EmailTemplate, TemplateProps } from './types';

function RequestRejectionEmail({ payload }: TemplateProps<'request-rejection'>) {
  const { t, locale } = useEmailTexts();
  const words = t.rejection;
  const kind = payload.request_type ? t.requestKinds[payload.request_type] : undefined;
  return (
    <EmailLayout preview={words.preview} title={words.title}>
      <Greeting name={payload.user_name} />
      <P>{words.body(kind, payload.business_name)}</P>
      <Details
        rows={[
          // The admin's own words as written; the catalogue's default reason in the reader's language.
          [words.reason, translateServerMessage(payload.reason, locale)],
          [words.remarks, payload.admin_notes],
          [words.reviewedBy, payload.rejected_by ?? words.team],
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
