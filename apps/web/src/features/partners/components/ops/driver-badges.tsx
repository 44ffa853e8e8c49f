import type { PartnerDriver } from '@livra/shared/partner-ops';
import { Badge } from '@/components/ui/badge';
import { usePartnerOpsTexts } from './texts';

/** Inactif, or Vérifié / En attente (spec 02 §4), and whether the driver is working now. */
export function DriverBadges({ driver }: { driver: Pick<PartnerDriver, 'isActive' | 'isVerified' | 'onDuty'> }) {
  const t = usePartnerOpsTexts();
  return (
    <span className="inline-flex flex-wrap gap-1">
      {!driver.isActive ? (
        <Badge variant="destructive">{t.inactive}</Badge>
      ) : driver.isVerified ? (
        <Badge variant="success">{t.verified}</Badge>
      ) : (
        <Badge variant="secondary">{t.pending}</Badge>
      )}
      {driver.isActive && driver.onDuty && <Badge variant="brand">{t.onDuty}</Badge>}
    </span>
  );
}
