import { businessBadge } from '@livra/shared/admin-businesses';
import { ADMIN_BUSINESSES_UI } from '@livra/shared/ui/admin-businesses';
import { Badge } from '@/components/ui/badge';
import { useTexts } from '@/lib/i18n';

const VARIANTS = { inactive: 'destructive', open: 'success', closed: 'secondary' } as const;

/** Spec 02 §4: Inactif, Ouvert or Fermé. */
export function BusinessStatusBadge({ business }: { business: { isActive: boolean; isOpen: boolean } }) {
  const t = useTexts('adminBusinesses', ADMIN_BUSINESSES_UI);
  const badge = businessBadge(business);
  return <Badge variant={VARIANTS[badge]}>{t.badges[badge]}</Badge>;
}
