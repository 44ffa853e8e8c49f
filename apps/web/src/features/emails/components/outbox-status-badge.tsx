import type { EmailStatus } from '@livra/shared/emails';
import { Badge } from '@/components/ui/badge';

const VARIANTS = {
  pending: 'secondary',
  sending: 'secondary',
  sent: 'success',
  kept: 'brand',
  failed: 'destructive',
} as const satisfies Record<EmailStatus, string>;

export function OutboxStatusBadge({ status, label }: { status: EmailStatus; label: string }) {
  return <Badge variant={VARIANTS[status]}>{label}</Badge>;
}
