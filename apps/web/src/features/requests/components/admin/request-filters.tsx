import { REQUEST_STATUSES, type RequestStatus } from '@livra/shared/drivers';
import { Download, RotateCcw, Search } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { EMPTY_FILTERS, type RequestFilterValues } from '../../admin-api';
import { useRequestsTexts } from '../../texts';
import { useRequestsAdminTexts } from './texts';

const SEARCH_DEBOUNCE_MS = 300;

interface RequestFiltersProps {
  value: RequestFilterValues;
  onChange: (value: RequestFilterValues) => void;
  searchLabel: string;
  onExport: () => void;
  exporting: boolean;
}

/** The filter card of a tab: status, search (applied as the admin types), creation dates, export. */
export function RequestFilters({ value, onChange, searchLabel, onExport, exporting }: RequestFiltersProps) {
  const t = useRequestsAdminTexts();
  const statusLabels = useRequestsTexts().statusLabels;
  const id = useId();
  const [search, setSearch] = useState(value.search);

  // The typed text becomes a filter once the admin pauses.
  useEffect(() => {
    if (search === value.search) return;
    const timer = setTimeout(() => onChange({ ...value, search }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search, value, onChange]);

  const reset = () => {
    setSearch('');
    onChange(EMPTY_FILTERS);
  };
  const isFiltered =
    value.status !== 'all' || value.search !== '' || value.from !== '' || value.to !== '' || search !== '';

  return (
    <Card className="p-4">
      <form
        aria-label={t.filterRequests}
        className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))]"
        onSubmit={(event) => {
          event.preventDefault();
          onChange({ ...value, search });
        }}
      >
        <div className="grid gap-1.5 sm:col-span-2 lg:col-span-1">
          <Label htmlFor={`${id}-search`}>{t.search}</Label>
          <div className="relative">
            <Search
              aria-hidden
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            />
            <Input
              id={`${id}-search`}
              type="search"
              value={search}
              maxLength={100}
              placeholder={searchLabel}
              className="pl-9"
              onChange={(event) => setSearch(event.target.value)}
            />
          </div>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-status`}>{t.status}</Label>
          <Select
            id={`${id}-status`}
            value={value.status}
            onChange={(event) => onChange({ ...value, status: event.target.value as RequestStatus | 'all' })}
          >
            <option value="all">{t.allStatuses}</option>
            {REQUEST_STATUSES.map((status) => (
              <option key={status} value={status}>
                {statusLabels[status]}
              </option>
            ))}
          </Select>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-from`}>{t.receivedFrom}</Label>
          <Input
            id={`${id}-from`}
            type="date"
            value={value.from}
            max={value.to || undefined}
            onChange={(event) => onChange({ ...value, from: event.target.value })}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-to`}>{t.until}</Label>
          <Input
            id={`${id}-to`}
            type="date"
            value={value.to}
            min={value.from || undefined}
            onChange={(event) => onChange({ ...value, to: event.target.value })}
          />
        </div>
        <div className="flex flex-wrap gap-2 sm:col-span-2 lg:col-span-4">
          <Button type="button" variant="outline" onClick={reset} disabled={!isFiltered}>
            <RotateCcw aria-hidden /> {t.reset}
          </Button>
          <Button type="button" variant="outline" className="ml-auto" onClick={onExport} loading={exporting}>
            {!exporting && <Download aria-hidden />} {t.export}
          </Button>
        </div>
      </form>
    </Card>
  );
}
