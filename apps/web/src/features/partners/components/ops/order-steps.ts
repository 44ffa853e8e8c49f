import type { DeliveryMethod } from '@livra/shared/money';
import { nextOrderStatus, type OrderStatus } from '@livra/shared/orders';
import { PARTNER_OPS_UI } from '@livra/shared/ui/partner-ops';
import type { usePartnerOpsTexts } from './texts';

type StepTexts = Pick<ReturnType<typeof usePartnerOpsTexts>, 'steps' | 'handToCustomer' | 'markDelivered'>;

/**
 * The next status on the order's usual road (lifecycle table), for the big "next step" button.
 * The server accepts any status (spec: no transition is enforced); this only suggests one. A
 * pickup order goes from ready straight to delivered (handed to the customer at the counter).
 */
export function nextStep(
  status: OrderStatus,
  method: DeliveryMethod,
  t: StepTexts = PARTNER_OPS_UI,
): { status: OrderStatus; label: string } | null {
  const next = nextOrderStatus(status, method);
  if (!next) return null;
  if (next === 'delivered') return { status: next, label: method === 'pickup' ? t.handToCustomer : t.markDelivered };
  // The big button's words for moving an order on to each status of its usual road.
  return { status: next, label: (t.steps as Partial<Record<OrderStatus, string>>)[next] ?? next };
}
