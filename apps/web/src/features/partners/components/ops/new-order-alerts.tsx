import { PARTNER_OPS_TEXTS } from '@livra/shared/partner-ops';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useLiveEvent } from '@/lib/realtime';
import { toast } from '@/lib/toast';
import { ownChanges } from './api';
import { playNewOrderChime, unlockSoundOnFirstTap } from './beep';

/** Orders already announced in this page's life: a repeated or late event never rings twice. */
const announced = new Set<string>();

/**
 * Mounted in the header for partners, on every page: a new order (the `order` event of a
 * pending order this partner has not touched) chimes, buzzes and shows a toast that opens it.
 * A missed order is a lost sale, so the alert does not wait for the orders page.
 */
export default function NewOrderAlerts() {
  const navigate = useNavigate();
  useEffect(unlockSoundOnFirstTap, []);
  useLiveEvent('order', ({ orderId, status }) => {
    if (status !== 'pending' || announced.has(orderId) || ownChanges.has(orderId)) return;
    announced.add(orderId);
    playNewOrderChime();
    toast.success(PARTNER_OPS_TEXTS.newOrder, {
      id: `new-order-${orderId}`,
      description: 'Confirmez-la vite : le client attend votre réponse.',
      action: { label: 'Voir', onClick: () => navigate(`/partner-dashboard/orders?order=${orderId}`) },
    });
  });
  return null;
}
