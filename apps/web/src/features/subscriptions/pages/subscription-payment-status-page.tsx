import { ADMIN_BILLING_UI } from '@livra/shared/ui/admin-billing';
import { Link } from '@/components/link';
import { Button } from '@/components/ui/button';
import { useTexts } from '@/lib/i18n';
import { PaymentResult } from '../components/payment-result';

/** The result page of a subscription payment (spec 01 §2), linking back to billing. */
export default function SubscriptionPaymentStatusPage() {
  const t = useTexts('adminBilling', ADMIN_BILLING_UI);
  return (
    <PaymentResult
      documentTitle={t.subscriptionPaymentTitle}
      explanations={{
        success: t.subscriptionPaymentSuccess,
        pending: t.subscriptionPaymentPending,
        failed: t.subscriptionPaymentFailed,
        unknown: t.texts.cashPayment,
      }}
      actions={
        <>
          <Button asChild size="lg">
            <Link to="/partner-dashboard/billing">{t.myBilling}</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/partner-dashboard">{t.dashboard}</Link>
          </Button>
        </>
      }
    />
  );
}
