import { expect, test, type Page } from '@playwright/test';

/** A new applicant each run: the server refuses an e-mail or phone already used by a driver. */
function applicant() {
  const n = String(Date.now()).slice(-8);
  return { email: `mamadou.${n}@exemple.gn`, phone: `+224 6${n.slice(0, 2)} ${n.slice(2, 5)} ${n.slice(5)}` };
}

async function openForm(page: Page) {
  await page.goto('/devenir-conducteur');
  await page.getByRole('button', { name: 'Commencer ma candidature' }).first().click();
  return page.getByRole('form', { name: 'Demande de chauffeur' });
}

test('the page shows the spec’s benefits, requirements and figures, and Annuler goes home', async ({ page }) => {
  await page.goto('/devenir-chauffeur');
  for (const text of [
    'Revenus flexibles',
    'Gagnez de 50 000 à 150 000 FG par jour selon vos livraisons.',
    'Horaires flexibles',
    'Assurance et protection',
    'Permis de conduire valide',
    "Carte d'identité nationale",
    'Assurance du véhicule',
    'Visite technique (si applicable)',
    'Âge minimum : 18 ans',
    'Véhicule en bon état',
    'Connaissance de la ville',
    'Disponibilité flexible',
    'Chauffeurs actifs',
    'Livraisons effectuées',
    'Note moyenne',
    '24h/24',
  ]) {
    await expect(page.getByText(text, { exact: true }).first(), text).toBeVisible();
  }
  await expect(page.getByRole('form', { name: 'Demande de chauffeur' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Commencer ma candidature' }).first().click();
  await page.getByRole('button', { name: 'Annuler' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('an application with bad fields shows every message of the spec, together', async ({ page }) => {
  const form = await openForm(page);
  await form.getByRole('button', { name: 'Envoyer ma demande' }).click();
  const required = ['Le nom est requis', "L'email est requis", 'Le numéro de téléphone est requis'];
  await expect(page.getByText('Erreur de validation')).toBeVisible();
  await expect(page.getByText(required.join(', '))).toBeVisible();
  for (const message of required) await expect(form.getByText(message, { exact: true })).toBeVisible();

  await form.getByLabel('Nom complet').fill('A');
  await form.getByLabel('Email').fill('pas-un-email');
  await form.getByLabel('Téléphone').fill('12-ab');
  await form.getByLabel("Années d'expérience").fill('51');
  await form.getByText('Chauffeur de Service').click();
  await form.getByRole('button', { name: 'Envoyer ma demande' }).click();
  const invalid = [
    'Le nom doit contenir au moins 2 caractères',
    "L'email n'est pas valide",
    "Le numéro de téléphone n'est pas valide",
    "Les années d'expérience doivent être entre 0 et 50",
    'Veuillez sélectionner un service/commerce',
  ];
  await expect(page.getByText(invalid.join(', '))).toBeVisible();
  for (const message of invalid) await expect(form.getByText(message, { exact: true })).toBeVisible();
});

test('a good application is sent, the form is reset and hidden, and it is stored pending', async ({ page }) => {
  const { email, phone } = applicant();
  const form = await openForm(page);
  await form.getByLabel('Nom complet').fill('Mamadou Bah');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Téléphone').fill(phone);
  await form.getByLabel('Type de véhicule').selectOption('Voiture');
  await form.getByLabel(/Plaque/).fill('RC-2024-B');
  await form.getByText('Chauffeur de Service').click();
  await form.getByRole('searchbox', { name: 'Rechercher un commerce' }).fill('maquis');
  await form.getByRole('radio').first().check();
  await form.getByLabel("Années d'expérience").fill('3');

  // A slow network: the button says so and cannot be pressed twice.
  await page.route('**/api/requests/driver', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 700));
    await route.continue();
  });
  await form.getByRole('button', { name: 'Envoyer ma demande' }).click();
  await expect(page.getByRole('button', { name: 'Envoi en cours...' })).toBeDisabled();

  await expect(page.getByText('Demande envoyée !')).toBeVisible();
  await expect(
    page.getByText(
      "Votre demande de chauffeur a été soumise avec succès. Notre équipe l'examinera et vous contactera par email.",
    ),
  ).toBeVisible();
  await expect(page.getByRole('form', { name: 'Demande de chauffeur' })).toHaveCount(0);

  // The status page finds it, pending.
  await page.getByRole('link', { name: 'Suivre ma demande' }).click();
  await expect(page).toHaveURL(/\/requests\?reference=/);
  const card = page.getByRole('article');
  await expect(card.getByText('En attente')).toBeVisible();
  await expect(card.getByText('Mamadou Bah')).toBeVisible();
  await expect(card.getByText('Voiture — RC-2024-B')).toBeVisible();

  // A second application is not stored, yet answered like a new one (issue 9: no enumeration).
  const again = await page.request.post('/api/requests/driver', { data: { name: 'Mamadou Bah', email, phone } });
  expect(again.status()).toBe(201);
  const form2 = await openForm(page);
  await expect(form2.getByLabel('Nom complet')).toHaveValue('');
});

test('the e-mail of an existing driver gets the answer of a new application, telling nobody it is taken', async ({
  page,
}) => {
  const form = await openForm(page);
  await form.getByLabel('Nom complet').fill('Ibrahima Camara');
  await form.getByLabel('Email').fill('livreur@livra.gn');
  await form.getByLabel('Téléphone').fill(applicant().phone);
  await form.getByRole('button', { name: 'Envoyer ma demande' }).click();
  await expect(
    page.getByText(
      "Votre demande de chauffeur a été soumise avec succès. Notre équipe l'examinera et vous contactera par email.",
    ),
  ).toBeVisible();
  await expect(page.getByText('Un chauffeur ou une demande de chauffeur utilise déjà cet email')).toHaveCount(0);
});
