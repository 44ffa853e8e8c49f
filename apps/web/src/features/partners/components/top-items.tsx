import { formatGNF, formatGNFFull } from '@livra/shared/money';
import type { TopItem } from '@livra/shared/partners';
import { Trophy } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { LOCALE_TAGS } from '@livra/shared/locale';
import { useLocale } from '@/lib/i18n';
import { placeholderKeys } from '@/lib/utils';
import { usePartnerTexts } from '../texts';

/** Best sellers with their share of everything sold, as bars. */
export function TopItemsList({ items }: { items: TopItem[] }) {
  const t = usePartnerTexts();
  const locale = useLocale();
  if (items.length === 0) {
    return <EmptyState icon={Trophy} title={t.noItemsSold} className="border-none py-6" />;
  }
  return (
    <ol className="space-y-3">
      {items.map((item, index) => (
        <li key={item.name}>
          <div className="flex items-baseline justify-between gap-3 text-sm">
            <span className="min-w-0 truncate font-medium">
              <span className="mr-2 text-muted-foreground tabular-nums">{index + 1}.</span>
              {item.name}
            </span>
            <span className="shrink-0 tabular-nums text-muted-foreground">
              <strong className="text-foreground">{item.quantity}</strong> {t.sold(item.quantity)} ·{' '}
              <span title={formatGNFFull(item.revenue, locale)}>{formatGNF(item.revenue, locale)}</span>
            </span>
          </div>
          <div className="mt-1.5 flex items-center gap-2">
            {/* The bar draws the share written beside it, which screen readers read instead. */}
            <div className="h-2 flex-1 overflow-hidden rounded-full bg-muted" aria-hidden>
              <div className="h-full rounded-full bg-brand-500" style={{ width: `${Math.max(item.share, 1)}%` }} />
            </div>
            <span className="w-12 text-right text-xs font-semibold tabular-nums">
              <span className="sr-only">{t.salesShare}</span>
              {item.share.toLocaleString(LOCALE_TAGS[locale])}
              {locale === 'fr' ? ' %' : '%'}
            </span>
          </div>
        </li>
      ))}
    </ol>
  );
}

export function TopItemsSkeleton() {
  return (
    <div className="space-y-4">
      {placeholderKeys(4).map((key) => (
        <div key={key} className="space-y-2">
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="h-2 w-full" />
        </div>
      ))}
    </div>
  );
}
