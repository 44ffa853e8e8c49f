import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { DEMO, MAQUIS, signedInContext } from '../../fixtures';

/**
 * The headline: one order travels from a customer to a partner to a driver and back to
 * the customer's screen, live, in three browser sessions open at once. No page is reloaded: each
 * one carries a marker that a reload would wipe out, checked at the end.
 */

const START = { latitude: 9.5121, longitude: -13.7069 };
const MOVED = { latitude: 9.5206, longitude: -13.695 };

/** `15 000 GNF`, as the web app writes full amounts. */
const gnf = (amount: number) => `${new Intl.NumberFormat('fr-FR').format(amount).replace(/\u202f|\u00a0/g, ' ')} GNF`;
const coordinates = (point: { latitude: number; longitude: number }) =>
  `${point.latitude.toFixed(5)}, ${point.longitude.toFixed(5)}`;

async function markPage(page: Page) {
  await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));
}
async function expectNotReloaded(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
}

async function maquisId(request: APIRequestContext) {
  const { businesses } = (await (await request.get('/api/partner/businesses')).json()) as {
    businesses: { id: string; name: string }[];
  };
  const maquis = businesses.find((business) => business.name === MAQUIS);
  expect(maquis, `${MAQUIS} parmi les commerces du partenaire`).toBeTruthy();
  return maquis!.id;
}

async function revenueThisMonth(request: APIRequestContext, businessId: string) {
  const response = await request.get(`/api/partner/businesses/${businessId}/stats?period=month`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { revenue: number }).revenue;
}

test('an order goes from the customer to the partner to the driver and back, live, in three sessions', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const contexts: BrowserContext[] = [];
  try {
    const customer = await signedInContext(browser, '/api/auth/sign-in', DEMO.customer);
    const partner = await signedInContext(browser, '/api/auth/sign-in', DEMO.partner);
    const driver = await signedInContext(browser, '/api/auth/driver/sign-in', DEMO.driver, {
      permissions: ['geolocation'],
      geolocation: { ...START, accuracy: 15 },
    });
    contexts.push(customer, partner, driver);
    // As on a network where the map tiles cannot be reached: the position shows as coordinates.
    for (const context of contexts) await context.route('https://tile.openstreetmap.org/**', (route) => route.abort());
    await driver.grantPermissions(['geolocation'], { origin: baseURL });

    const businessId = await maquisId(partner.request);
    const revenueBefore = await revenueThisMonth(partner.request, businessId);
    await partner.addInitScript((id) => localStorage.setItem('livra.partner.businessId', id), businessId);

    // The driver goes on duty (the big switch) and keeps their deliveries open.
    const driverPage = await driver.newPage();
    await driverPage.goto('/driver-dashboard');
    const duty = driverPage.getByRole('switch', { name: 'En service' }).first();
    await expect(duty).toBeVisible();
    if ((await duty.getAttribute('aria-checked')) !== 'true') {
      await duty.click();
      await expect(duty).toHaveAttribute('aria-checked', 'true');
    }
    await driverPage.goto('/driver-dashboard/orders');
    await expect(driverPage.getByRole('heading', { name: 'Mes livraisons' })).toBeVisible();
    await markPage(driverPage);

    // The partner watches their orders.
    const partnerPage = await partner.newPage();
    await partnerPage.goto('/partner-dashboard/orders');
    await expect(partnerPage.getByRole('radiogroup', { name: 'Filtrer par statut' })).toBeVisible();
    await markPage(partnerPage);

    // The customer orders at the Maquis: business page → add → cart → checkout.
    const customerPage = await customer.newPage();
    expect((await customerPage.request.delete('/api/cart')).ok()).toBe(true);
    await customerPage.goto(`/services/${businessId}`);
    await customerPage.getByRole('button', { name: 'Ajouter Riz gras au mouton au panier' }).click();
    await expect(customerPage.getByText('Ajouté au panier').first()).toBeVisible();
    await customerPage.goto('/cart');
    await customerPage.getByRole('link', { name: /Passer la commande/ }).click();
    await expect(customerPage).toHaveURL(/\/checkout$/);
    await customerPage.getByText('Livraison', { exact: true }).click();
    await customerPage.getByRole('button', { name: 'Confirmer la commande' }).click();
    await expect(customerPage).toHaveURL(/\/order-confirmation\/[0-9a-f-]{36}$/);
    const orderId = customerPage.url().split('/').pop()!;
    const { order } = (await (await customerPage.request.get(`/api/orders/${orderId}`)).json()) as {
      order: { orderNumber: string; grandTotal: number };
    };
    await customerPage.getByRole('link', { name: 'Suivre ma commande' }).click();
    await expect(customerPage).toHaveURL(new RegExp(`/order-tracking/${orderId}$`));
    const current = customerPage.getByRole('list', { name: 'Étapes de la commande' }).locator('[aria-current="step"]');
    await expect(current).toContainText('En attente');
    // The tracking page announces each status (the timeline has no current step once delivered).
    const customerSees = (label: string) =>
      expect(customerPage.getByText(`Statut : ${label}`, { exact: true })).toBeAttached();
    await markPage(customerPage);

    // The order appears on the partner's page by itself; the partner takes it through the kitchen.
    const row = partnerPage.getByRole('button', { name: new RegExp(order.orderNumber) });
    await expect(row).toBeVisible({ timeout: 15_000 });
    await row.click();
    const detail = partnerPage.getByRole('dialog');
    for (const [button, status] of [
      ['Confirmer la commande', 'Confirmée'],
      ['Lancer la préparation', 'En préparation'],
      ['Commande prête', 'Prête'],
    ]) {
      await detail.getByRole('button', { name: button }).click();
      await expect(detail.getByRole('heading', { name: order.orderNumber }).locator('..')).toContainText(status);
      await customerSees(status);
    }
    await detail.getByRole('button', { name: 'Assigner un livreur' }).click();
    await detail
      .getByRole('listitem')
      .filter({ hasText: 'Ibrahima Camara' })
      .getByRole('button', { name: 'Assigner' })
      .click();
    await expect(detail.getByText('Ibrahima Camara').first()).toBeVisible();
    await expect(customerPage.getByText('Ibrahima Camara').first()).toBeVisible();

    // The delivery shows up in the driver's list without a reload, with what to collect.
    const card = driverPage.locator(`[aria-label="Livraison ${order.orderNumber}"]`);
    await expect(card).toBeVisible({ timeout: 15_000 });
    await expect(card.getByTestId('amount-to-collect')).toHaveText(gnf(order.grandTotal));
    await card.getByRole('button', { name: 'Récupérée' }).click();
    await customerSees('Récupérée');
    await card.getByRole('button', { name: 'En cours de livraison' }).click();
    await customerSees('En cours de livraison');

    // The driver shares their position; the customer and the partner see it, and see it move.
    const locationPage = await driver.newPage();
    await locationPage.goto('/driver-dashboard/location');
    await expect(locationPage.getByText('Position partagée en direct')).toBeVisible();
    await expect(customerPage.getByText(coordinates(START))).toBeVisible({ timeout: 15_000 });
    await expect(detail.getByText(coordinates(START))).toBeVisible();
    await driver.setGeolocation({ ...MOVED, accuracy: 10 });
    await expect(customerPage.getByText(coordinates(MOVED))).toBeVisible({ timeout: 20_000 });
    await locationPage.close();

    // Delivered, then the cash: the payment is complete.
    await card.getByRole('button', { name: 'Livrée' }).click();
    await customerSees('Livrée');
    await card.getByRole('button', { name: 'Espèces encaissées' }).click();
    await expect(card).toHaveCount(0);
    await expect(detail).toContainText('payée');

    // The partner's revenue now includes the order.
    expect(await revenueThisMonth(partner.request, businessId)).toBe(revenueBefore + order.grandTotal);
    await expectNotReloaded(customerPage);
    await expectNotReloaded(partnerPage);
    await expectNotReloaded(driverPage);

    const overview = await partner.newPage();
    await overview.goto('/partner-dashboard');
    await expect(overview.locator(`[title="${gnf(revenueBefore + order.grandTotal)}"]`)).toBeVisible();
  } finally {
    for (const context of contexts) await context.close();
  }
});
