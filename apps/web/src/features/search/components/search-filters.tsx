import { formatGNFFull } from '@livra/shared/money';
import { Clock, SlidersHorizontal, X } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { cn } from '@/lib/utils';
import type { SearchFilters as Filters } from '../api';
import { SEARCH_UI } from '@livra/shared/ui/search';
import { useLocale, useTexts } from '@/lib/i18n';

export interface FilterChoice {
  id: string;
  name: string;
}

interface SearchFiltersProps {
  value: Filters;
  categories: FilterChoice[];
  types: FilterChoice[];
  onChange: (next: Partial<Record<keyof Filters, string>>) => void;
  onClear: () => void;
}

const RATINGS = ['3', '4', '4.5'] as const;
const PRICES = [5_000, 10_000, 25_000, 50_000, 100_000];

/**
 * The filters of spec 01 §7 (category, type, open now, minimum rating, maximum price), kept
 * in the URL by the page. On phones they fold behind a "Filtres" button showing how many are on.
 */
export function SearchFilters({ value, categories, types, onChange, onClear }: SearchFiltersProps) {
  const [unfolded, setUnfolded] = useState(false);
  const panelId = useId();
  const active = Object.values(value).filter(Boolean).length;
  const openNow = value.open === 'true';
  const t = useTexts('search', SEARCH_UI);
  const locale = useLocale();

  return (
    <div className="space-y-3">
      <div className="flex items-center gap-2 sm:hidden">
        <Button
          variant="outline"
          className="h-11"
          aria-expanded={unfolded}
          aria-controls={panelId}
          onClick={() => setUnfolded(!unfolded)}
        >
          <SlidersHorizontal aria-hidden />
          {t.filters}
          {active > 0 && ` (${active})`}
        </Button>
        <OpenNowToggle pressed={openNow} onChange={(pressed) => onChange({ open: pressed ? 'true' : '' })} />
      </div>
      <div
        id={panelId}
        className={cn('grid gap-3 sm:grid-cols-2 lg:grid-cols-5 lg:items-end', !unfolded && 'hidden sm:grid')}
      >
        <Field label={t.category}>
          {(id) => (
            <Select
              id={id}
              value={value.category ?? ''}
              onChange={(event) => onChange({ category: event.target.value })}
            >
              <option value="">{t.allCategories}</option>
              {categories.map((category) => (
                <option key={category.id} value={category.id}>
                  {category.name}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label={t.businessType}>
          {(id) => (
            <Select id={id} value={value.type ?? ''} onChange={(event) => onChange({ type: event.target.value })}>
              <option value="">{t.allTypes}</option>
              {types.map((type) => (
                <option key={type.id} value={type.id}>
                  {type.name}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label={t.minRating}>
          {(id) => (
            <Select
              id={id}
              value={value.minRating ?? ''}
              onChange={(event) => onChange({ minRating: event.target.value })}
            >
              <option value="">{t.allRatings}</option>
              {RATINGS.map((rating) => (
                <option key={rating} value={rating}>
                  {t.ratingAtLeast[rating]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label={t.maxPrice}>
          {(id) => (
            <Select
              id={id}
              value={value.maxPrice ?? ''}
              onChange={(event) => onChange({ maxPrice: event.target.value })}
            >
              <option value="">{t.allPrices}</option>
              {PRICES.map((price) => (
                <option key={price} value={price}>
                  {t.upTo(formatGNFFull(price, locale))}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <div className="hidden sm:block">
          <OpenNowToggle pressed={openNow} onChange={(pressed) => onChange({ open: pressed ? 'true' : '' })} />
        </div>
      </div>
      {active > 0 && (
        <Button variant="ghost" size="sm" className="-ml-3 h-11 text-primary" onClick={onClear}>
          <X aria-hidden />
          {t.clearFilters}
        </Button>
      )}
    </div>
  );
}

function Field({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children(id)}
    </div>
  );
}

function OpenNowToggle({ pressed, onChange }: { pressed: boolean; onChange: (pressed: boolean) => void }) {
  const t = useTexts('search', SEARCH_UI);
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={() => onChange(!pressed)}
      className={cn(
        'inline-flex h-11 w-full items-center justify-center gap-1.5 rounded-full border px-4 text-sm font-semibold whitespace-nowrap transition-colors sm:h-10',
        pressed ? 'border-primary bg-primary text-primary-foreground' : 'bg-card hover:bg-muted',
      )}
    >
      <Clock aria-hidden className="size-4" />
      {t.openNow}
    </button>
  );
}
