import { formatGNFFull, type EmailPayload } from '@livra/shared';
import { Action, Details, EmailLayout, Greeting, Muted, P, useEmailTexts } from './layout';
import type { EmailTemplate, TemplateProps } from './types';

type Payload = EmailPayload<'payment-reminder'>;

/** The last reminder goes out when a day or less remains, unless the caller says otherwise. */
export function reminderType(payload: Payload): 'first' | 'final' {
  return payload.reminder_type ?? (payload.days_remaining <= 1 ? 'final' : 'first');
}

function PaymentReminderEmail({ payload, context }: TemplateProps<'payment-reminder'>) {
  const { t, locale } = useEmailTexts();
  const words = t.paymentReminder;
  const final = reminderType(payload) === 'final';
  const href = payload.billing_url ?? `${context.appUrl}/partner-dashboard/billing`;
  return (
    <EmailLayout preview={words.preview(payload.plan_name, payload.days_remaining)} title={words.title(final)}>
      <Greeting name={payload.user_name} />
      <P>
        {words.expires(payload.plan_name, payload.business_name, payload.days_remaining)}
        {final ? words.finalNote : words.firstNote}
      </P>
      <Details
        rows={[
          [words.plan, payload.plan_name],
          [words.amount, formatGNFFull(payload.plan_price, locale)],
          [words.daysLeft, String(payload.days_remaining)],
        ]}
      />
      <Action href={href} label={words.renew} />
      <Muted>{words.alreadyPaid}</Muted>
    </EmailLayout>
  );
}

export const paymentReminderTemplate: EmailTemplate<'payment-reminder'> = {
  subject: (payload, t) =>
    t.paymentReminder.subject(reminderType(payload) === 'final', payload.plan_name, payload.days_remaining),
  component: PaymentReminderEmail,
};
