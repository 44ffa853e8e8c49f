import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { DEMO, loginAs, signInWithForm } from '../../fixtures';

/** A new driver each run: the server refuses an e-mail or phone already used. */
function newDriver() {
  const n = String(Date.now()).slice(-8);
  return {
    name: `Aminata Camara ${n.slice(-4)}`,
    email: `aminata.${n}@exemple.gn`,
    phone: `+224 62${n.slice(0, 1)} ${n.slice(1, 4)} ${n.slice(4)}`,
    password: 'Dixinn-Moto-2026',
  };
}

test('the admin adds a driver who signs in, exports the list, then deactivates them: the list says Inactif', async ({
  page,
  browser,
}) => {
  // Three browser contexts and a driver account created: a long flow.
  test.slow();
  const driver = newDriver();
  await loginAs(page, DEMO.admin);
  await page.goto('/admin-dashboard/drivers');
  // The first page of a server just started may take a while to load on a busy machine.
  await expect(page.getByRole('heading', { level: 1, name: 'Gestion des Livreurs' })).toBeVisible({
    timeout: 30_000,
  });

  await page.getByRole('button', { name: 'Ajouter un livreur' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ajouter un livreur' });
  await dialog.getByRole('button', { name: 'Ajouter le livreur' }).click();
  await expect(dialog.getByText('Le nom est requis')).toBeVisible();
  await expect(dialog.getByText("L'email est requis")).toHaveCount(0);

  await dialog.getByLabel('Nom complet').fill(driver.name);
  await dialog.getByLabel('Email').fill(driver.email);
  await dialog.getByLabel('Téléphone').fill(driver.phone);
  await dialog.getByLabel('Mot de passe', { exact: true }).fill(driver.password);
  await dialog.getByLabel('Type de véhicule').selectOption('Vélo');
  await dialog.getByLabel(/Plaque/).fill('CK-2026-B');
  await dialog.getByRole('button', { name: 'Ajouter le livreur' }).click();
  await expect(page.getByText('Livreur créé avec succès')).toBeVisible();
  await expect(dialog).toHaveCount(0);

  await page.getByLabel('Rechercher un livreur').fill(driver.email);
  await page.getByRole('button', { name: 'Rechercher' }).click();
  const table = page.getByRole('region', { name: 'Livreurs', exact: true });
  const row = table.getByRole('row').filter({ hasText: driver.name });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('En attente')).toBeVisible();
  await expect(row.getByText('Indépendant')).toBeVisible();
  await expect(page.getByText('1 livreur correspondant aux filtres')).toBeVisible();

  // Exporter saves the whole filtered list as a CSV a French spreadsheet opens.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Exporter' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('livreurs.csv');
  const csv = await readFile(await download.path(), 'utf8');
  expect(csv.startsWith('\uFEFFIdentifiant;Nom;Email;')).toBe(true);
  expect(csv.trim().split('\r\n')).toHaveLength(2);
  expect(csv).toContain(`${driver.name};${driver.email}`);

  // The new driver signs in on the drivers' page.
  const driverContext = await browser.newContext();
  const driverPage = await driverContext.newPage();
  await driverPage.goto('/driver/login');
  await signInWithForm(driverPage, driver.email, driver.password);
  await expect(driverPage).toHaveURL(/\/driver-dashboard/);

  // The admin deactivates them: the list says Inactif, and they can no longer sign in.
  await row.getByRole('button', { name: `Autres actions pour ${driver.name}` }).click();
  await page.getByRole('menuitem', { name: 'Désactiver' }).click();
  await expect(page.getByText('Livreur désactivé avec succès')).toBeVisible();
  await expect(row.getByText('Inactif')).toBeVisible();

  const again = await browser.newContext();
  const againPage = await again.newPage();
  await againPage.goto('/driver/login');
  await signInWithForm(againPage, driver.email, driver.password);
  await expect(againPage.getByText("Votre compte est désactivé. Contactez l'administrateur.").first()).toBeVisible();
  await again.close();
  await driverContext.close();
});
