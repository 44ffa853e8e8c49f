import type { SubscriptionStatus } from '@livra/shared/subscriptions';
import { Badge } from '@/components/ui/badge';

const VARIANT: Record<SubscriptionStatus, 'success' | 'brand' | 'secondary' | 'destructive'> = {
  active: 'success',
  pending: 'brand',
  inactive: 'secondary',
  suspended: 'destructive',
  expired: 'destructive',
};

export function SubscriptionStatusBadge({ status, label }: { status: SubscriptionStatus; label: string }) {
  return <Badge variant={VARIANT[status] ?? 'secondary'}>{label}</Badge>;
}
