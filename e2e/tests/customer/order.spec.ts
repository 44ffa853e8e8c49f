import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, loginAs } from '../../fixtures';

const MAQUIS = 'Le Maquis de Kaloum';
const FATOU = 'Chez Fatou – Saveurs de Guinée';

/** The id of a listed Conakry restaurant, from the public listing. */
async function businessId(request: APIRequestContext, name: string): Promise<string> {
  const response = await request.get('/api/businesses?type=Restaurant&region=Conakry&pageSize=50');
  expect(response.ok()).toBe(true);
  const { items } = (await response.json()) as { items: { id: string; name: string }[] };
  const business = items.find((entry) => entry.name === name);
  expect(business, `${name} parmi les restaurants`).toBeTruthy();
  return business!.id;
}

test('a customer fills a cart from two businesses, checks out and follows the order live', async ({
  page,
  playwright,
  baseURL,
}) => {
  await loginAs(page, DEMO.customer);
  // Start from an empty cart whatever an earlier run left.
  expect((await page.request.delete('/api/cart')).ok()).toBe(true);

  // A first business: the article goes into the cart.
  await page.goto(`/services/${await businessId(page.request, MAQUIS)}`);
  await page.getByRole('button', { name: 'Ajouter Riz gras au mouton au panier' }).click();
  await expect(page.getByText('Ajouté au panier').first()).toBeVisible();

  // Another business: the cart is emptied for it, and the customer is told.
  await page.goto(`/services/${await businessId(page.request, FATOU)}`);
  await page.getByRole('button', { name: 'Ajouter Attiéké poisson frit au panier' }).click();
  await expect(
    page.getByText(`Votre panier contenait des articles de ${MAQUIS} : il a été vidé pour ce commerce.`),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Ajouter Dègué au panier' }).click();

  // The header's cart shows the two articles; its popover leads to the cart page (once the toasts
  // over the header have gone, as a customer on a phone would wait).
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
  await page.getByRole('button', { name: 'Panier, 2 articles' }).click();
  await page.getByRole('link', { name: 'Voir le panier' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  const lines = page.getByRole('main').getByRole('listitem');
  await expect(lines.filter({ hasText: 'Attiéké poisson frit' })).toBeVisible();
  await expect(lines.filter({ hasText: 'Riz gras au mouton' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Ajouter un Attiéké poisson frit' }).click();
  await expect(page.getByText('Quantité mise à jour')).toBeVisible();
  await page.getByRole('link', { name: /Passer la commande/ }).click();

  // Checkout: delivery to the default saved address, cash on delivery, server totals.
  await expect(page).toHaveURL(/\/checkout$/);
  await page.getByText('Livraison', { exact: true }).click();
  await expect(page.getByText('Paiement en espèces à la livraison')).toBeVisible();
  // The business's own delivery fee (7 000 at Chez Fatou), shown before the order is placed.
  await expect(page.getByText('7 000 GNF · chez vous')).toBeVisible();
  await page.getByRole('button', { name: 'Confirmer la commande' }).click();

  await expect(page).toHaveURL(/\/order-confirmation\/[0-9a-f-]{36}$/);
  await expect(page.getByText('Commande passée').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Merci, votre commande est enregistrée !' })).toBeVisible();
  const orderId = page.url().split('/').pop()!;

  await page.getByRole('link', { name: 'Suivre ma commande' }).click();
  await expect(page).toHaveURL(new RegExp(`/order-tracking/${orderId}$`));
  const steps = page.getByRole('list', { name: 'Étapes de la commande' });
  await expect(steps.locator('[aria-current="step"]')).toContainText('En attente');
  // A marker that a reload would wipe out.
  await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));

  // The admin changes the status on the server: the open page follows by itself.
  const admin = await playwright.request.newContext({ baseURL });
  try {
    const signIn = await admin.post('/api/auth/sign-in', { data: { email: DEMO.admin, password: DEMO_PASSWORD } });
    expect(signIn.status()).toBe(200);
    const confirm = await admin.post(`/api/admin/orders/${orderId}/status`, { data: { status: 'confirmed' } });
    expect(confirm.status(), await confirm.text()).toBe(200);
    await expect(steps.locator('[aria-current="step"]')).toContainText('Confirmée');

    const out = await admin.post(`/api/admin/orders/${orderId}/status`, { data: { status: 'out_for_delivery' } });
    expect(out.status()).toBe(200);
    await expect(steps.locator('[aria-current="step"]')).toContainText('En cours de livraison');
  } finally {
    await admin.dispose();
  }
  expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
});
