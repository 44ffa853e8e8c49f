import type { PartnerBusinessSummary } from '@livra/shared/partners';
import { useCallback, useSyncExternalStore } from 'react';
import { useMyBusinesses } from './api';

/**
 * Which of their businesses a partner is managing, shared by every partner page and kept in
 * local storage so the choice survives reloads (and follows in the other tabs). A plain store
 * rather than a React context: pages call the hook, no provider has to wrap the layout.
 */
const STORAGE_KEY = 'livra.partner.businessId';
const listeners = new Set<() => void>();
let memory: string | null = null;

function readChoice(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    // No storage (private mode): the choice lasts as long as the page.
    return memory;
  }
}

function writeChoice(id: string) {
  memory = id;
  try {
    localStorage.setItem(STORAGE_KEY, id);
  } catch {
    // kept in memory only
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export interface SelectedBusiness {
  /** Every business the partner owns, by name. */
  businesses: PartnerBusinessSummary[];
  /** The one being managed: the remembered choice if still theirs, else the first; null if none. */
  business: PartnerBusinessSummary | null;
  businessId: string | null;
  select: (id: string) => void;
  isLoading: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => void;
}

export function useSelectedBusiness(): SelectedBusiness {
  const query = useMyBusinesses();
  const choice = useSyncExternalStore(subscribe, readChoice, () => null);
  const businesses = query.data ?? [];
  const business = businesses.find((b) => b.id === choice) ?? businesses[0] ?? null;
  const select = useCallback((id: string) => writeChoice(id), []);
  return {
    businesses,
    business,
    businessId: business?.id ?? null,
    select,
    isLoading: query.isPending,
    isError: query.isError && !query.data,
    error: query.error,
    refetch: () => void query.refetch(),
  };
}
