import { expect, type Page } from '@playwright/test';

/** The mark a page read offline carries: `Hors ligne — données de 14 h 32`. */
export const OFFLINE_MARK = /^Hors ligne — données de \d{2} h \d{2}$/;

/** Waits until the service worker is active, with the app's files precached. */
export async function serviceWorkerReady(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
}

/** The query keys the app stored for offline reading (IndexedDB `livra-offline`), as JSON. */
export function storedQueries(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve, reject) => {
        const open = indexedDB.open('livra-offline');
        open.onerror = () => reject(open.error);
        open.onupgradeneeded = () => open.result.createObjectStore('queries');
        open.onsuccess = () => {
          const db = open.result;
          const read = db.transaction('queries', 'readonly').objectStore('queries').get('queries');
          read.onsuccess = () => {
            db.close();
            resolve(JSON.stringify(read.result ?? null));
          };
          read.onerror = () => reject(read.error);
        };
      }),
  );
}

/** Waits until the stored answers contain `text` (they are written a second after a page loads). */
export async function waitUntilStored(page: Page, text: string) {
  await expect.poll(() => storedQueries(page), { timeout: 10_000 }).toContain(text);
}
