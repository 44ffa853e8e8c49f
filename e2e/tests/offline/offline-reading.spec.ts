import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO, loginAs } from '../../fixtures';
import { OFFLINE_MARK, serviceWorkerReady, waitUntilStored } from './offline-helpers';

test.use({ serviceWorkers: 'allow' });

const MAQUIS = 'Le Maquis de Kaloum';

async function maquisId(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/businesses?type=Restaurant&region=Conakry&pageSize=50');
  const { items } = (await response.json()) as { items: { id: string; name: string }[] };
  const business = items.find((entry) => entry.name === MAQUIS);
  expect(business, MAQUIS).toBeTruthy();
  return business!.id;
}

test('the home page, a business seen before and the last order open with no network, marked offline', async ({
  page,
  context,
}) => {
  await loginAs(page, DEMO.customer);
  const orders = (await (await page.request.get('/api/orders?page=1')).json()) as {
    items: { id: string; orderNumber: string }[];
  };
  const last = orders.items[0]!;
  const businessId = await maquisId(page.request);

  // A first visit, online: the service worker installs, the pages' answers are stored.
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await serviceWorkerReady(page);
  await page.goto(`/services/${businessId}`);
  await expect(page.getByRole('heading', { name: MAQUIS, level: 1 })).toBeVisible();
  await expect(page.getByText('Riz gras au mouton').first()).toBeVisible();
  await page.goto(`/order-tracking/${last.id}`);
  await expect(page.getByText(last.orderNumber)).toBeVisible();
  await waitUntilStored(page, last.orderNumber);
  await waitUntilStored(page, MAQUIS);
  await expect(page.getByText(OFFLINE_MARK)).toHaveCount(0);

  // No network at all: every page seen opens from the phone, and says so.
  await context.setOffline(true);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(OFFLINE_MARK)).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(MAQUIS) }).first()).toBeVisible();

  await page.goto(`/services/${businessId}`);
  await expect(page.getByRole('heading', { name: MAQUIS, level: 1 })).toBeVisible();
  await expect(page.getByText('Riz gras au mouton').first()).toBeVisible();
  await expect(page.getByText(OFFLINE_MARK)).toBeVisible();

  await page.goto(`/order-tracking/${last.id}`);
  await expect(page.getByText(last.orderNumber)).toBeVisible();
  await expect(page.getByText(OFFLINE_MARK)).toBeVisible();

  // Back online: the mark goes.
  await context.setOffline(false);
  await expect(page.getByText(OFFLINE_MARK)).toHaveCount(0);
});
