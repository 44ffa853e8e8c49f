import type { PartnerBusinessSummary } from '@livra/shared/partners';
import { Store } from 'lucide-react';
import { Image } from '@/components/image';
import { Badge } from '@/components/ui/badge';
import { Select } from '@/components/ui/select';
import { cn } from '@/lib/utils';
import { useSelectedBusiness } from '../business-context';

/** Open / Fermé / Inactif, as the admin badge of spec 02 §4 reads. */
export function BusinessStateBadge({ business }: { business: Pick<PartnerBusinessSummary, 'isOpen' | 'isActive'> }) {
  if (!business.isActive) return <Badge variant="destructive">Inactif</Badge>;
  return business.isOpen ? <Badge variant="success">Ouvert</Badge> : <Badge variant="secondary">Fermé</Badge>;
}

/**
 * The business being managed, with a picker when the partner owns several. The choice is
 * shared by every partner page (see business-context).
 */
export function BusinessSwitcher({ className }: { className?: string }) {
  const { businesses, business, select } = useSelectedBusiness();
  if (!business) return null;
  return (
    <div className={cn('flex min-w-0 items-center gap-2', className)}>
      <Image
        src={business.logo}
        alt=""
        width={40}
        height={40}
        className="size-10 shrink-0 rounded-full border"
        fallback={<Store aria-hidden className="size-5" />}
      />
      {businesses.length > 1 ? (
        <label className="min-w-0 flex-1 sm:w-64 sm:flex-none">
          <span className="sr-only">Commerce géré</span>
          <Select value={business.id} onChange={(event) => select(event.target.value)}>
            {businesses.map((b) => (
              <option key={b.id} value={b.id}>
                {b.name}
              </option>
            ))}
          </Select>
        </label>
      ) : (
        <p className="min-w-0 truncate font-semibold">{business.name}</p>
      )}
      <BusinessStateBadge business={business} />
    </div>
  );
}
