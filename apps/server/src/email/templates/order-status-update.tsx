import { ORDER_LIFECYCLE, formatDateTime, isFinalOrderStatus, orderStatusLabel } from '@livra/shared';
import { Action, Details, EmailLayout, Greeting, P } from './layout';
import type { EmailTemplate, TemplateProps } from './types';

const label = (payload: TemplateProps<'order-status-update'>['payload']) =>
  payload.status_label || orderStatusLabel(payload.new_status);

function OrderStatusUpdateEmail({ payload, context }: TemplateProps<'order-status-update'>) {
  const driver = payload.driver_name
    ? [payload.driver_name, payload.driver_phone].filter(Boolean).join(' — ')
    : undefined;
  const open = !isFinalOrderStatus(payload.new_status);
  return (
    <EmailLayout
      preview={`${payload.order_number} : ${label(payload)}`}
      title={`Commande ${label(payload).toLowerCase()}`}
    >
      <Greeting name={payload.user_name} />
      <P>
        {ORDER_LIFECYCLE[payload.new_status].email} (commande <strong>{payload.order_number}</strong> chez{' '}
        {payload.business_name})
      </P>
      <Details
        rows={[
          ['Nouveau statut', <strong>{label(payload)}</strong>],
          ['Statut précédent', payload.old_status ? orderStatusLabel(payload.old_status) : undefined],
          ['Votre livreur', driver],
          [
            'Arrivée estimée',
            open && payload.estimated_delivery ? formatDateTime(payload.estimated_delivery) : undefined,
          ],
          ['Mis à jour le', formatDateTime(payload.updated_at)],
        ]}
      />
      <Action
        href={`${context.appUrl}/order-tracking/${encodeURIComponent(payload.order_id)}`}
        label="Suivre ma commande"
      />
    </EmailLayout>
  );
}

export const orderStatusUpdateTemplate: EmailTemplate<'order-status-update'> = {
  subject: (payload) => `Commande ${payload.order_number} : ${label(payload)}`,
  component: OrderStatusUpdateEmail,
};
