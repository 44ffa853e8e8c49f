import { HOME_UI } from '@livra/shared/ui/home';
import { Link } from '@/components/link';
import { Skeleton } from '@/components/ui/skeleton';
import type { BusinessTypeSummary } from '../api';
import { businessTypeIcon } from './business-type-icon';
import { useTexts } from '@/lib/i18n';
import { placeholderKeys } from '@/lib/utils';

const SAFE_COLOR = /^#[0-9a-f]{3,8}$/i;

/** One link per business type, to the search filtered on that type. */
export function BusinessTypeLinks({ types }: { types: BusinessTypeSummary[] }) {
  const t = useTexts('home', HOME_UI);
  return (
    // `relative`: absolutely placed children stay inside the scroller instead of widening the page.
    <ul className="relative -mx-4 flex snap-x scroll-px-4 gap-3 overflow-x-auto px-4 pb-2 sm:mx-0 sm:grid sm:grid-cols-4 sm:overflow-visible sm:px-0 lg:grid-cols-8">
      {types.map((type) => {
        const Icon = businessTypeIcon(type.icon, type.name);
        const color = type.color && SAFE_COLOR.test(type.color) ? type.color : 'var(--color-brand-600)';
        return (
          <li key={type.id} className="w-24 shrink-0 snap-start sm:w-auto">
            <Link
              to={`/search?type=${encodeURIComponent(type.id)}`}
              className="flex h-full flex-col items-center gap-2 rounded-lg border bg-card px-2 py-3 text-center shadow-xs transition hover:-translate-y-0.5 hover:border-brand-200 hover:shadow-md"
            >
              <span
                className="flex size-11 items-center justify-center rounded-full"
                style={{ color, backgroundColor: `color-mix(in srgb, ${color} 12%, white)` }}
              >
                <Icon aria-hidden className="size-5" />
              </span>
              <span className="text-sm font-semibold leading-tight">{type.name}</span>
              <span className="text-xs text-muted-foreground">{t.businessCount(type.businessCount)}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

export function BusinessTypeLinksSkeleton() {
  return (
    <div className="-mx-4 flex gap-3 overflow-hidden px-4 sm:mx-0 sm:grid sm:grid-cols-4 sm:px-0 lg:grid-cols-8">
      {placeholderKeys(8).map((key) => (
        <Skeleton key={key} className="h-28 w-24 shrink-0 rounded-lg sm:w-auto" />
      ))}
    </div>
  );
}
