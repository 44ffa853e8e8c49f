import type { RequestStats } from '@livra/shared/admin-requests';
import { CheckCircle2, Clock, Inbox, XCircle } from 'lucide-react';
import { StatCard, StatCardSkeleton } from '@/components/stat-card';
import { LOCALE_TAGS } from '@livra/shared/locale';
import { useLocale } from '@/lib/i18n';
import { placeholderKeys } from '@/lib/utils';
import { useRequestsAdminTexts } from './texts';

/** Total, En attente, Approuvées, Rejetées (spec 02 §2). */
export function RequestStatCards({ stats }: { stats: RequestStats | undefined }) {
  const t = useRequestsAdminTexts();
  const tag = LOCALE_TAGS[useLocale()];
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
      <StatCard icon={Inbox} label={t.total} value={stats.total.toLocaleString(tag)} />
      <StatCard
        icon={Clock}
        label={t.pending}
        value={stats.pending.toLocaleString(tag)}
        highlight={stats.pending > 0}
      />
      <StatCard icon={CheckCircle2} label={t.approvedMany} value={stats.approved.toLocaleString(tag)} />
      <StatCard icon={XCircle} label={t.rejectedMany} value={stats.rejected.toLocaleString(tag)} />
    </div>
  );
}
