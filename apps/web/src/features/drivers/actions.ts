import type { DriverOrder } from '@livra/shared/driver-app';
import type { Translation } from '@livra/shared/locale';
import type { DRIVER_UI } from '@livra/shared/ui/driver';
import type { DriverAction } from './api';

/** The action behind an order's next step, or null when the driver has nothing to do on it. */
export function nextActionOf(order: DriverOrder): DriverAction | null {
  if (!order.nextAction) return null;
  if (order.nextAction === 'cash') return { kind: 'cash', orderId: order.id };
  return { kind: 'step', orderId: order.id, status: order.nextAction };
}

/** The button's words, in the language shown (`t`: the driver area). */
export function actionLabel(action: DriverAction, t: Translation<typeof DRIVER_UI>): string {
  if (action.kind === 'accept') return t.accept;
  if (action.kind === 'cash') return t.actions.cash;
  return t.actions[action.status];
}

/** `tel:` links want digits and the leading + only. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
