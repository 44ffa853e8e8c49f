import { EmailLayout, Greeting, Muted, P, useEmailTexts } from './layout';
import { RequestDetails, requestKind } from './request-details';
import type { EmailTemplate, TemplateProps } from './types';

function RequestConfirmationEmail({ payload }: TemplateProps<'request-confirmation'>) {
  const { t } = useEmailTexts();
  const words = t.confirmation;
  const kind = t.requestKinds[requestKind(payload)];
  return (
    <EmailLayout preview={words.subject(kind)} title={words.title}>
      <Greeting name={payload.user_name} />
      <P>{words.body(kind)}</P>
      <RequestDetails payload={payload} withRequester={false} />
      <Muted>{words.keepReference}</Muted>
    </EmailLayout>
  );
}

export const requestConfirmationTemplate: EmailTemplate<'request-confirmation'> = {
  subject: (payload, t) => t.confirmation.subject(t.requestKinds[requestKind(payload)]),
  component: RequestConfirmationEmail,
};
