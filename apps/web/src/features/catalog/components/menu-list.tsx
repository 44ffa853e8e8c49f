import type { MenuItemView, MenuSection } from '@livra/shared/catalog';
import { formatGNF } from '@livra/shared/money';
import { Flame, UtensilsCrossed } from 'lucide-react';
import type { ReactNode } from 'react';
import { Image } from '@/components/image';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { cn, placeholderKeys } from '@/lib/utils';
import { sectionId } from './menu-nav';
import { CATALOG_UI } from '@livra/shared/ui/catalog';
import { useLocale, useTexts } from '@/lib/i18n';

interface MenuListProps {
  sections: MenuSection[];
  /** How far sections stop under the sticky bars when reached by a link. */
  scrollMargin: number;
  /** The control of an available item (the cart's add button, given by the page). */
  renderAction: (item: MenuItemView) => ReactNode;
}

/** The menu by section; popular items marked, unavailable ones shown greyed and not orderable. */
export function MenuList({ sections, scrollMargin, renderAction }: MenuListProps) {
  return (
    <div className="space-y-8">
      {sections.map((section, index) => (
        <section
          key={section.id ?? 'others'}
          id={sectionId(index)}
          aria-labelledby={`${sectionId(index)}-title`}
          style={{ scrollMarginTop: scrollMargin }}
        >
          <h2 id={`${sectionId(index)}-title`} className="text-lg font-bold tracking-tight sm:text-xl">
            {section.name}
          </h2>
          {section.description && <p className="mt-0.5 text-sm text-muted-foreground">{section.description}</p>}
          <ul className="mt-3 grid gap-3 lg:grid-cols-2">
            {section.items.map((item) => (
              <li key={item.id}>
                <MenuItemRow item={item} action={item.isAvailable ? renderAction(item) : null} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

function MenuItemRow({ item, action }: { item: MenuItemView; action: ReactNode }) {
  const t = useTexts('catalog', CATALOG_UI);
  const locale = useLocale();
  return (
    <article
      aria-label={item.isAvailable ? item.name : t.unavailableItem(item.name)}
      className={cn('flex h-full gap-3 rounded-lg border bg-card p-3', !item.isAvailable && 'bg-muted/60')}
    >
      <div className="flex min-w-0 flex-1 flex-col">
        <div className="flex flex-wrap items-center gap-1.5">
          <h3 className={cn('font-semibold leading-snug', !item.isAvailable && 'text-muted-foreground')}>
            {item.name}
          </h3>
          {item.isPopular && item.isAvailable && (
            <Badge variant="brand">
              <Flame aria-hidden />
              {t.popular}
            </Badge>
          )}
          {!item.isAvailable && <Badge variant="secondary">{t.unavailable}</Badge>}
        </div>
        {item.description && <p className="mt-1 line-clamp-2 text-sm text-muted-foreground">{item.description}</p>}
        <div className="mt-auto flex items-center justify-between gap-2 pt-2">
          <p className={cn('font-bold', item.isAvailable ? 'text-brand-700' : 'text-muted-foreground line-through')}>
            {formatGNF(item.price, locale)}
          </p>
          {action}
        </div>
      </div>
      <Image
        src={item.image}
        alt=""
        className={cn('size-24 shrink-0 rounded-md sm:size-28', !item.isAvailable && 'opacity-50 grayscale')}
        fallback={<UtensilsCrossed aria-hidden className="size-6" />}
      />
    </article>
  );
}

export function MenuListSkeleton() {
  return (
    <div className="space-y-3">
      <Skeleton className="h-6 w-40" />
      {placeholderKeys(4).map((key) => (
        <Skeleton key={key} className="h-30 w-full rounded-lg" />
      ))}
    </div>
  );
}
