import type { RequestStats } from '@livra/shared/admin-requests';
import { CheckCircle2, Clock, Inbox, XCircle } from 'lucide-react';
import { StatCard, StatCardSkeleton } from '@/components/stat-card';
import { placeholderKeys } from '@/lib/utils';

/** Total, En attente, Approuvées, Rejetées (spec 02 §2). */
export function RequestStatCards({ stats }: { stats: RequestStats | undefined }) {
  if (!stats) {
    return (
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {placeholderKeys(4).map((key) => (
          <StatCardSkeleton key={key} />
        ))}
      </div>
    );
  }
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <StatCard icon={Inbox} label="Total" value={stats.total.toLocaleString('fr-FR')} />
      <StatCard
        icon={Clock}
        label="En attente"
        value={stats.pending.toLocaleString('fr-FR')}
        highlight={stats.pending > 0}
      />
      <StatCard icon={CheckCircle2} label="Approuvées" value={stats.approved.toLocaleString('fr-FR')} />
      <StatCard icon={XCircle} label="Rejetées" value={stats.rejected.toLocaleString('fr-FR')} />
    </div>
  );
}
