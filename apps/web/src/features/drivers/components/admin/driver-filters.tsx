import { RotateCcw, Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { type DriverListFilters, NO_FILTERS, useDriverBusinesses } from '../../admin-api';

interface DriverFiltersProps {
  filters: DriverListFilters;
  onChange: (filters: DriverListFilters) => void;
}

/**
 * Search (name, phone or e-mail) with Rechercher and Réinitialiser (spec 02 §2), and the filters
 * of spec 02 §7: type, verified, active, business. A filter applies as soon as it is chosen.
 */
export function DriverFilters({ filters, onChange }: DriverFiltersProps) {
  const [text, setText] = useState(filters.q);
  useEffect(() => setText(filters.q), [filters.q]);
  const businesses = useDriverBusinesses();
  const set = (key: keyof DriverListFilters) => (event: { target: { value: string } }) =>
    onChange({ ...filters, [key]: event.target.value });

  return (
    <Card className="grid gap-4 p-4">
      <search aria-label="Rechercher des livreurs">
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            onChange({ ...filters, q: text.trim() });
          }}
        >
          <div className="grid min-w-0 flex-1 basis-56 gap-1.5">
            <Label htmlFor="drivers-search">Rechercher un livreur</Label>
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
                placeholder="Nom, téléphone ou e-mail"
                className="pl-9"
              />
            </div>
          </div>
          <div className="flex gap-2">
            <Button type="submit" className="h-11 sm:h-10">
              Rechercher
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
              <RotateCcw aria-hidden /> Réinitialiser
            </Button>
          </div>
        </form>
      </search>
      <div className="grid grid-cols-1 gap-3 min-[480px]:grid-cols-2 lg:grid-cols-4">
        <div className="grid gap-1.5">
          <Label htmlFor="drivers-type">Type</Label>
          <Select id="drivers-type" value={filters.driverType} onChange={set('driverType')}>
            <option value="">Tous les types</option>
            <option value="independent">Indépendants</option>
            <option value="service">De service</option>
          </Select>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="drivers-verified">Vérification</Label>
          <Select id="drivers-verified" value={filters.verified} onChange={set('verified')}>
            <option value="">Tous</option>
            <option value="true">Vérifiés</option>
            <option value="false">Non vérifiés</option>
          </Select>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="drivers-active">Activité</Label>
          <Select id="drivers-active" value={filters.active} onChange={set('active')}>
            <option value="">Tous</option>
            <option value="true">Actifs</option>
            <option value="false">Inactifs</option>
          </Select>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="drivers-business">Commerce</Label>
          <Select id="drivers-business" value={filters.businessId} onChange={set('businessId')}>
            <option value="">Tous les commerces</option>
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
