import type { Translation } from '@livra/shared/locale';
import { MESSAGES } from '@livra/shared/messages';
import { DRIVER_UI } from '@livra/shared/ui/driver';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { ApiError, errorMessage } from '@/lib/api';
import { useTexts } from '@/lib/i18n';
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

type Texts = Translation<typeof DRIVER_UI>;

const success = (kind: DriverAction['kind'], t: Texts) =>
  kind === 'accept' ? t.offerAccepted : kind === 'step' ? t.stepSaved : t.cashCollected;

/** `t`: the driver area in the language shown when the answer arrives (its toast's words). */
async function send(queryClient: QueryClient, action: DriverAction, t: () => Texts, quiet = false) {
  if (pending.get(action.orderId)?.state === 'sending') return;
  update(action.orderId, { action, state: 'sending' });
  try {
    const order = await sendDriverAction(action);
    update(action.orderId, null);
    applyDriverOrder(queryClient, order);
    toast.success(success(action.kind, t()), { description: t().orderNumber(order.orderNumber) });
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
  const texts = useTexts('driver', DRIVER_UI);
  const latestTexts = useRef(texts);
  latestTexts.current = texts;

  useEffect(() => {
    const resendAll = () => {
      for (const entry of pending.values())
        if (entry.state === 'failed') void send(queryClient, entry.action, () => latestTexts.current, true);
    };
    if (navigator.onLine) resendAll();
    window.addEventListener('online', resendAll);
    return () => window.removeEventListener('online', resendAll);
  }, [queryClient]);

  const run = useCallback(
    (action: DriverAction) => send(queryClient, action, () => latestTexts.current),
    [queryClient],
  );
  const pendingFor = useCallback((orderId: string) => current.get(orderId), [current]);
  return { run, pendingFor };
}
