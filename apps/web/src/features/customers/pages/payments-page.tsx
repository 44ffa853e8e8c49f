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

const STEPS: { icon: ReactNode; title: string; text: string }[] = [
  {
    icon: <ReceiptText aria-hidden className="size-5" />,
    title: 'Vous commandez',
    text: 'Le total à payer (articles, TVA de 18 % et frais de livraison) est affiché avant que vous validiez. Rien n’est débité à l’avance.',
  },
  {
    icon: <Coins aria-hidden className="size-5" />,
    title: 'Préparez l’appoint',
    text: 'Gardez le montant exact en francs guinéens si possible : le livreur n’a pas toujours de monnaie sur lui.',
  },
  {
    icon: <HandCoins aria-hidden className="size-5" />,
    title: 'Vous payez à la remise',
    text: 'Vous réglez le livreur en espèces au moment où il vous remet votre commande, après l’avoir vérifiée.',
  },
  {
    icon: <ShieldCheck aria-hidden className="size-5" />,
    title: 'Le livreur confirme',
    text: 'Le livreur confirme dans l’application avoir reçu les espèces : votre commande passe alors « Livrée ».',
  },
];

export default function PaymentsPage() {
  return (
    <div className="space-y-6">
      <PageHeader title="Moyens de paiement" description="Comment vous réglez vos commandes sur Livra." />
      <Card>
        <CardContent className="flex items-start gap-4 pt-4 sm:pt-5">
          <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-success-soft text-success">
            <Banknote aria-hidden className="size-6" />
          </span>
          <div className="space-y-1">
            <div className="flex flex-wrap items-center gap-2">
              <h2 className="font-semibold">Espèces à la livraison</h2>
              <Badge variant="success">Utilisé</Badge>
            </div>
            <p className="text-sm text-muted-foreground">
              C’est le moyen de paiement de toutes les commandes Livra : vous payez le livreur en espèces (GNF) quand il
              vous remet votre commande. Aucune carte ni aucun compte à enregistrer.
            </p>
          </div>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Comment ça marche</CardTitle>
        </CardHeader>
        <CardContent>
          <ol className="grid gap-4 sm:grid-cols-2">
            {STEPS.map((step, index) => (
              <li key={step.title} className="flex gap-3">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                  {step.icon}
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
  const summary = useQuery({
    queryKey: ['customers', 'payments-summary'],
    queryFn: ({ signal }) => api.get<CustomerOrderSummary>('/api/orders/summary', { signal }),
    staleTime: 2 * 60_000,
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle>Vos paiements en espèces</CardTitle>
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
            <Figure label="Total payé à la livraison" value={formatGNFFull(summary.data.amountSpent)} />
            <Figure label="Commandes en cours (à payer à la livraison)" value={String(summary.data.activeOrderCount)} />
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
