import { REGIONS } from '@livra/shared/regions';
import type { ReservationVenue } from '@livra/shared/reservations';
import { Search } from 'lucide-react';
import { useEffect, useEffectEvent, useState } from 'react';
import { fieldProps, FormField } from '@/components/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useVenue, useVenues } from '../reservations-api';
import { CUSTOMERS_UI } from '@livra/shared/ui/customers';
import { useTexts } from '@/lib/i18n';

const SEARCH_DEBOUNCE_MS = 300;

interface VenuePickerProps {
  value: string;
  onChange: (venue: ReservationVenue | null) => void;
  error?: string;
}

/**
 * Choose the restaurant: a region and a name search narrow a native list (the phone's own
 * picker). The chosen venue stays in the list even when the search no longer matches it.
 */
export function VenuePicker({ value, onChange, error }: VenuePickerProps) {
  const [text, setText] = useState('');
  const query = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const [region, setRegion] = useState('');
  const t = useTexts('customers', CUSTOMERS_UI);

  const venues = useVenues(query, region);
  const listed = venues.data?.some((venue) => venue.id === value) ?? false;
  // Fetched alone only when the list does not hold it (a `?business=` link, a narrowed search).
  const selected = useVenue(value && !listed ? value : null);
  const options = [...(venues.data ?? [])];
  if (selected.data && !options.some((venue) => venue.id === selected.data.id)) options.unshift(selected.data);

  // Tell the form which venue (with its hours) is chosen once it is known, e.g. from `?business=`.
  // Only when the chosen venue changes: the parent's callback is a new function on every render,
  // so it is called through an effect event, which always sees the latest one.
  const currentId = options.find((venue) => venue.id === value)?.id;
  const announceCurrent = useEffectEvent((id: string) => {
    const venue = options.find((option) => option.id === id);
    if (venue) onChange(venue);
  });
  const announceNone = useEffectEvent(() => onChange(null));
  useEffect(() => {
    if (currentId) announceCurrent(currentId);
  }, [currentId]);
  // A link to a business that takes no reservations (or no longer exists) selects nothing.
  const failed = selected.isError;
  useEffect(() => {
    if (failed) announceNone();
  }, [failed]);

  return (
    <fieldset className="grid min-w-0 gap-3 sm:grid-cols-[10rem_1fr]">
      <legend className="sr-only">{t.restaurant}</legend>
      <FormField id="venue-region" label={t.city}>
        <Select id="venue-region" value={region} onChange={(event) => setRegion(event.target.value)}>
          <option value="">{t.allRegions}</option>
          {REGIONS.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField id="venue-search" label={t.searchRestaurant}>
        <div className="relative">
          <Search
            aria-hidden
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            id="venue-search"
            type="search"
            className="pl-9"
            placeholder={t.restaurantPlaceholder}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          {venues.isFetching && (
            <Spinner className="absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground" />
          )}
        </div>
      </FormField>
      <FormField
        id="venue"
        label={t.restaurant}
        error={error ?? (venues.isError ? t.venuesLoadError : undefined)}
        className="sm:col-span-2"
        hint={venues.data && options.length === 0 ? t.noVenueMatches : undefined}
      >
        <Select
          {...fieldProps('venue', error)}
          value={value}
          onChange={(event) => onChange(options.find((venue) => venue.id === event.target.value) ?? null)}
        >
          <option value="">{venues.isPending ? t.loading : t.chooseRestaurant}</option>
          {options.map((venue) => (
            <option key={venue.id} value={venue.id}>
              {venue.name} — {venue.region}
            </option>
          ))}
        </Select>
      </FormField>
    </fieldset>
  );
}
