import { ADMIN_BILLING_UI } from '@livra/shared/ui/admin-billing';
import { Link } from '@/components/link';
import { Button } from '@/components/ui/button';
import { useTexts } from '@/lib/i18n';
import { PaymentResult } from '../components/payment-result';

/** The result page of an order payment (spec 01 §2), for when a payment service sends people back. */
export default function PaymentStatusPage() {
  const t = useTexts('adminBilling', ADMIN_BILLING_UI);
  return (
    <PaymentResult
      documentTitle={t.orderPaymentTitle}
      explanations={{
        success: t.orderPaymentSuccess,
        pending: t.orderPaymentPending,
        failed: t.orderPaymentFailed,
        unknown: t.orderPaymentUnknown,
      }}
      actions={
        <>
          <Button asChild size="lg">
            <Link to="/orders">{t.myOrders}</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/">{t.backHome}</Link>
          </Button>
        </>
      }
    />
  );
}
