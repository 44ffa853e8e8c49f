import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useLiveEvent } from '@/lib/realtime';
import { toast } from '@/lib/toast';
import { ownChanges } from './api';
import { playNewOrderChime, unlockSoundOnFirstTap } from './beep';
import { PARTNER_ALERTS_UI } from '@livra/shared/ui/partner-alerts';
import { useTexts } from '@/lib/i18n';

/** Orders already announced in this page's life: a repeated or late event never rings twice. */
const announced = new Set<string>();

/**
 * Mounted in the header for partners, on every page: a new order (the `order` event of a
 * pending order this partner has not touched) chimes, buzzes and shows a toast that opens it.
 * A missed order is a lost sale, so the alert does not wait for the orders page.
 */
export default function NewOrderAlerts() {
  const navigate = useNavigate();
  const t = useTexts('partnerAlerts', PARTNER_ALERTS_UI);
  useEffect(unlockSoundOnFirstTap, []);
  useLiveEvent('order', ({ orderId, status }) => {
    if (status !== 'pending' || announced.has(orderId) || ownChanges.has(orderId)) return;
    announced.add(orderId);
    playNewOrderChime();
    toast.success(t.newOrder, {
      id: `new-order-${orderId}`,
      description: t.newOrderHint,
      action: { label: t.see, onClick: () => navigate(`/partner-dashboard/orders?order=${orderId}`) },
    });
  });
  return null;
}
