import type { AdminStats } from '@livra/shared/admin-home';
import { formatGNF, formatGNFFull } from '@livra/shared/money';
import { ADMIN_HOME_UI } from '@livra/shared/ui/admin-home';
import {
  ArrowRight,
  Banknote,
  Bike,
  Building2,
  Hourglass,
  Inbox,
  ShoppingBag,
  Store,
  Truck,
  Users,
} from 'lucide-react';
import { Link } from '@/components/link';
import { StatCard, StatCardSkeleton } from '@/components/stat-card';
import { useLocale, useTexts } from '@/lib/i18n';
import { cn, placeholderKeys } from '@/lib/utils';
import { ADMIN_LINKS } from './admin-links';

const GRID = 'grid grid-cols-2 gap-3 lg:grid-cols-4';

/** The eight figures of spec 02 §3 for the chosen period. */
export function AdminFigures({ stats, periodLabel }: { stats: AdminStats | undefined; periodLabel: string }) {
  const t = useTexts('adminHome', ADMIN_HOME_UI);
  const locale = useLocale();
  if (!stats) {
    return (
      <div className={GRID}>
        {placeholderKeys(8).map((key) => (
          <StatCardSkeleton key={key} />
        ))}
      </div>
    );
  }
  const added = (count: number) => t.added(count, periodLabel);
  return (
    <div className={GRID}>
      <StatCard icon={Users} label={t.users} value={stats.totalUsers} hint={added(stats.newUsers)} />
      <StatCard icon={Building2} label={t.businesses} value={stats.totalBusinesses} hint={added(stats.newBusinesses)} />
      <StatCard icon={ShoppingBag} label={t.orders} value={stats.totalOrders} hint={periodLabel} />
      <StatCard icon={Bike} label={t.drivers} value={stats.totalDrivers} hint={added(stats.newDrivers)} />
      <StatCard
        icon={Banknote}
        label={t.revenue}
        value={<span title={formatGNFFull(stats.totalRevenue, locale)}>{formatGNF(stats.totalRevenue, locale)}</span>}
        hint={t.revenueHint(periodLabel)}
      />
      <StatCard
        icon={Hourglass}
        label={t.pendingOrders}
        value={stats.pendingOrders}
        hint={t.pendingOrdersHint}
        highlight={stats.pendingOrders > 0}
      />
      <StatCard icon={Truck} label={t.activeDrivers} value={stats.activeDrivers} hint={t.onDuty(stats.driversOnDuty)} />
      <StatCard
        icon={Store}
        label={t.activeBusinesses}
        value={stats.activeBusinesses}
        hint={t.outOfBusinesses(stats.totalBusinesses)}
      />
    </div>
  );
}

/** Partner and driver applications waiting for an answer, leading to the requests page. */
export function PendingRequestsCard({ stats }: { stats: AdminStats | undefined }) {
  const t = useTexts('adminHome', ADMIN_HOME_UI);
  const pending = stats?.pendingRequests;
  const total = pending?.total ?? 0;
  return (
    <Link
      to={ADMIN_LINKS.requests}
      className={cn(
        'flex items-center gap-4 rounded-lg border bg-card p-4 transition-colors hover:bg-muted/50',
        total > 0 && 'border-brand-300 bg-brand-50 hover:bg-brand-100',
      )}
    >
      <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-600 text-white">
        <Inbox aria-hidden className="size-5" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block font-semibold">{pending ? t.pendingRequestsCount(total) : t.pendingRequests}</span>
        <span className="block text-sm text-muted-foreground">
          {pending ? t.requestsSplit(pending.partners, pending.drivers) : t.loading}
        </span>
      </span>
      <span className="flex items-center gap-1 text-sm font-semibold text-brand-700">
        <span className="hidden sm:inline">{t.handleRequests}</span>
        <ArrowRight aria-hidden className="size-4" />
      </span>
    </Link>
  );
}
