import { DRIVER_APP_MESSAGES } from '@livra/shared/driver-app';
import { MESSAGES } from '@livra/shared/messages';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { ApiError, errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import { applyDriverOrder, refreshDriverData, sendDriverAction, type DriverAction } from './api';

/**
 * The driver's taps that have not reached the server yet. A phone on a bad network loses
 * requests: an action that failed for lack of network stays here (and in localStorage, so a
 * reload keeps it), shows a "Réessayer" button on its card, and is sent again by itself when
 * the connection comes back. Resending is safe: every driver action is idempotent on the server.
 */
export interface PendingAction {
  action: DriverAction;
  state: 'sending' | 'failed';
  error?: string;
}

const STORAGE_KEY = 'livra.driver.pending-actions';
let pending = new Map<string, PendingAction>(load());
const listeners = new Set<() => void>();

function load(): [string, PendingAction][] {
  try {
    const saved = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]') as DriverAction[];
    return saved.map((action) => [action.orderId, { action, state: 'failed', error: MESSAGES.connectionError }]);
  } catch {
    return [];
  }
}

function update(orderId: string, entry: PendingAction | null) {
  pending = new Map(pending);
  if (entry) pending.set(orderId, entry);
  else pending.delete(orderId);
  try {
    const failed = [...pending.values()].map((item) => item.action);
    if (failed.length) localStorage.setItem(STORAGE_KEY, JSON.stringify(failed));
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage full or private mode: the action still shows its retry button until reload.
  }
  for (const listener of listeners) listener();
}

const SUCCESS: Record<DriverAction['kind'], string> = {
  accept: DRIVER_APP_MESSAGES.offerAccepted,
  step: DRIVER_APP_MESSAGES.stepSaved,
  cash: DRIVER_APP_MESSAGES.cashCollected,
};

async function send(queryClient: QueryClient, action: DriverAction, quiet = false) {
  if (pending.get(action.orderId)?.state === 'sending') return;
  update(action.orderId, { action, state: 'sending' });
  try {
    const order = await sendDriverAction(action);
    update(action.orderId, null);
    applyDriverOrder(queryClient, order);
    toast.success(SUCCESS[action.kind], { description: `Commande ${order.orderNumber}` });
  } catch (error) {
    const lost = !(error instanceof ApiError) || error.isNetworkError || error.status >= 500;
    if (lost) {
      update(action.orderId, { action, state: 'failed', error: errorMessage(error, MESSAGES.connectionError) });
    } else {
      // The server refused (taken by another driver, step out of order…): nothing to resend.
      update(action.orderId, null);
      void refreshDriverData(queryClient);
    }
    if (!quiet || !lost) toast.error(MESSAGES.errorTitle, { description: errorMessage(error) });
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Sends driver actions and follows the ones still pending; resends them when the network is back. */
export function useDriverActions() {
  const queryClient = useQueryClient();
  const current = useSyncExternalStore(subscribe, () => pending);

  useEffect(() => {
    const resendAll = () => {
      for (const entry of pending.values()) if (entry.state === 'failed') void send(queryClient, entry.action, true);
    };
    if (navigator.onLine) resendAll();
    window.addEventListener('online', resendAll);
    return () => window.removeEventListener('online', resendAll);
  }, [queryClient]);

  const run = useCallback((action: DriverAction) => send(queryClient, action), [queryClient]);
  const pendingFor = useCallback((orderId: string) => current.get(orderId), [current]);
  return { run, pendingFor };
}
