import { formatGNFFull } from '@livra/shared/money';
import { ORDERS_UI } from '@livra/shared/ui/orders';
import { Bell, ClipboardList, Heart, MapPin, Search, Store, User, Wallet, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from '@/components/link';
import { DashboardGreeting } from '@/components/dashboard-greeting';
import { Image } from '@/components/image';
import { LoadError } from '@/components/load-error';
import { QuickLinks } from '@/components/quick-links';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useLocale, useTexts } from '@/lib/i18n';
import { useOrderLiveUpdates, useOrderSummary } from '../api';
import { OrderList, OrderListSkeleton } from '../components/order-list';

const LINKS = [
  { to: '/dashboard/orders', key: 'orders', icon: ClipboardList },
  { to: '/dashboard/addresses', key: 'addresses', icon: MapPin },
  { to: '/dashboard/favorites', key: 'favorites', icon: Heart },
  { to: '/dashboard/notifications', key: 'notifications', icon: Bell },
  { to: '/dashboard/profile', key: 'profile', icon: User },
  { to: '/search', key: 'search', icon: Search },
] as const;

/** /dashboard: the customer's figures, favourite businesses and latest orders, kept live. */
export default function CustomerOverviewPage() {
  useOrderLiveUpdates();
  const summary = useOrderSummary();
  const data = summary.data;
  const t = useTexts('orders', ORDERS_UI);
  const locale = useLocale();

  return (
    <div className="space-y-8">
      <DashboardGreeting eyebrow={t.overview} description={t.overviewDescription} />
      {summary.isError && !data ? (
        <LoadError error={summary.error} onRetry={() => void summary.refetch()} />
      ) : (
        <>
          <section aria-label={t.yourFigures} className="grid grid-cols-2 gap-3 lg:grid-cols-3">
            <Figure
              icon={Wallet}
              label={t.amountSpent}
              value={data && formatGNFFull(data.amountSpent, locale)}
              hint={t.deliveredOrders}
              className="col-span-2 lg:col-span-1"
            />
            <Figure icon={ClipboardList} label={t.ordersPlaced} value={data?.orderCount} />
            <Figure icon={Store} label={t.inProgress} value={data?.activeOrderCount} />
          </section>

          <div className="grid items-start gap-6 [&>*]:min-w-0 lg:grid-cols-[1fr_20rem]">
            <section aria-labelledby="recent-orders" className="min-w-0 space-y-3">
              <div className="flex items-end justify-between">
                <h2 id="recent-orders" className="text-lg font-bold">
                  {t.recentOrders}
                </h2>
                <Link
                  to="/dashboard/orders"
                  className="inline-flex min-h-11 items-center text-sm font-semibold text-primary hover:underline"
                >
                  {t.seeAll}
                </Link>
              </div>
              {!data ? (
                <OrderListSkeleton rows={3} />
              ) : data.recentOrders.length === 0 ? (
                <EmptyState
                  icon={ClipboardList}
                  title={t.noOrdersYet}
                  action={
                    <Button asChild className="h-11">
                      <Link to="/categories">{t.orderNow}</Link>
                    </Button>
                  }
                />
              ) : (
                <OrderList orders={data.recentOrders} />
              )}
            </section>

            <Card>
              <CardHeader>
                <CardTitle>{t.favouriteRestaurants}</CardTitle>
              </CardHeader>
              <CardContent>
                {!data ? (
                  <div className="space-y-3">
                    <Skeleton className="h-12 w-full" />
                    <Skeleton className="h-12 w-full" />
                  </div>
                ) : data.favoriteRestaurants.length === 0 ? (
                  <p className="text-sm text-muted-foreground">{t.favouritesHint}</p>
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
                              {t.orderCount(business.orderCount)}
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
      <QuickLinks links={LINKS.map(({ key, ...link }) => ({ ...link, ...t.links[key] }))} />
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
