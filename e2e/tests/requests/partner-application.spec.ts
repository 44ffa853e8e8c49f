import { expect, test } from '@playwright/test';

test('a business applies with a plan from the server, gets its reference, and finds it pending', async ({ page }) => {
  const n = String(Date.now()).slice(-8);
  const email = `fanta.${n}@exemple.gn`;
  await page.goto('/devenir-partenaire');

  // Plans and prices come from the server (migration 0002).
  await expect(page.getByText('300 000 GNF', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Choisir cette formule' }).nth(1).click();

  const form = page.getByRole('form', { name: 'Demande de partenariat' });
  await expect(form.getByLabel("Formule d'abonnement")).toHaveValue(/[0-9a-f-]{36}/);
  await form.getByRole('button', { name: 'Envoyer ma demande' }).click();
  await expect(page.getByText('Erreur de validation')).toBeVisible();
  await expect(form.getByText('Le nom du commerce est requis')).toBeVisible();

  await form.getByLabel('Nom du responsable').fill('Fanta Condé');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Téléphone').fill(`+224 62${n.slice(0, 1)} ${n.slice(1, 4)} ${n.slice(4)}`);
  await form.getByLabel('Nom du commerce').fill(`Chez Fanta ${n}`);
  await form.getByLabel('Type de commerce').selectOption({ label: 'Restaurant' });
  await form.getByLabel('Région').selectOption('Kindia');
  await form.getByLabel('Adresse').fill('Centre-ville, près de la gare');
  await form.getByLabel('Description').fill('Riz sauce arachide et grillades.');
  await form.getByRole('button', { name: 'Envoyer ma demande' }).click();

  await expect(page).toHaveURL(/\/request-confirmation\?type=partner&reference=/);
  await expect(page.getByRole('heading', { name: 'Demande envoyée !' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  const reference = new URL(page.url()).searchParams.get('reference')!;
  await expect(page.getByText(reference)).toBeVisible();

  await page.getByRole('link', { name: 'Suivre ma demande' }).click();
  const card = page.getByRole('article');
  await expect(card.getByText('En attente')).toBeVisible();
  await expect(card.getByText(`Chez Fanta ${n}`)).toBeVisible();
  await expect(card.getByText('Pro — 300 000 GNF / mois')).toBeVisible();

  // Customers do not see it until an admin approves it.
  const listing = await (await page.request.get('/api/businesses?pageSize=50')).json();
  expect(listing.items.map((item: { name: string }) => item.name)).not.toContain(`Chez Fanta ${n}`);
});

test('the status page needs the e-mail and the reference or phone, and says when nothing matches', async ({ page }) => {
  await page.goto('/requests');
  await page.getByLabel('Email utilisé pour la demande').fill('youssouf.camara@exemple.gn');
  await page.getByRole('button', { name: 'Voir ma demande' }).click();
  await expect(
    page.getByText('Indiquez la référence de votre demande ou votre numéro de téléphone').first(),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Mon téléphone' }).click();
  await page.getByLabel('Téléphone donné lors de la demande').fill('+224 666 14 25 36');
  await page.getByRole('button', { name: 'Voir ma demande' }).click();
  const card = page.getByRole('article');
  await expect(card.getByText('Rejetée')).toBeVisible();
  await expect(card.getByText('Registre du commerce manquant.')).toBeVisible();

  await page.getByLabel('Téléphone donné lors de la demande').fill('+224 600 00 00 00');
  await page.getByRole('button', { name: 'Voir ma demande' }).click();
  await expect(page.getByText('Aucune demande trouvée')).toBeVisible();
});
