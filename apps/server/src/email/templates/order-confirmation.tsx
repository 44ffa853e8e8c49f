import { formatDateTime, formatGNFFull } from '@livra/shared';
import { Section, Text } from '@react-email/components';
import { Action, Details, EmailLayout, Greeting, Muted, P, useEmailTexts } from './layout';
import type { EmailTemplate, TemplateProps } from './types';

const line = { color: '#292524', fontSize: '15px', lineHeight: '22px', margin: '4px 0' };

function OrderConfirmationEmail({ payload, context }: TemplateProps<'order-confirmation'>) {
  const { t, locale } = useEmailTexts();
  const words = t.orderConfirmation;
  const money = (amount: number) => formatGNFFull(amount, locale);
  const pickup = payload.delivery_fee === 0 && !payload.delivery_address;
  return (
    <EmailLayout
      preview={words.preview(payload.order_number, payload.business_name, money(payload.total))}
      title={words.title}
    >
      <Greeting name={payload.user_name} />
      <P>{words.recorded(payload.order_number, payload.business_name, formatDateTime(payload.created_at, locale))}</P>
      <Section style={{ margin: '12px 0' }}>
        {payload.order_items.map((item, index) => (
          <Text key={index} style={line}>
            {item.quantity} × {item.name} — {money(item.price * item.quantity)}
          </Text>
        ))}
      </Section>
      <Details
        rows={[
          [words.subtotal, money(payload.subtotal)],
          [words.deliveryFee, money(payload.delivery_fee)],
          [words.tax, money(payload.tax)],
          [words.total, <strong>{money(payload.total)}</strong>],
          [words.payment, words.cash],
          [
            pickup ? words.pickup : words.delivery,
            pickup ? words.pickupAt(payload.business_name) : payload.delivery_address,
          ],
          [words.landmark, pickup ? undefined : payload.landmark],
          [words.businessAddress, payload.business_address],
          [words.eta, payload.estimated_delivery ? formatDateTime(payload.estimated_delivery, locale) : undefined],
        ]}
      />
      <Action
        href={`${context.appUrl}/order-tracking/${encodeURIComponent(payload.order_id)}`}
        label={t.layout.trackOrder}
      />
      <Muted>{words.change}</Muted>
    </EmailLayout>
  );
}

export const orderConfirmationTemplate: EmailTemplate<'order-confirmation'> = {
  subject: (payload, t) => t.orderConfirmation.subject(payload.order_number, payload.business_name),
  component: OrderConfirmationEmail,
};
