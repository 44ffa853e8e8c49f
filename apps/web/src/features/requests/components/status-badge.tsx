import type { RequestStatus } from '@livra/shared/drivers';
import { CheckCircle2, Clock, XCircle } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { useRequestsTexts } from '../texts';

const STYLES = {
  pending: { variant: 'brand', icon: Clock },
  approved: { variant: 'success', icon: CheckCircle2 },
  rejected: { variant: 'destructive', icon: XCircle },
} as const;

/** En attente / Approuvée / Rejetée, in colour and with an icon (not colour alone). */
export function RequestStatusBadge({ status }: { status: RequestStatus }) {
  const t = useRequestsTexts();
  const { variant, icon: Icon } = STYLES[status] ?? STYLES.pending;
  return (
    <Badge variant={variant} className="px-2.5 py-1 text-sm [&_svg]:size-4">
      <Icon aria-hidden />
      {t.statusLabels[status] ?? status}
    </Badge>
  );
}
