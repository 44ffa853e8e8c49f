import { formatDateTime, formatGNFFull } from '@livra/shared';
import { Section, Text } from '@react-email/components';
import { Action, Details, EmailLayout, Greeting, Muted, P } from './layout';
import type { EmailTemplate, TemplateProps } from './types';

const line = { color: '#292524', fontSize: '15px', lineHeight: '22px', margin: '4px 0' };

function OrderConfirmationEmail({ payload, context }: TemplateProps<'order-confirmation'>) {
  const pickup = payload.delivery_fee === 0 && !payload.delivery_address;
  return (
    <EmailLayout
      preview={`Commande ${payload.order_number} chez ${payload.business_name} : ${formatGNFFull(payload.total)}`}
      title="Merci pour votre commande !"
    >
      <Greeting name={payload.user_name} />
      <P>
        Votre commande <strong>{payload.order_number}</strong> chez {payload.business_name} a bien été enregistrée le{' '}
        {formatDateTime(payload.created_at)}. Le commerce va la confirmer.
      </P>
      <Section style={{ margin: '12px 0' }}>
        {payload.order_items.map((item, index) => (
          <Text key={index} style={line}>
            {item.quantity} × {item.name} — {formatGNFFull(item.price * item.quantity)}
          </Text>
        ))}
      </Section>
      <Details
        rows={[
          ['Sous-total', formatGNFFull(payload.subtotal)],
          ['Frais de livraison', formatGNFFull(payload.delivery_fee)],
          ['Taxes', formatGNFFull(payload.tax)],
          ['Total à payer', <strong>{formatGNFFull(payload.total)}</strong>],
          ['Paiement', 'En espèces à la livraison'],
          [
            pickup ? 'Retrait' : 'Livraison',
            pickup ? `À retirer chez ${payload.business_name}` : payload.delivery_address,
          ],
          ['Adresse du commerce', payload.business_address],
          ['Arrivée estimée', payload.estimated_delivery ? formatDateTime(payload.estimated_delivery) : undefined],
        ]}
      />
      <Action
        href={`${context.appUrl}/order-tracking/${encodeURIComponent(payload.order_id)}`}
        label="Suivre ma commande"
      />
      <Muted>Préparez si possible l’appoint : le livreur n’a pas toujours de monnaie.</Muted>
    </EmailLayout>
  );
}

export const orderConfirmationTemplate: EmailTemplate<'order-confirmation'> = {
  subject: (payload) => `Confirmation de votre commande ${payload.order_number} — ${payload.business_name}`,
  component: OrderConfirmationEmail,
};
