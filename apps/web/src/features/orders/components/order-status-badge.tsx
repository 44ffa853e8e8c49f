import { ORDER_STATUS_LABELS, type OrderStatus } from '@livra/shared/orders';
import { Badge } from '../../../components/ui/badge';

const VARIANT: Record<OrderStatus, 'secondary' | 'brand' | 'success' | 'destructive'> = {
  pending: 'secondary',
  confirmed: 'brand',
  preparing: 'brand',
  ready: 'brand',
  picked_up: 'brand',
  out_for_delivery: 'brand',
  delivered: 'success',
  cancelled: 'destructive',
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <Badge variant={VARIANT[status] ?? 'secondary'}>{ORDER_STATUS_LABELS[status] ?? status}</Badge>;
}
