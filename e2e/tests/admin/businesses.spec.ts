import { expect, test, type Page } from '@playwright/test';
import { DEMO, loginAs } from '../../fixtures';

/** The cards of the list (a phone shows cards; the table is for wider screens). */
const cards = (page: Page) => page.getByRole('list', { name: 'Commerces de la plateforme' });

test('the admin adds a business for the demo partner, finds it, edits it, and deactivating it takes it out of the catalog', async ({
  page,
  browser,
}) => {
  // A long flow through three page loads (admin, public page, admin again).
  test.setTimeout(180_000);
  const n = String(Date.now()).slice(-6);
  const name = `Chez Hawa ${n}`;
  await loginAs(page, DEMO.admin);
  await page.goto('/admin-dashboard/businesses');
  // The first visit loads the back-office code: give it time on a slow machine.
  await expect(page.getByRole('heading', { level: 1, name: 'Gestion des Commerces' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/^\d+ commerces au total$/)).toBeVisible();

  // Add: the partner is found by e-mail, then the required fields.
  await page.getByRole('button', { name: 'Ajouter un Commerce' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ajouter un Commerce' });
  await dialog.getByPlaceholder('Rechercher un partenaire (nom ou email)').fill('PARTENAIRE@livra');
  await dialog
    .getByRole('list', { name: 'Partenaires trouvés' })
    .getByRole('button', { name: /Boubacar Barry/ })
    .click();
  await expect(
    dialog.getByRole('button', { name: 'Retirer Boubacar Barry et choisir un autre partenaire' }),
  ).toBeVisible();
  const submit = dialog.getByRole('button', { name: 'Ajouter le Commerce' });
  await expect(submit).toBeDisabled();
  await dialog.getByLabel('Nom du commerce *').fill(name);
  await dialog.getByLabel('Type de commerce *').selectOption({ label: 'Restaurant' });
  await dialog.getByLabel('Adresse *').fill('Kipé, Ratoma, près du rond-point');
  await dialog.getByLabel('Type de cuisine').fill('Guinéenne');
  await dialog.getByLabel('Téléphone').fill('+224 621 45 78 90');
  // Left empty, the fee and time are the platform's defaults (Gestion Système, 5 000 GNF, 30-45 min).
  await expect(dialog.getByLabel('Frais de livraison (GNF)')).toHaveValue('');
  await expect(dialog.getByText('Vide : les frais par défaut de la plateforme.')).toBeVisible();
  await submit.click();
  await expect(page.getByText('Commerce ajouté avec succès')).toBeVisible();
  await expect(dialog).toBeHidden();

  // Find it by search.
  await page.getByRole('searchbox', { name: 'Rechercher un commerce par nom ou adresse' }).fill(`hawa ${n}`);
  await page.getByRole('button', { name: 'Rechercher', exact: true }).click();
  await expect(page.getByText(`1 résultat pour « hawa ${n} »`)).toBeVisible();
  const card = cards(page).getByRole('listitem').filter({ hasText: name });
  await expect(card).toHaveCount(1);
  await expect(card.getByText('Ouvert')).toBeVisible();
  await expect(card.getByText('Restaurant', { exact: true })).toBeVisible();

  // Its detail: the demo partner owns it, with the menu categories of a restaurant.
  await card.getByRole('button', { name: `Voir ${name}` }).click();
  const view = page.getByRole('dialog', { name: name });
  await expect(view.getByText('partenaire@livra.gn')).toBeVisible();
  await expect(view.getByText('Catégories de menu')).toBeVisible();
  const publicHref = await view.getByRole('link', { name: 'Page publique' }).getAttribute('href');
  const id = publicHref!.split('/').pop()!;
  await view.getByRole('button', { name: 'Modifier' }).click();

  // Edit it.
  const edit = page.getByRole('dialog', { name: 'Modifier le commerce' });
  await expect(edit.getByLabel('Nom du commerce *')).toHaveValue(name);
  await edit.getByLabel('Nom du commerce *').fill(`${name} Kipé`);
  await edit.getByLabel('Frais de livraison (GNF)').fill('7000');
  await edit.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Commerce mis à jour avec succès')).toBeVisible();
  await expect(cards(page).getByText(`${name} Kipé`)).toBeVisible();

  // Customers see the new name at once.
  await page.goto(`/services/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: `${name} Kipé` })).toBeVisible();

  // Deactivate it: it leaves the catalog.
  await page.goto(`/admin-dashboard/businesses?q=${encodeURIComponent(`hawa ${n}`)}`);
  await cards(page)
    .getByRole('button', { name: `Voir ${name} Kipé` })
    .click();
  const again = page.getByRole('dialog', { name: `${name} Kipé` });
  await again.getByRole('button', { name: 'Désactiver' }).click();
  await expect(page.getByText("Commerce désactivé : il n'apparaît plus dans le catalogue")).toBeVisible();
  await expect(again.getByText('Inactif')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(cards(page).getByRole('listitem').filter({ hasText: name }).getByText('Inactif')).toBeVisible();

  // Gone for good (410), not merely unknown: search engines drop it.
  expect((await page.request.get(`/api/businesses/${id}`)).status()).toBe(410);
  const listing = await (await page.request.get('/api/businesses?pageSize=50')).json();
  expect(listing.items.map((item: { id: string }) => item.id)).not.toContain(id);
  // A visitor who had not opened it before: this browser may still hold the page's public read,
  // cached for a few seconds like every catalog read (the API above answers 410 already).
  const visitor = await browser.newPage({ baseURL: test.info().project.use.baseURL });
  expect((await visitor.goto(`/services/${id}`))?.status()).toBe(410);
  await expect(visitor.getByText("Ce commerce n'est plus proposé sur Livra", { exact: true })).toBeVisible();
  await expect(visitor.getByText("Ce commerce n'existe pas ou n'est plus proposé sur Livra.")).toBeVisible();
  await visitor.close();
});

test('a business with orders cannot be deleted: the dialog offers to deactivate it instead', async ({ page }) => {
  await loginAs(page, DEMO.admin);
  await page.goto('/admin-dashboard/businesses?q=maquis');
  await expect(cards(page)).toBeVisible({ timeout: 30_000 });
  await cards(page).getByRole('button', { name: 'Supprimer Le Maquis de Kaloum' }).click();
  const dialog = page.getByRole('dialog', { name: 'Impossible de supprimer « Le Maquis de Kaloum »' });
  await expect(dialog.getByText(/Ce commerce a \d+ commandes.*Désactivez-le plutôt\./)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Désactiver le commerce' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Supprimer', exact: true })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Fermer', exact: true }).first().click();
  await expect(dialog).toBeHidden();
});
