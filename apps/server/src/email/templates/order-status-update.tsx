import { formatDateTime, isFinalOrderStatus, isOrderStatus } from '@livra/shared';
import type { EmailTexts } from '@livra/shared/email-texts';
import { Action, Details, EmailLayout, Greeting, P, useEmailTexts } from './layout';
import type { EmailTemplate, TemplateProps } from './types';

type Payload = TemplateProps<'order-status-update'>['payload'];

const statusName = (t: EmailTexts, status: string) => (isOrderStatus(status) ? t.orderStatuses[status] : status);
/** The caller's own label is French: it is used for French mail only. */
const label = (payload: Payload, t: EmailTexts) =>
  (t.layout.lang === 'fr' && payload.status_label) || statusName(t, payload.new_status);

function OrderStatusUpdateEmail({ payload, context }: TemplateProps<'order-status-update'>) {
  const { t, locale } = useEmailTexts();
  const words = t.orderStatus;
  const driver = payload.driver_name
    ? [payload.driver_name, payload.driver_phone].filter(Boolean).join(' — ')
    : undefined;
  const open = !isFinalOrderStatus(payload.new_status);
  const news = isOrderStatus(payload.new_status) ? t.orderNews[payload.new_status] : '';
  return (
    <EmailLayout preview={`${payload.order_number} : ${label(payload, t)}`} title={words.title(label(payload, t))}>
      <Greeting name={payload.user_name} />
      <P>
        {news} {words.orderAt(payload.order_number, payload.business_name)}
      </P>
      <Details
        rows={[
          [words.newStatus, <strong>{label(payload, t)}</strong>],
          [words.oldStatus, payload.old_status ? statusName(t, payload.old_status) : undefined],
          [words.driver, driver],
          [
            words.eta,
            open && payload.estimated_delivery ? formatDateTime(payload.estimated_delivery, locale) : undefined,
          ],
          [words.updatedAt, formatDateTime(payload.updated_at, locale)],
        ]}
      />
      <Action
        href={`${context.appUrl}/order-tracking/${encodeURIComponent(payload.order_id)}`}
        label={t.layout.trackOrder}
      />
    </EmailLayout>
  );
}

export const orderStatusUpdateTemplate: EmailTemplate<'order-status-update'> = {
  subject: (payload, t) => t.orderStatus.subject(payload.order_number, label(payload, t)),
  component: OrderStatusUpdateEmail,
};
