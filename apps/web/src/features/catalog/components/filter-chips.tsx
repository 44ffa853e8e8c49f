import { REGIONS } from '@livra/shared/regions';
import { Clock } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';
import { CATALOG_UI } from '@livra/shared/ui/catalog';
import { useTexts } from '@/lib/i18n';

/** A toggle chip (44 px high for thumbs), pressed when its filter is on. */
export function FilterChip({
  pressed,
  onClick,
  children,
}: {
  pressed: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className={cn(
        'inline-flex min-h-11 shrink-0 snap-start items-center gap-1.5 rounded-full border px-4 text-sm font-semibold transition-colors',
        pressed ? 'border-primary bg-primary text-primary-foreground' : 'bg-card text-foreground hover:bg-muted',
      )}
    >
      {children}
    </button>
  );
}

interface ListingFiltersProps {
  region: string;
  openOnly: boolean;
  onRegionChange: (region: string) => void;
  onOpenOnlyChange: (openOnly: boolean) => void;
}

/** Region and "open now" chips of the listings, one scrolling row on phones. */
export function ListingFilters({ region, openOnly, onRegionChange, onOpenOnlyChange }: ListingFiltersProps) {
  const t = useTexts('catalog', CATALOG_UI);
  return (
    <fieldset className="relative -mx-4 flex min-w-0 snap-x scroll-px-4 gap-2 overflow-x-auto px-4 pb-2 sm:mx-0 sm:flex-wrap sm:px-0">
      <legend className="sr-only">{t.filters}</legend>
      <FilterChip pressed={openOnly} onClick={() => onOpenOnlyChange(!openOnly)}>
        <Clock aria-hidden className="size-4" />
        {t.openNow}
      </FilterChip>
      <span aria-hidden className="my-2 w-px shrink-0 bg-border" />
      <FilterChip pressed={!region} onClick={() => onRegionChange('')}>
        {t.allRegions}
      </FilterChip>
      {REGIONS.map((name) => (
        <FilterChip key={name} pressed={region === name} onClick={() => onRegionChange(region === name ? '' : name)}>
          {name}
        </FilterChip>
      ))}
    </fieldset>
  );
}
