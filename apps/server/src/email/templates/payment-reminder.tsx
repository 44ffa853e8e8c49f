import { formatGNFFull, type EmailPayload } from '@livra/shared';
import { Action, Details, EmailLayout, Greeting, Muted, P } from './layout';
import type { EmailTemplate, TemplateProps } from './types';

type Payload = EmailPayload<'payment-reminder'>;

/** The last reminder goes out when a day or less remains, unless the caller says otherwise. */
export function reminderType(payload: Payload): 'first' | 'final' {
  return payload.reminder_type ?? (payload.days_remaining <= 1 ? 'final' : 'first');
}

function expiry(days: number): string {
  if (days <= 0) return 'aujourd’hui';
  if (days === 1) return 'demain';
  return `dans ${days} jours`;
}

function PaymentReminderEmail({ payload, context }: TemplateProps<'payment-reminder'>) {
  const final = reminderType(payload) === 'final';
  const href = payload.billing_url ?? `${context.appUrl}/partner-dashboard/billing`;
  return (
    <EmailLayout
      preview={`Votre abonnement ${payload.plan_name} expire ${expiry(payload.days_remaining)}`}
      title={final ? 'Dernier rappel de paiement' : 'Rappel de paiement'}
    >
      <Greeting name={payload.user_name} />
      <P>
        Votre abonnement <strong>{payload.plan_name}</strong>
        {payload.business_name ? ` pour ${payload.business_name}` : ''} expire {expiry(payload.days_remaining)}.
        {final
          ? ' C’est notre dernier rappel : réglez-le dès maintenant pour que vos clients continuent de vous trouver sur Livra.'
          : ' Pensez à le renouveler pour éviter toute interruption.'}
      </P>
      <Details
        rows={[
          ['Formule', payload.plan_name],
          ['Montant', formatGNFFull(payload.plan_price)],
          ['Jours restants', String(payload.days_remaining)],
        ]}
      />
      <Action href={href} label="Renouveler mon abonnement" />
      <Muted>Si vous avez déjà payé, ignorez ce message.</Muted>
    </EmailLayout>
  );
}

export const paymentReminderTemplate: EmailTemplate<'payment-reminder'> = {
  subject: (payload) =>
    `${reminderType(payload) === 'final' ? 'Dernier rappel' : 'Rappel'} : votre abonnement ${payload.plan_name} expire ${expiry(payload.days_remaining)}`,
  component: PaymentReminderEmail,
};
