import { expect, test } from '@playwright/test';
import { DEMO, loginAs } from '../../fixtures';
import { serviceWorkerReady, storedQueries, waitUntilStored } from './offline-helpers';

test.use({ serviceWorkers: 'allow' });

test("after signing out, nothing of the customer's orders stays on the phone, even offline", async ({
  page,
  context,
}) => {
  await loginAs(page, DEMO.customer);
  // Personal answers tell every cache not to keep them.
  const ordersResponse = await page.request.get('/api/orders?page=1');
  expect(ordersResponse.headers()['cache-control']).toBe('no-store');
  expect((await page.request.get('/api/auth/session')).headers()['cache-control']).toBe('no-store');
  const { items } = (await ordersResponse.json()) as { items: { id: string; orderNumber: string }[] };
  const last = items[0]!;

  await page.goto('/');
  await serviceWorkerReady(page);
  await page.goto('/orders');
  await expect(page.getByText(last.orderNumber)).toBeVisible();
  await page.goto(`/order-tracking/${last.id}`);
  await expect(page.getByText(last.orderNumber)).toBeVisible();
  await waitUntilStored(page, last.orderNumber);

  // The service worker kept no API answer (personal or not): only the app's files and pictures.
  const cached = await page.evaluate(async () => {
    const urls: { url: string; cacheControl: string | null }[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        urls.push({ url: request.url, cacheControl: response?.headers.get('Cache-Control') ?? null });
      }
    }
    return urls;
  });
  expect(cached.length).toBeGreaterThan(0);
  expect(cached.filter((entry) => new URL(entry.url).pathname.startsWith('/api/'))).toEqual([]);
  expect(cached.filter((entry) => /no-store/.test(entry.cacheControl ?? ''))).toEqual([]);

  // Sign out from the phone menu.
  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => storedQueries(page), { timeout: 10_000 }).not.toContain(last.orderNumber);
  const stored = await storedQueries(page);
  expect(stored).not.toContain(DEMO.customer);
  expect(stored).not.toContain('"orders"');

  // Offline, the orders pages show nothing of the previous user.
  await context.setOffline(true);
  for (const path of ['/orders', `/order-tracking/${last.id}`, '/dashboard/orders']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.getByText(last.orderNumber)).toHaveCount(0);
    expect(await page.content()).not.toContain(last.orderNumber);
  }
  const storage = await page.evaluate(
    () => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }),
  );
  expect(storage).not.toContain(last.orderNumber);
  expect(await storedQueries(page)).not.toContain(last.orderNumber);
});
