import type { AdminUserStats } from '@livra/shared/admin-users';
import { MESSAGES } from '@livra/shared/messages';
import { Bike, Building2, ShieldCheck, ShoppingBag, UserCheck, UserPlus, Users, UserX } from 'lucide-react';
import { LoadError } from '@/components/load-error';
import { StatCard, StatCardSkeleton } from '@/components/stat-card';
import { placeholderKeys } from '@/lib/utils';
import { useUserStats } from '../api';

const GRID = 'grid grid-cols-2 gap-3 lg:grid-cols-4';

/** Accounts in all, active and inactive, new this month, then per role. */
export function UserStats() {
  const stats = useUserStats();
  if (stats.isError && !stats.data)
    return <LoadError error={stats.error} onRetry={() => void stats.refetch()} title={MESSAGES.statsLoadError} />;
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
  const share = (part: number) => (stats.total > 0 ? `${Math.round((part / stats.total) * 100)} % des comptes` : '—');
  return (
    <section aria-label="Statistiques des utilisateurs" className={GRID}>
      <StatCard
        icon={Users}
        label="Utilisateurs"
        value={stats.total}
        hint={
          stats.deleted > 0
            ? `Hors ${stats.deleted} compte${stats.deleted > 1 ? 's' : ''} supprimé${stats.deleted > 1 ? 's' : ''}`
            : 'Tous les comptes'
        }
      />
      <StatCard icon={UserCheck} label="Actifs" value={stats.active} hint={share(stats.active)} />
      <StatCard icon={UserX} label="Inactifs" value={stats.inactive} hint="Connexion refusée" />
      <StatCard icon={UserPlus} label="Nouveaux ce mois" value={stats.newThisMonth} hint="Depuis le 1er du mois" />
      <StatCard icon={ShoppingBag} label="Clients" value={stats.byRole.customer} hint={share(stats.byRole.customer)} />
      <StatCard icon={Building2} label="Partenaires" value={stats.byRole.partner} hint={share(stats.byRole.partner)} />
      <StatCard icon={Bike} label="Livreurs" value={stats.byRole.driver} hint={share(stats.byRole.driver)} />
      <StatCard icon={ShieldCheck} label="Admins" value={stats.byRole.admin} hint={share(stats.byRole.admin)} />
    </section>
  );
}
