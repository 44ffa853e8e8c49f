import { SEARCH_HISTORY_SIZE } from '@livra/shared/search';
import { useSyncExternalStore } from 'react';

/** The last searches (spec 01 §9: 10, in local storage), newest first, shared by every search box and tab. */
const KEY = 'livra.search-history';
const EMPTY: string[] = [];
const listeners = new Set<() => void>();
let cached: string[] | null = null;

function load(): string[] {
  if (cached) return cached;
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    cached = Array.isArray(stored)
      ? stored.filter((entry): entry is string => typeof entry === 'string').slice(0, SEARCH_HISTORY_SIZE)
      : [];
  } catch {
    cached = [];
  }
  return cached;
}

function save(entries: string[]) {
  cached = entries;
  try {
    localStorage.setItem(KEY, JSON.stringify(entries));
  } catch {
    // Private browsing or a full storage: the history simply lasts as long as the page.
  }
  for (const listener of listeners) listener();
}

/** Puts a search first, without a duplicate (case ignored), keeping the last 10. */
export function rememberSearch(text: string) {
  const entry = text.trim();
  if (!entry) return;
  const others = load().filter((previous) => previous.toLocaleLowerCase('fr') !== entry.toLocaleLowerCase('fr'));
  save([entry, ...others].slice(0, SEARCH_HISTORY_SIZE));
}

export function clearSearchHistory() {
  save([]);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab changed it.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== KEY) return;
    cached = null;
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useSearchHistory(): string[] {
  return useSyncExternalStore(subscribe, load, () => EMPTY);
}
