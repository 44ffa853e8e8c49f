import { ORDER_LIFECYCLE, isOrderStatus, orderStatusLabel, type OrderStatusTone } from '@livra/shared/order-lifecycle';
import { useLocale } from '@/lib/i18n';
import { Badge } from './ui/badge';

/** The badge colour of each tone of the lifecycle table (every pair reads at WCAG AA, see the test). */
export const TONE_VARIANT: Record<OrderStatusTone, 'secondary' | 'brand' | 'success' | 'destructive'> = {
  waiting: 'secondary',
  progress: 'brand',
  success: 'success',
  danger: 'destructive',
};

/** An order's status as a badge, for every screen: label and colour come from the lifecycle table. */
export function OrderStatusBadge({ status }: { status: string }) {
  const locale = useLocale();
  const tone = isOrderStatus(status) ? ORDER_LIFECYCLE[status].tone : 'waiting';
  return <Badge variant={TONE_VARIANT[tone]}>{orderStatusLabel(status, locale)}</Badge>;
}
