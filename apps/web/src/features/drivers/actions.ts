import { DRIVER_ACTION_LABELS, type DriverOrder } from '@livra/shared/driver-app';
import type { DriverAction } from './api';

/** The action behind an order's next step, or null when the driver has nothing to do on it. */
export function nextActionOf(order: DriverOrder): DriverAction | null {
  if (!order.nextAction) return null;
  if (order.nextAction === 'cash') return { kind: 'cash', orderId: order.id };
  return { kind: 'step', orderId: order.id, status: order.nextAction };
}

export function actionLabel(action: DriverAction): string {
  if (action.kind === 'accept') return 'Accepter';
  if (action.kind === 'cash') return DRIVER_ACTION_LABELS.cash;
  return DRIVER_ACTION_LABELS[action.status];
}

/** `tel:` links want digits and the leading + only. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
