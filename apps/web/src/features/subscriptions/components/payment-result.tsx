import { parsePaymentResult, type PaymentResultStatus } from '@livra/shared/subscriptions';
import { ADMIN_BILLING_UI } from '@livra/shared/ui/admin-billing';
import { CheckCircle2, Clock, HelpCircle, XCircle, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { PageContainer } from '@/components/page-container';
import { useDocumentTitle } from '@/components/document-title';
import { Card, CardContent } from '@/components/ui/card';
import { useTexts } from '@/lib/i18n';
import { cn } from '@/lib/utils';

type Texts = ReturnType<typeof useTexts<'adminBilling'>>;

interface Outcome {
  icon: LucideIcon;
  title: (t: Texts) => string;
  tone: string;
}

const OUTCOMES: Record<PaymentResultStatus | 'unknown', Outcome> = {
  success: { icon: CheckCircle2, title: (t) => t.texts.paymentSuccessTitle, tone: 'bg-success-soft text-success' },
  pending: { icon: Clock, title: (t) => t.texts.paymentPendingTitle, tone: 'bg-brand-50 text-brand-700' },
  failed: { icon: XCircle, title: (t) => t.texts.paymentFailedTitle, tone: 'bg-red-50 text-red-700' },
  unknown: { icon: HelpCircle, title: (t) => t.texts.paymentUnknownTitle, tone: 'bg-muted text-muted-foreground' },
};

interface PaymentResultProps {
  documentTitle: string;
  /** What to say for each outcome; `unknown` when the link carries no readable status. */
  explanations: Record<PaymentResultStatus | 'unknown', ReactNode>;
  /** Where to go next (links), shown under the explanation. */
  actions: ReactNode;
}

/**
 * Shows the outcome a payment service gave in the link (`?status=…&reference=…`). Livra has no
 * online payment yet: this page only repeats what the link says and never claims to have
 * checked it; the billing page and the orders show what Livra actually recorded.
 */
export function PaymentResult({ documentTitle, explanations, actions }: PaymentResultProps) {
  const t = useTexts('adminBilling', ADMIN_BILLING_UI);
  useDocumentTitle(documentTitle);
  const [params] = useSearchParams();
  const { status, reference } = parsePaymentResult(params);
  const outcome = OUTCOMES[status ?? 'unknown'];
  const Icon = outcome.icon;
  return (
    <PageContainer className="max-w-xl">
      <Card>
        <CardContent className="flex flex-col items-center gap-4 pt-8 pb-8 text-center sm:pt-10">
          <span className={cn('flex size-16 items-center justify-center rounded-full', outcome.tone)}>
            <Icon aria-hidden className="size-8" />
          </span>
          <h1 className="text-2xl font-bold tracking-tight">{outcome.title(t)}</h1>
          {reference && <p className="rounded-md bg-muted px-3 py-1.5 font-mono text-sm">{t.referenceOf(reference)}</p>}
          <div className="max-w-md text-sm text-muted-foreground">{explanations[status ?? 'unknown']}</div>
          <div className="flex w-full flex-col gap-2 sm:w-auto sm:flex-row">{actions}</div>
        </CardContent>
      </Card>
    </PageContainer>
  );
}
