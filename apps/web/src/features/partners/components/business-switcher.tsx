import type { PartnerBusinessSummary } from '@livra/shared/partners';
import { Store } from 'lucide-react';
import { Image } from '@/components/image';
import { Badge } from '@/components/ui/badge';
import { Select } from '@/components/ui/select';
import { cn } from '@/lib/utils';
import { useSelectedBusiness } from '../business-context';
import { usePartnerTexts } from '../texts';

/** Open / Fermé / Inactif, as the admin badge of spec 02 §4 reads. */
export function BusinessStateBadge({ business }: { business: Pick<PartnerBusinessSummary, 'isOpen' | 'isActive'> }) {
  const t = usePartnerTexts();
  if (!business.isActive) return <Badge variant="destructive">{t.inactive}</Badge>;
  return business.isOpen ? <Badge variant="success">{t.open}</Badge> : <Badge variant="secondary">{t.closed}</Badge>;
}

/**
 * The business being managed, with a picker when the partner owns several. The choice is
 * shared by every partner page (see business-context).
 */
export function BusinessSwitcher({ className }: { className?: string }) {
  const t = usePartnerTexts();
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
          <span className="sr-only">{t.managedBusiness}</span>
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
