import { expect, test, type APIRequestContext, type Page, type Route } from '@playwright/test';
import { DEMO, loginAs } from '../../fixtures';

/**
 * Issue 14: an order placed while the connection drops is never lost and never doubled. The
 * connection is cut after the server received the order and before its answer reached the phone.
 */

const MAQUIS = 'Le Maquis de Kaloum';
const WAITING = 'Commande en attente de connexion…';

async function orderCount(request: APIRequestContext): Promise<number> {
  const response = await request.get('/api/orders?page=1');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { total: number }).total;
}

/** The demo customer, with one article of the Maquis in an otherwise empty cart, at the checkout. */
async function atCheckout(page: Page) {
  await loginAs(page, DEMO.customer);
  expect((await page.request.delete('/api/cart')).ok()).toBe(true);
  const list = await page.request.get('/api/businesses?type=Restaurant&region=Conakry&pageSize=50');
  const { items } = (await list.json()) as { items: { id: string; name: string }[] };
  const maquis = items.find((business) => business.name === MAQUIS);
  expect(maquis, MAQUIS).toBeTruthy();
  await page.goto(`/services/${maquis!.id}`);
  await page.getByRole('button', { name: 'Ajouter Riz gras au mouton au panier' }).click();
  await expect(page.getByText('Ajouté au panier').first()).toBeVisible();
  await page.goto('/checkout');
  await page.getByText('À emporter', { exact: true }).click();
  await expect(page.getByText('Retrait au commerce')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confirmer la commande' })).toBeEnabled();
}

test('the answer lost when the connection drops: once it returns, one confirmation and one order', async ({
  page,
  context,
}) => {
  await atCheckout(page);
  const before = await orderCount(page.request);
  const keys: string[] = [];
  let placedId = '';
  await page.route('**/api/orders', async (route: Route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    if (placedId) return route.fallback();
    // The server receives the order and places it; the phone loses its network before the answer.
    const response = await route.fetch();
    expect(response.status()).toBe(201);
    placedId = ((await response.json()) as { order: { id: string } }).order.id;
    await context.setOffline(true);
    await route.abort('internetdisconnected');
  });

  await page.getByRole('button', { name: 'Confirmer la commande' }).click();
  await expect(page.getByText(WAITING)).toBeVisible();
  await expect(page.getByText('Vous êtes hors ligne.')).toBeVisible();
  expect(placedId).not.toBe('');

  await context.setOffline(false);
  await expect(page).toHaveURL(new RegExp(`/order-confirmation/${placedId}$`), { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Merci, votre commande est enregistrée !' })).toHaveCount(1);
  await expect(page.getByText('Commande passée')).toHaveCount(1);
  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
  expect(keys[1]).toBe(keys[0]);
  expect(await orderCount(page.request)).toBe(before + 1);
  // The key is done with: nothing waits any more.
  expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('livra.checkout.')))).toEqual(
    [],
  );
});

test('a reload while the order waits for its answer resumes it with the same key', async ({ page }) => {
  await atCheckout(page);
  const before = await orderCount(page.request);
  const keys: string[] = [];
  let placedId = '';
  let cut = true;
  await page.route('**/api/orders', async (route: Route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    if (!cut) return route.fallback();
    if (!placedId) {
      const response = await route.fetch();
      placedId = ((await response.json()) as { order: { id: string } }).order.id;
    }
    // Every answer is lost on the way back (a network that drops mid-request).
    await route.abort('connectionreset');
  });

  await page.getByRole('button', { name: 'Confirmer la commande' }).click();
  await expect(page.getByText(WAITING)).toBeVisible();
  const sent = keys.length;

  // The customer reloads: the page finds the waiting order and sends it again with its key.
  await page.reload();
  await expect(page.getByText(WAITING)).toBeVisible();
  await expect.poll(() => keys.length).toBeGreaterThan(sent);
  expect(new Set(keys)).toEqual(new Set([keys[0]]));

  // The network comes back: the automatic retry gets the order the server placed the first time.
  cut = false;
  await expect(page).toHaveURL(new RegExp(`/order-confirmation/${placedId}$`), { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Merci, votre commande est enregistrée !' })).toHaveCount(1);
  expect(new Set(keys)).toEqual(new Set([keys[0]]));
  expect(await orderCount(page.request)).toBe(before + 1);
});
