import type { ApplicationBusinessOption } from '@livra/shared/requests';
import { Check, Search, Store } from 'lucide-react';
import { useId, useState } from 'react';
import { LoadError } from '@/components/load-error';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { cn, placeholderKeys } from '@/lib/utils';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useBusinessOptions } from '../api';
import { useRequestsTexts } from '../texts';

interface BusinessPickerProps {
  value: string | null | undefined;
  onChange: (business: ApplicationBusinessOption) => void;
  invalid?: boolean;
  describedBy?: string;
}

/** Search a listed business by name and pick the one a service driver will deliver for. */
export function BusinessPicker({ value, onChange, invalid, describedBy }: BusinessPickerProps) {
  const t = useRequestsTexts();
  const searchId = useId();
  const [search, setSearch] = useState('');
  // Typing on a slow network should not fire one request per key.
  const debounced = useDebouncedValue(search, 300);
  const [chosen, setChosen] = useState<ApplicationBusinessOption | null>(null);
  const options = useBusinessOptions(debounced, true);
  const selected = chosen && chosen.id === value ? chosen : null;
  const list = options.data ?? [];
  // The chosen business stays visible even when the current search does not match it.
  const shown = selected && !list.some((b) => b.id === selected.id) ? [selected, ...list] : list;

  return (
    <div className="grid gap-2">
      <div className="relative">
        <Search
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          id={searchId}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder={t.searchBusinessPlaceholder}
          aria-label={t.searchBusiness}
          className="pl-9"
        />
      </div>
      {options.isError ? (
        <LoadError error={options.error} onRetry={() => void options.refetch()} className="py-6" />
      ) : options.isPending ? (
        <div className="grid gap-2">
          {placeholderKeys(3).map((key) => (
            <Skeleton key={key} className="h-12" />
          ))}
        </div>
      ) : shown.length === 0 ? (
        <p className="rounded-md border border-dashed px-3 py-4 text-center text-sm text-muted-foreground">
          {t.noBusinessFound(debounced.trim())}
        </p>
      ) : (
        <div
          role="radiogroup"
          aria-label={t.business}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          className={cn('grid gap-1.5 overflow-y-auto rounded-md border p-1.5', invalid && 'border-destructive')}
          // About five rows, then the list scrolls.
          style={{ maxHeight: '16rem' }}
        >
          {shown.map((business) => {
            const checked = business.id === value;
            return (
              <label
                key={business.id}
                className={cn(
                  'relative flex min-h-11 cursor-pointer items-center gap-3 rounded-md border px-3 py-2 text-sm transition-colors hover:bg-muted focus-within:border-ring',
                  checked && 'border-primary bg-brand-50',
                )}
              >
                <input
                  type="radio"
                  name={`${searchId}-business`}
                  // Invisible but covering the whole row, so any tap on it picks the business.
                  className="absolute inset-0 z-10 cursor-pointer appearance-none"
                  checked={checked}
                  onChange={() => {
                    setChosen(business);
                    onChange(business);
                  }}
                />
                <Store aria-hidden className="size-4 shrink-0 text-brand-600" />
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-medium">{business.name}</span>
                  <span className="block truncate text-xs text-muted-foreground">{placeOf(business)}</span>
                </span>
                {checked && <Check aria-hidden className="size-4 shrink-0 text-brand-600" />}
              </label>
            );
          })}
        </div>
      )}
    </div>
  );
}

/** "Kaloum, Conakry" rather than "Kaloum, Conakry · Conakry" when the address already names the region. */
function placeOf({ address, region }: ApplicationBusinessOption) {
  if (!address) return region;
  return address.toLowerCase().includes(region.toLowerCase()) ? address : `${address} · ${region}`;
}
