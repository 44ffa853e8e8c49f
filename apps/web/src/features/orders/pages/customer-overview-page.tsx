import { formatGNFFull } from '@livra/shared/money';
import { Bell, ClipboardList, Heart, MapPin, Search, Store, User, Wallet, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DashboardGreeting } from '@/components/dashboard-greeting';
import { Image } from '@/components/image';
import { LoadError } from '@/components/load-error';
import { QuickLinks } from '@/components/quick-links';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useOrderLiveUpdates, useOrderSummary } from '../api';
import { OrderList, OrderListSkeleton } from '../components/order-list';

const LINKS = [
  {
    to: '/dashboard/orders',
    label: 'Mes commandes',
    description: 'Suivre et retrouver vos commandes',
    icon: ClipboardList,
  },
  { to: '/dashboard/addresses', label: 'Adresses', description: 'Vos lieux de livraison', icon: MapPin },
  { to: '/dashboard/favorites', label: 'Favoris', description: 'Vos commerces préférés', icon: Heart },
  { to: '/dashboard/notifications', label: 'Notifications', description: 'Les nouvelles de vos commandes', icon: Bell },
  { to: '/dashboard/profile', label: 'Profil', description: 'Vos informations et votre mot de passe', icon: User },
  { to: '/search', label: 'Commander', description: 'Trouver un plat ou un commerce', icon: Search },
];

/** /dashboard: the customer's figures, favourite businesses and latest orders, kept live. */
export default function CustomerOverviewPage() {
  useOrderLiveUpdates();
  const summary = useOrderSummary();
  const data = summary.data;

  return (
    <div className="space-y-8">
      <DashboardGreeting eyebrow="Vue d'ensemble" description="Votre espace client Livra." />
      {summary.isError && !data ? (
        <LoadError error={summary.error} onRetry={() => void summary.refetch()} />
      ) : (
        <>
          <section aria-label="Vos chiffres" className="grid grid-cols-2 gap-3 lg:grid-cols-3">
            <Figure
              icon={Wallet}
              label="Montant dépensé"
              value={data && formatGNFFull(data.amountSpent)}
              hint="Commandes livrées"
              className="col-span-2 lg:col-span-1"
            />
            <Figure icon={ClipboardList} label="Commandes passées" value={data?.orderCount} />
            <Figure icon={Store} label="En cours" value={data?.activeOrderCount} />
          </section>

          <div className="grid items-start gap-6 [&>*]:min-w-0 lg:grid-cols-[1fr_20rem]">
            <section aria-labelledby="recent-orders" className="min-w-0 space-y-3">
              <div className="flex items-end justify-between">
                <h2 id="recent-orders" className="text-lg font-bold">
                  Commandes récentes
                </h2>
                <Link
                  to="/dashboard/orders"
                  className="inline-flex min-h-11 items-center text-sm font-semibold text-primary hover:underline"
                >
                  Tout voir
                </Link>
              </div>
              {!data ? (
                <OrderListSkeleton rows={3} />
              ) : data.recentOrders.length === 0 ? (
                <EmptyState
                  icon={ClipboardList}
                  title="Aucune commande pour le moment"
                  action={
                    <Button asChild className="h-11">
                      <Link to="/categories">Commander</Link>
                    </Button>
                  }
                />
              ) : (
                <OrderList orders={data.recentOrders} />
              )}
            </section>

            <Card>
              <CardHeader>
                <CardTitle>Restaurants favoris</CardTitle>
              </CardHeader>
              <CardContent>
                {!data ? (
                  <div className="space-y-3">
                    <Skeleton className="h-12 w-full" />
                    <Skeleton className="h-12 w-full" />
                  </div>
                ) : data.favoriteRestaurants.length === 0 ? (
                  <p className="text-sm text-muted-foreground">
                    Vos commerces préférés apparaîtront ici après vos premières commandes.
                  </p>
                ) : (
                  <ol className="space-y-1">
                    {data.favoriteRestaurants.map((business) => (
                      <li key={business.businessId}>
                        <Link
                          to={`/services/${business.businessId}`}
                          className="flex min-h-12 items-center gap-3 rounded-md p-1.5 transition-colors hover:bg-muted"
                        >
                          <Image
                            src={business.logo}
                            alt=""
                            className="size-10 shrink-0 rounded-md"
                            fallback={<Store aria-hidden className="size-4" />}
                          />
                          <span className="min-w-0 flex-1">
                            <span className="block truncate font-semibold">{business.name}</span>
                            <span className="block text-xs text-muted-foreground">
                              {business.orderCount} commande{business.orderCount > 1 ? 's' : ''}
                            </span>
                          </span>
                        </Link>
                      </li>
                    ))}
                  </ol>
                )}
              </CardContent>
            </Card>
          </div>
        </>
      )}
      <QuickLinks links={LINKS} />
    </div>
  );
}

function Figure({
  icon: Icon,
  label,
  value,
  hint,
  className,
}: {
  icon: LucideIcon;
  label: string;
  value: ReactNode;
  hint?: string;
  className?: string;
}) {
  return (
    <Card className={className}>
      <CardContent className="flex items-center gap-3 pt-4 sm:pt-5">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-600">
          <Icon aria-hidden className="size-5" />
        </span>
        <div className="min-w-0">
          <p className="text-xs text-muted-foreground sm:text-sm">{label}</p>
          {value === undefined ? (
            <Skeleton className="mt-1 h-6 w-16" />
          ) : (
            <p className="truncate text-lg font-bold sm:text-xl">{value}</p>
          )}
          {hint && <p className="text-xs text-muted-foreground">{hint}</p>}
        </div>
      </CardContent>
    </Card>
  );
}
