import { expect, test } from '@playwright/test';
import { DEMO, loginAs, signInWithForm } from '../../fixtures';

const PASSWORD = 'Kaloum-Marche-2026';

test('a user the admin deactivates cannot sign in, and their open session is refused', async ({ page, browser }) => {
  // Two people, a sign-up and two sign-ins (scrypt): more than one page's worth of time.
  test.slow();
  // A new customer, signed in on their own phone with their dashboard open.
  const n = String(Date.now()).slice(-8);
  const email = `binta.${n}@exemple.gn`;
  const name = `Binta Diallo ${n}`;
  const customer = await browser.newPage();
  const signUp = await customer.request.post('/api/auth/sign-up', { data: { name, email, password: PASSWORD } });
  expect(signUp.status(), await signUp.text()).toBe(202);
  await loginAs(customer, email, PASSWORD);
  await customer.goto('/dashboard');
  await expect(customer.getByRole('heading', { level: 1 })).toContainText('Binta');

  // The admin finds them and deactivates the account.
  await loginAs(page, DEMO.admin);
  await page.goto('/admin-dashboard/users');
  await page.getByLabel('Rechercher par nom ou e-mail').fill(email);
  await page.getByRole('button', { name: 'Rechercher' }).click();
  await expect(page.getByText(name, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: `Désactiver ${name}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('sessions ouvertes seront fermées immédiatement');
  await dialog.getByRole('button', { name: 'Désactiver' }).click();
  await expect(page.getByText('Utilisateur désactivé avec succès')).toBeVisible();
  await expect(page.getByText('Inactif', { exact: true })).toBeVisible();

  // The open session ends at once: their dashboard, still open, leaves for the home page by itself
  // (its live stream says so), and any request it makes is anonymous.
  await expect(customer).toHaveURL(/\/$/);
  expect((await customer.request.get('/api/me/profile')).status()).toBe(401);
  await customer.goto('/dashboard');
  await expect(customer).toHaveURL(/\/$/);

  // Signing in again says why.
  await customer.goto('/login');
  await signInWithForm(customer, email, PASSWORD);
  await expect(customer.getByText("Votre compte est désactivé. Contactez l'administrateur.").first()).toBeVisible();
  await expect(customer).toHaveURL(/\/login/);
  await customer.close();
});

test('the admin home shows the figures, and the quick search finds a business', async ({ page }) => {
  await loginAs(page, DEMO.admin);
  await page.goto('/admin-dashboard');
  const figures = page.getByRole('region', { name: 'Statistiques · Ce mois' });
  for (const label of [
    'Utilisateurs',
    'Commerces',
    'Commandes',
    'Livreurs',
    'Revenus',
    'Commandes en attente',
    'Livreurs actifs',
    'Commerces actifs',
  ]) {
    await expect(figures.getByText(label, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: /demandes? en attente/ })).toHaveAttribute(
    'href',
    '/admin-dashboard/requests',
  );

  await page.getByRole('radiogroup', { name: 'Période' }).getByText("Aujourd'hui").click();
  await expect(page.getByRole('region', { name: "Statistiques · Aujourd'hui" })).toBeVisible();

  await page.getByLabel('Rechercher un utilisateur, un commerce ou un livreur').fill('maquis');
  const result = page.getByRole('region', { name: 'Commerces' }).getByRole('link', { name: /Le Maquis de Kaloum/ });
  await expect(result).toBeVisible();
  await result.click();
  await expect(page).toHaveURL(/\/admin-dashboard\/businesses\?q=Le%20Maquis%20de%20Kaloum$/);

  // Nothing on the home page scrolls sideways on a 360 px phone.
  await page.goto('/admin-dashboard');
  await expect(figures.getByText('Revenus', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.goto('/admin-dashboard/users');
  await expect(page.getByRole('button', { name: 'Page 2' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // The sidebar (a drawer on a phone) shows who is signed in, and logs out back to the home page.
  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByText(DEMO.admin)).toBeVisible();
  await drawer.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect((await page.request.get('/api/admin/users')).status()).toBe(401);
});
