import { PARTNER_OPS_TEXTS } from '../partner-ops';

/**
 * The new-order alert every partner page shows (in the header, on every page), in French: apart
 * from `ui/partner-ops.ts` so the alert's chunk stays small.
 */
export const PARTNER_ALERTS_UI = {
  newOrder: PARTNER_OPS_TEXTS.newOrder,
  newOrderHint: 'Confirmez-la vite : le client attend votre réponse.',
  see: 'Voir',
} as const;
