import type { DeliveryMethod } from '@livra/shared/money';
import { nextOrderStatus, type OrderStatus } from '@livra/shared/orders';

/** The big button's words for moving an order on to each status of its usual road. */
const STEP_LABELS: Partial<Record<OrderStatus, string>> = {
  confirmed: 'Confirmer la commande',
  preparing: 'Lancer la préparation',
  ready: 'Commande prête',
  picked_up: 'Remise au livreur',
  out_for_delivery: 'En route vers le client',
};

/**
 * The next status on the order's usual road (lifecycle table), for the big "next step" button.
 * The server accepts any status (spec: no transition is enforced); this only suggests one. A
 * pickup order goes from ready straight to delivered (handed to the customer at the counter).
 */
export function nextStep(status: OrderStatus, method: DeliveryMethod): { status: OrderStatus; label: string } | null {
  const next = nextOrderStatus(status, method);
  if (!next) return null;
  if (next === 'delivered') return { status: next, label: method === 'pickup' ? 'Remise au client' : 'Marquer livrée' };
  return { status: next, label: STEP_LABELS[next] ?? next };
}
