import type { DeliveryMethod } from '@livra/shared/money';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@livra/shared/orders';

/**
 * The usual road of an order, for the big "next step" button. The server accepts any status
 * (spec: no transition is enforced); this only suggests the next one. A pickup order goes from
 * ready straight to delivered (handed to the customer at the counter).
 */
export function nextStep(status: OrderStatus, method: DeliveryMethod): { status: OrderStatus; label: string } | null {
  switch (status) {
    case 'pending':
      return { status: 'confirmed', label: 'Confirmer la commande' };
    case 'confirmed':
      return { status: 'preparing', label: 'Lancer la préparation' };
    case 'preparing':
      return { status: 'ready', label: 'Commande prête' };
    case 'ready':
      return method === 'pickup'
        ? { status: 'delivered', label: 'Remise au client' }
        : { status: 'picked_up', label: 'Remise au livreur' };
    case 'picked_up':
      return { status: 'out_for_delivery', label: 'En route vers le client' };
    case 'out_for_delivery':
      return { status: 'delivered', label: 'Marquer livrée' };
    default:
      return null;
  }
}

export const isFinal = (status: OrderStatus) => status === 'delivered' || status === 'cancelled';

/** Badge colours: waiting grey, in progress orange, delivered green, cancelled red. */
export const STATUS_VARIANT: Record<OrderStatus, 'secondary' | 'brand' | 'success' | 'destructive' | 'default'> = {
  pending: 'default',
  confirmed: 'brand',
  preparing: 'brand',
  ready: 'brand',
  picked_up: 'brand',
  out_for_delivery: 'brand',
  delivered: 'success',
  cancelled: 'destructive',
};

export const statusLabel = (status: OrderStatus) => ORDER_STATUS_LABELS[status] ?? status;
