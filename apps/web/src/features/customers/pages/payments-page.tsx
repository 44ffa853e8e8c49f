import { formatGNFFull } from '@livra/shared/money';
import type { CustomerOrderSummary } from '@livra/shared/orders';
import { useQuery } from '@tanstack/react-query';
import { Banknote, Coins, HandCoins, ReceiptText, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { LoadError } from '@/components/load-error';
import { PageHeader } from '@/components/page-header';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { api } from '@/lib/api';
import { CUSTOMERS_UI } from '@livra/shared/ui/customers';
import { useLocale, useTexts } from '@/lib/i18n';

const STEP_ICONS: ReactNode[] = [
  <ReceiptText key="order" aria-hidden className="size-5" />,
  <Coins key="change" aria-hidden className="size-5" />,
  <HandCoins key="pay" aria-hidden className="size-5" />,
  <ShieldCheck key="confirm" aria-hidden className="size-5" />,
];

export default function PaymentsPage() {
  const t = useTexts('customers', CUSTOMERS_UI);
  return (
    <div className="space-y-6">
      <PageHeader title={t.paymentMethods} description={t.paymentsIntro} />
      <Card>
        <CardContent className="flex items-start gap-4 pt-4 sm:pt-5">
          <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-success-soft text-success">
            <Banknote aria-hidden className="size-6" />
          </span>
          <div className="space-y-1">
            <div className="flex flex-wrap items-center gap-2">
              <h2 className="font-semibold">{t.cashOnDelivery}</h2>
              <Badge variant="success">{t.inUse}</Badge>
            </div>
            <p className="text-sm text-muted-foreground">{t.cashText}</p>
          </div>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>{t.howItWorks}</CardTitle>
        </CardHeader>
        <CardContent>
          <ol className="grid gap-4 sm:grid-cols-2">
            {t.steps.map((step, index) => (
              <li key={step.title} className="flex gap-3">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                  {STEP_ICONS[index]}
                </span>
                <div>
                  <p className="font-medium">
                    {index + 1}. {step.title}
                  </p>
                  <p className="text-sm text-muted-foreground">{step.text}</p>
                </div>
              </li>
            ))}
          </ol>
        </CardContent>
      </Card>

      <CashHistory />
    </div>
  );
}

/** What the customer has paid in cash so far, from their delivered orders. */
function CashHistory() {
  const t = useTexts('customers', CUSTOMERS_UI);
  const locale = useLocale();
  const summary = useQuery({
    queryKey: ['customers', 'payments-summary'],
    queryFn: ({ signal }) => api.get<CustomerOrderSummary>('/api/orders/summary', { signal }),
    staleTime: 2 * 60_000,
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t.yourCashPayments}</CardTitle>
      </CardHeader>
      <CardContent>
        {summary.isError ? (
          <LoadError error={summary.error} onRetry={() => void summary.refetch()} />
        ) : !summary.data ? (
          <div className="grid gap-3 sm:grid-cols-2">
            <Skeleton className="h-16" />
            <Skeleton className="h-16" />
          </div>
        ) : (
          <dl className="grid gap-3 sm:grid-cols-2">
            <Figure label={t.totalPaid} value={formatGNFFull(summary.data.amountSpent, locale)} />
            <Figure label={t.activeOrders} value={String(summary.data.activeOrderCount)} />
          </dl>
        )}
      </CardContent>
    </Card>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg border bg-muted/40 px-4 py-3">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-xl font-bold">{value}</dd>
    </div>
  );
}
