import { expect, test } from '@playwright/test';
import { DEMO, loginAs } from '../../fixtures';

test('an admin adds a category and a visitor sees it on /categories at once, without a restart', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const name = `Salades ${String(Date.now()).slice(-6)}`;

  // A visitor reads the categories first, so the server holds the list in its cache.
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto('/categories');
  await expect(visitorPage.getByRole('heading', { level: 1, name: 'Catégories' })).toBeVisible({ timeout: 30_000 });
  await expect(visitorPage.getByText('Cuisine guinéenne', { exact: true })).toBeVisible();
  await expect(visitorPage.getByText(name)).toHaveCount(0);

  await loginAs(page, DEMO.admin);
  await page.goto('/admin-dashboard/content');
  await expect(page.getByRole('heading', { level: 1, name: 'Gestion du Contenu' })).toBeVisible({ timeout: 30_000 });
  const stats = page.getByRole('region', { name: 'Statistiques du contenu' });
  await expect(stats.getByText('Total des catégories')).toBeVisible();

  await page.getByRole('button', { name: 'Ajouter' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ajouter une catégorie' });
  await dialog.getByLabel('Nom *').fill(name);
  await dialog.getByLabel('Icône', { exact: true }).fill('salad');
  await dialog.getByLabel('Couleur', { exact: true }).fill('#16A34A');
  await dialog.getByLabel('Description', { exact: true }).fill('Salades composées et jus frais de Conakry.');
  await dialog.getByRole('button', { name: 'Ajouter la catégorie' }).click();
  await expect(page.getByText('Catégorie ajoutée')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByRole('searchbox', { name: 'Rechercher une catégorie ou un type de commerce' }).fill(name);
  const table = page.getByRole('table', { name: 'Catégories du catalogue' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByText(name)).toBeVisible();
  await expect(table.getByText('Actif', { exact: true })).toBeVisible();

  // A visitor opening /categories now sees it from the same running server, though the server
  // had the list cached. (A new browser: the first one may keep its own copy for its cache time.)
  await visitor.close();
  const next = await browser.newContext();
  const nextPage = await next.newPage();
  await nextPage.goto('/categories');
  await expect(nextPage.getByText(name)).toBeVisible({ timeout: 30_000 });
  await expect(nextPage.getByText('Salades composées et jus frais de Conakry.')).toBeVisible();
  await next.close();

  // Deactivated: gone for a visitor at once too.
  await table.getByRole('button', { name: `Désactiver ${name}` }).click();
  await expect(page.getByText('Statut de la catégorie mis à jour')).toBeVisible();
  const last = await browser.newContext();
  const lastPage = await last.newPage();
  await lastPage.goto('/categories');
  await expect(lastPage.getByText('Cuisine guinéenne', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(lastPage.getByText(name)).toHaveCount(0);
  await last.close();
});
