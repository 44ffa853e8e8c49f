import { PWA_UI } from '@livra/shared/ui/pwa';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { sessionQueryKey } from '@/lib/auth';
import { useTexts } from '@/lib/i18n';

/** When the oldest answer the page shows was fetched (0: the page shows none). */
export function oldestShownData(client: QueryClient): number {
  let oldest = 0;
  for (const query of client.getQueryCache().getAll()) {
    if (query.queryKey[0] === sessionQueryKey[0] || query.state.data === undefined || !query.isActive()) continue;
    const fetchedAt = query.state.dataUpdatedAt;
    if (fetchedAt && (!oldest || fetchedAt < oldest)) oldest = fetchedAt;
  }
  return oldest;
}

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * With no network, says the page shows what was fetched earlier, and when (`Hors ligne — données
 * de 14 h 32`; an earlier day adds its date). Rendered by the root layout only while offline, or
 * while the server cannot be reached although the phone says it is online.
 */
export default function OfflineDataNote() {
  const client = useQueryClient();
  const t = useTexts('pwa', PWA_UI);
  const subscribe = useCallback((listener: () => void) => client.getQueryCache().subscribe(listener), [client]);
  const fetchedAt = useSyncExternalStore(subscribe, () => oldestShownData(client));
  if (!fetchedAt) return null;
  const date = new Date(fetchedAt);
  const hours = pad(date.getHours());
  const minutes = pad(date.getMinutes());
  const today = date.toDateString() === new Date().toDateString();
  const text = today
    ? t.offlineDataAt(hours, minutes)
    : t.offlineDataOn(`${pad(date.getDate())}/${pad(date.getMonth() + 1)}`, hours, minutes);
  return (
    <p
      role="status"
      data-testid="offline-data-note"
      className="border-b border-brand-200 bg-brand-50 px-4 py-2 text-center text-sm font-medium text-brand-900"
    >
      {text}
    </p>
  );
}
