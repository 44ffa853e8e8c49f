import type { AdminUserStats } from '@livra/shared/admin-users';
import { MESSAGES } from '@livra/shared/messages';
import { ADMIN_USERS_UI } from '@livra/shared/ui/admin-users';
import { Bike, Building2, ShieldCheck, ShoppingBag, UserCheck, UserPlus, Users, UserX } from 'lucide-react';
import { LoadError } from '@/components/load-error';
import { StatCard, StatCardSkeleton } from '@/components/stat-card';
import { useMessage, useTexts } from '@/lib/i18n';
import { placeholderKeys } from '@/lib/utils';
import { useUserStats } from '../api';

const GRID = 'grid grid-cols-2 gap-3 lg:grid-cols-4';

/** Accounts in all, active and inactive, new this month, then per role. */
export function UserStats() {
  const stats = useUserStats();
  const message = useMessage();
  if (stats.isError && !stats.data)
    return (
      <LoadError error={stats.error} onRetry={() => void stats.refetch()} title={message(MESSAGES.statsLoadError)} />
    );
  if (!stats.data) {
    return (
      <div className={GRID}>
        {placeholderKeys(8).map((key) => (
          <StatCardSkeleton key={key} />
        ))}
      </div>
    );
  }
  return <Figures stats={stats.data} />;
}

function Figures({ stats }: { stats: AdminUserStats }) {
  const t = useTexts('adminUsers', ADMIN_USERS_UI);
  const share = (part: number) => (stats.total > 0 ? t.shareOfAccounts(Math.round((part / stats.total) * 100)) : '—');
  return (
    <section aria-label={t.statsLabel} className={GRID}>
      <StatCard
        icon={Users}
        label={t.users}
        value={stats.total}
        hint={stats.deleted > 0 ? t.withoutDeleted(stats.deleted) : t.everyAccount}
      />
      <StatCard icon={UserCheck} label={t.actives} value={stats.active} hint={share(stats.active)} />
      <StatCard icon={UserX} label={t.inactives} value={stats.inactive} hint={t.signInRefused} />
      <StatCard icon={UserPlus} label={t.newThisMonth} value={stats.newThisMonth} hint={t.sinceFirst} />
      <StatCard
        icon={ShoppingBag}
        label={t.customers}
        value={stats.byRole.customer}
        hint={share(stats.byRole.customer)}
      />
      <StatCard icon={Building2} label={t.partners} value={stats.byRole.partner} hint={share(stats.byRole.partner)} />
      <StatCard icon={Bike} label={t.drivers} value={stats.byRole.driver} hint={share(stats.byRole.driver)} />
      <StatCard icon={ShieldCheck} label={t.admins} value={stats.byRole.admin} hint={share(stats.byRole.admin)} />
    </section>
  );
}
