import { BUSINESS_BADGE_LABELS, businessBadge } from '@livra/shared/admin-businesses';
import { Badge } from '@/components/ui/badge';

const VARIANTS = { inactive: 'destructive', open: 'success', closed: 'secondary' } as const;

/** Spec 02 §4: Inactif, Ouvert or Fermé. */
export function BusinessStatusBadge({ business }: { business: { isActive: boolean; isOpen: boolean } }) {
  const badge = businessBadge(business);
  return <Badge variant={VARIANTS[badge]}>{BUSINESS_BADGE_LABELS[badge]}</Badge>;
}
