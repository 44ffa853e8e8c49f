import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO, placeMaquisOrder, signedInContext } from '../../fixtures';

/**
 * Issue 14: the driver's taps and position made in a dead zone reach the server when the network
 * returns. The driver's phone goes offline; the customer's and the admin's sessions stay online
 * and read what the server has.
 */

const START = { latitude: 9.5121, longitude: -13.7069 };
const MOVED = { latitude: 9.5206, longitude: -13.695 };

interface Tracked {
  status: string;
  driverLocation: { latitude: number; longitude: number } | null;
}
async function tracked(request: APIRequestContext, id: string): Promise<Tracked> {
  const response = await request.get(`/api/orders/${id}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { order: Tracked }).order;
}

/** Delivers the order and records its cash, so it leaves the driver's list. */
async function finish(request: APIRequestContext, id: string | undefined) {
  if (!id) return;
  for (const status of ['picked_up', 'out_for_delivery', 'delivered'])
    await request.post(`/api/driver/orders/${id}/status`, { data: { status } });
  await request.post(`/api/driver/orders/${id}/cash-collected`);
}

test('the driver’s status and position updates made offline are delivered when the network returns', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const customer = await signedInContext(browser, '/api/auth/sign-in', DEMO.customer);
  const admin = await signedInContext(browser, '/api/auth/sign-in', DEMO.admin);
  const driver = await signedInContext(browser, '/api/auth/driver/sign-in', DEMO.driver, {
    permissions: ['geolocation'],
    geolocation: { ...START, accuracy: 15 },
  });
  const wasOnDuty = ((await (await driver.request.get('/api/driver/me')).json()) as { onDuty: boolean }).onDuty;
  let order: { id: string; orderNumber: string } | undefined;
  try {
    await driver.grantPermissions(['geolocation'], { origin: baseURL });
    await driver.route('https://tile.openstreetmap.org/**', (route) => route.abort());
    await customer.route('https://tile.openstreetmap.org/**', (route) => route.abort());

    // An order ready at the Maquis, given to the demo driver, who is on duty.
    order = await placeMaquisOrder(customer.request, 'e2e-driver-offline');
    const { id, orderNumber } = order;
    for (const status of ['confirmed', 'preparing', 'ready']) {
      const changed = await admin.request.post(`/api/admin/orders/${id}/status`, { data: { status } });
      expect(changed.status(), await changed.text()).toBe(200);
    }
    expect((await driver.request.post('/api/driver/duty', { data: { onDuty: true } })).ok()).toBe(true);
    const me = (await (await driver.request.get('/api/driver/me')).json()) as { driver: { id: string } };
    const assigned = await admin.request.post(`/api/admin/orders/${id}/driver`, {
      data: { driverId: me.driver.id },
    });
    expect(assigned.status(), await assigned.text()).toBe(200);

    // The driver's deliveries, and the page that shares the position.
    const orders = await driver.newPage();
    await orders.goto('/driver-dashboard/orders');
    const card = orders.locator(`[aria-label="Livraison ${orderNumber}"]`);
    await expect(card).toBeVisible({ timeout: 15_000 });
    await card.getByRole('button', { name: 'Récupérée' }).click();
    await expect.poll(async () => (await tracked(customer.request, id)).status).toBe('picked_up');
    const location = await driver.newPage();
    await location.goto('/driver-dashboard/location');
    await expect(location.getByText('Position partagée en direct')).toBeVisible();
    await expect
      .poll(async () => (await tracked(customer.request, id)).driverLocation?.latitude, { timeout: 15_000 })
      .toBeCloseTo(START.latitude, 4);

    // A dead zone: the driver moves on and taps the next step; nothing reaches the server.
    await driver.setOffline(true);
    await expect(orders.getByText('Vous êtes hors ligne.')).toBeVisible();
    await card.getByRole('button', { name: 'En cours de livraison' }).click();
    await expect(card.getByRole('button', { name: /Réessayer/ })).toBeVisible();
    await driver.setGeolocation({ ...MOVED, accuracy: 10 });
    await orders.waitForTimeout(6_000);
    const during = await tracked(customer.request, id);
    expect(during.status).toBe('picked_up');
    expect(during.driverLocation?.latitude).toBeCloseTo(START.latitude, 4);

    // Kept in storage, so a reload would not lose it.
    expect(await orders.evaluate(() => localStorage.getItem('livra.driver.pending-actions'))).toContain(id);

    // The network returns: the step and the new position arrive by themselves.
    await driver.setOffline(false);
    await expect
      .poll(async () => (await tracked(customer.request, id)).status, { timeout: 15_000 })
      .toBe('out_for_delivery');
    await expect
      .poll(async () => (await tracked(customer.request, id)).driverLocation?.latitude, { timeout: 15_000 })
      .toBeCloseTo(MOVED.latitude, 4);
    await expect(card.getByRole('button', { name: 'Livrée' })).toBeVisible();
    expect(await orders.evaluate(() => localStorage.getItem('livra.driver.pending-actions'))).toBeNull();
  } finally {
    // The demo driver as the other tests expect him: the delivery finished, on duty as he was.
    await finish(driver.request, order?.id);
    await driver.request.post('/api/driver/duty', { data: { onDuty: wasOnDuty } });
    for (const context of [customer, admin, driver]) await context.close();
  }
});
