import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'demo1234';
export const DEMO = {
  customer: 'client@livra.gn',
  partner: 'partenaire@livra.gn',
  driver: 'livreur@livra.gn',
  admin: 'admin@livra.gn',
} as const;

/** Signs in through the API: the session cookie lands in the page's browser context. */
export async function loginAs(page: Page, email: string, password = DEMO_PASSWORD) {
  const response = await page.request.post('/api/auth/sign-in', { data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
}

/** Signs in through the login form, as a person would. */
export async function signInWithForm(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.getByLabel('Email').first().fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).first().fill(password);
  await page.getByRole('main').getByRole('button', { name: 'Se connecter' }).click();
}

/** A browser context of its own, signed in through `path` (the customer's or the driver's sign-in). */
export async function signedInContext(
  browser: Browser,
  path: string,
  email: string,
  options: Parameters<Browser['newContext']>[0] = {},
) {
  const context = await browser.newContext(options);
  const response = await context.request.post(path, { data: { email, password: DEMO_PASSWORD } });
  expect(response.status(), await response.text()).toBe(200);
  return context;
}

export const MAQUIS = 'Le Maquis de Kaloum';

/** Places a delivery order of one Riz gras at the Maquis, through the API, as the signed-in customer. */
export async function placeMaquisOrder(request: APIRequestContext, keyPrefix: string) {
  const listing = await request.get('/api/businesses?type=Restaurant&region=Conakry&pageSize=50');
  const { items } = (await listing.json()) as { items: { id: string; name: string }[] };
  const maquis = items.find((business) => business.name === MAQUIS);
  expect(maquis, MAQUIS).toBeTruthy();
  const detail = (await (await request.get(`/api/businesses/${maquis!.id}`)).json()) as {
    menu: { items: { id: string; name: string }[] }[];
  };
  const riz = detail.menu.flatMap((section) => section.items).find((item) => item.name === 'Riz gras au mouton');
  expect(riz).toBeTruthy();
  expect((await request.delete('/api/cart')).ok()).toBe(true);
  expect((await request.post('/api/cart/items', { data: { menuItemId: riz!.id, quantity: 1 } })).ok()).toBe(true);
  const placed = await request.post('/api/orders', {
    headers: { 'Idempotency-Key': `${keyPrefix}-${Date.now()}` },
    data: { deliveryMethod: 'delivery', deliveryAddress: 'Kipé, Ratoma', landmark: 'En face de la pharmacie Kipé' },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  return ((await placed.json()) as { order: { id: string; orderNumber: string } }).order;
}
