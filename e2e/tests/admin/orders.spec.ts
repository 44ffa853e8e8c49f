import { expect, test, type Page } from '@playwright/test';
import { DEMO, MAQUIS, placeMaquisOrder, signedInContext } from '../../fixtures';

/**
 * Issue 11: an admin status change reaches the customer's open tracking page without reload.
 * Two browser sessions at once: the customer follows their order, the admin works in the
 * back-office. The customer's page carries a marker that a reload would wipe out.
 */

const mark = (page: Page) => page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));
const notReloaded = async (page: Page) =>
  expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);

test('an admin status change from the back-office reaches the customer’s open tracking page without reload', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const customer = await signedInContext(browser, '/api/auth/sign-in', DEMO.customer);
  const admin = await signedInContext(browser, '/api/auth/sign-in', DEMO.admin);
  try {
    const order = await placeMaquisOrder(customer.request, 'e2e-admin-orders');

    // The customer follows their order.
    const customerPage = await customer.newPage();
    await customerPage.goto(`/order-tracking/${order.id}`);
    const current = customerPage.getByRole('list', { name: 'Étapes de la commande' }).locator('[aria-current="step"]');
    await expect(current).toContainText('En attente');
    await mark(customerPage);

    // The admin finds it in the list by its number and opens it.
    const adminPage = await admin.newPage();
    await adminPage.goto('/admin-dashboard/orders');
    await expect(adminPage.getByRole('heading', { level: 1, name: 'Commandes' })).toBeVisible({ timeout: 30_000 });
    await adminPage
      .getByRole('searchbox', { name: 'Rechercher par numéro, client ou commerce' })
      .fill(order.orderNumber);
    // On a phone the orders are cards (the table is for wider screens).
    const card = adminPage.getByRole('list', { name: 'Commandes' }).getByRole('listitem');
    await expect(card).toHaveCount(1);
    await expect(card).toContainText(MAQUIS);
    await expect(adminPage.getByText('1 commande', { exact: true })).toBeVisible();
    await card.getByRole('button', { name: `Voir la commande ${order.orderNumber}` }).click();
    const detail = adminPage.getByRole('dialog');
    await expect(detail.getByRole('heading', { name: order.orderNumber })).toBeVisible();
    await expect(detail.getByText('En face de la pharmacie Kipé')).toBeVisible();

    // Straight to "En cours de livraison": any status may be set (spec 02 §4).
    await detail.getByLabel('Statut').selectOption({ label: 'En cours de livraison' });
    await detail.getByLabel(/Note/).fill('Livraison organisée par Livra');
    await detail.getByRole('button', { name: 'Appliquer' }).click();
    await expect(adminPage.getByText('Statut de la commande : En cours de livraison')).toBeVisible();
    await expect(detail.getByText('Livraison organisée par Livra')).toBeVisible();
    await expect(customerPage.getByText('Statut : En cours de livraison', { exact: true })).toBeAttached();

    // Cancelling asks for a confirmation and a reason, which the customer reads.
    await detail.getByRole('button', { name: 'Annuler la commande' }).click();
    const confirm = adminPage.getByRole('dialog', { name: `Annuler la commande ${order.orderNumber} ?` });
    await confirm.getByRole('button', { name: 'Confirmer l’annulation' }).click();
    await expect(confirm.getByRole('alert')).toHaveText("Indiquez la raison de l'annulation");
    await confirm.getByRole('button', { name: 'Commerce fermé' }).click();
    await confirm.getByRole('button', { name: 'Confirmer l’annulation' }).click();
    await expect(confirm).toBeHidden();
    await expect(customerPage.getByText('Statut : Annulée', { exact: true })).toBeAttached();
    await expect(customerPage.getByText('Motif : Commerce fermé')).toBeVisible();

    // The list shows the new status once the detail is closed.
    await adminPage.keyboard.press('Escape');
    await expect(card.getByText('Annulée')).toBeVisible();
    await notReloaded(customerPage);
  } finally {
    await customer.close();
    await admin.close();
  }
});
