import type { PartnerDriver } from '@livra/shared/partner-ops';
import { Badge } from '@/components/ui/badge';

/** Inactif, or Vérifié / En attente (spec 02 §4), and whether the driver is working now. */
export function DriverBadges({ driver }: { driver: Pick<PartnerDriver, 'isActive' | 'isVerified' | 'onDuty'> }) {
  return (
    <span className="inline-flex flex-wrap gap-1">
      {!driver.isActive ? (
        <Badge variant="destructive">Inactif</Badge>
      ) : driver.isVerified ? (
        <Badge variant="success">Vérifié</Badge>
      ) : (
        <Badge variant="secondary">En attente</Badge>
      )}
      {driver.isActive && driver.onDuty && <Badge variant="brand">En service</Badge>}
    </span>
  );
}
