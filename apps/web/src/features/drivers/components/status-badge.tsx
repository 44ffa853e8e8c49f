import { ORDER_STATUS_LABELS, type OrderStatus } from '@livra/shared/orders';
import { Badge } from '../../../components/ui/badge';

const VARIANT: Partial<Record<OrderStatus, 'brand' | 'success' | 'destructive' | 'secondary'>> = {
  ready: 'brand',
  picked_up: 'brand',
  out_for_delivery: 'brand',
  delivered: 'success',
  cancelled: 'destructive',
};

export function StatusBadge({ status }: { status: OrderStatus }) {
  return <Badge variant={VARIANT[status] ?? 'secondary'}>{ORDER_STATUS_LABELS[status]}</Badge>;
}
