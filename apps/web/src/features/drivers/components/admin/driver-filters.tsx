import { DRIVER_ADMIN_UI } from '@livra/shared/ui/driver-admin';
import { RotateCcw, Search } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { useTexts } from '@/lib/i18n';
import { type DriverListFilters, NO_FILTERS, useDriverBusinesses } from '../../admin-api';
import { useResettableState } from '@/lib/use-resettable-state';

interface DriverFiltersProps {
  filters: DriverListFilters;
  onChange: (filters: DriverListFilters) => void;
}

/**
 * Search (name, phone or e-mail) with Rechercher and Réinitialiser (spec 02 §2), and the filters
 * of spec 02 §7: type, verified, active, business. A filter applies as soon as it is chosen.
 */
export function DriverFilters({ filters, onChange }: DriverFiltersProps) {
  const [text, setText] = useResettableState(filters.q);
  const businesses = useDriverBusinesses();
  const t = useTexts('driverAdmin', DRIVER_ADMIN_UI);
  const set = (key: keyof DriverListFilters) => (event: { target: { value: string } }) =>
    onChange({ ...filters, [key]: event.target.value });

  return (
    <Card className="grid gap-4 p-4">
      <search aria-label={t.searchDrivers}>
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            onChange({ ...filters, q: text.trim() });
          }}
        >
          <div className="grid min-w-0 flex-1 basis-56 gap-1.5">
            <Label htmlFor="drivers-search">{t.searchDriver}</Label>
            <div className="relative">
              <Search
                aria-hidden
                className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
              />
              <Input
                id="drivers-search"
                type="search"
                value={text}
                onChange={(event) => setText(event.target.value)}
                placeholder={t.searchPlaceholder}
                className="pl-9"
              />
            </div>
          </div>
          <div className="flex gap-2">
            <Button type="submit" className="h-11 sm:h-10">
              {t.search}
            </Button>
            <Button
              type="button"
              variant="outline"
              className="h-11 sm:h-10"
              onClick={() => {
                setText('');
                onChange(NO_FILTERS);
              }}
            >
              <RotateCcw aria-hidden /> {t.reset}
            </Button>
          </div>
        </form>
      </search>
      <div className="grid grid-cols-1 gap-3 min-[480px]:grid-cols-2 lg:grid-cols-4">
        <div className="grid gap-1.5">
          <Label htmlFor="drivers-type">{t.type}</Label>
          <Select id="drivers-type" value={filters.driverType} onChange={set('driverType')}>
            <option value="">{t.allTypes}</option>
            <option value="independent">{t.independents}</option>
            <option value="service">{t.serviceDrivers}</option>
          </Select>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="drivers-verified">{t.verification}</Label>
          <Select id="drivers-verified" value={filters.verified} onChange={set('verified')}>
            <option value="">{t.all}</option>
            <option value="true">{t.verified}</option>
            <option value="false">{t.notVerified}</option>
          </Select>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="drivers-active">{t.activity}</Label>
          <Select id="drivers-active" value={filters.active} onChange={set('active')}>
            <option value="">{t.all}</option>
            <option value="true">{t.active}</option>
            <option value="false">{t.inactive}</option>
          </Select>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="drivers-business">{t.business}</Label>
          <Select id="drivers-business" value={filters.businessId} onChange={set('businessId')}>
            <option value="">{t.allBusinesses}</option>
            {(businesses.data ?? []).map((business) => (
              <option key={business.id} value={business.id}>
                {business.name}
              </option>
            ))}
          </Select>
        </div>
      </div>
    </Card>
  );
}
