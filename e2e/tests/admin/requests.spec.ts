import { type Browser, expect as baseExpect, type Page, test } from '@playwright/test';
import { DEMO, loginAs, signInWithForm } from '../../fixtures';

// Each test walks three people (applicant, admin, new user) through several pages, each page's code
// loaded on first visit: on a busy machine that takes longer than the default waits.
test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

/** A fresh applicant each run: the server refuses an e-mail or phone already used. */
function applicant(prefix: string) {
  const n = String(Date.now()).slice(-8);
  return { n, email: `${prefix}.${n}@exemple.gn`, phone: `+224 6${n.slice(0, 2)} ${n.slice(2, 5)} ${n.slice(5)}` };
}

/** The admin on the requests page, in a browser of their own, allowed to use the clipboard. */
async function adminPage(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL, permissions: ['clipboard-read', 'clipboard-write'] });
  const page = await context.newPage();
  await loginAs(page, DEMO.admin);
  await page.goto('/admin-dashboard/requests');
  await expect(page.getByRole('heading', { level: 1, name: 'Gestion des Demandes' })).toBeVisible();
  return page;
}

/** Copies both credentials from the dialog, as the admin would, and reads them back from the clipboard. */
async function copyCredentials(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Compte créé' });
  await dialog.getByRole('button', { name: 'Copier email' }).click();
  await expect(page.getByText('Email copié dans le presse-papiers')).toBeVisible();
  const email = await page.evaluate(() => navigator.clipboard.readText());
  await dialog.getByRole('button', { name: 'Copier mot de passe' }).click();
  await expect(page.getByText('Mot de passe copié dans le presse-papiers')).toBeVisible();
  const password = await page.evaluate(() => navigator.clipboard.readText());
  expect(password).toHaveLength(12);
  await expect(dialog.getByText(password, { exact: true })).toBeVisible();
  return { email, password, dialog };
}

/** The new user must choose a password before anything else, then lands on their home. */
async function chooseOwnPassword(page: Page, provisional: string, home: RegExp) {
  await expect(page).toHaveURL(/\/changer-mot-de-passe$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Choisissez votre mot de passe' })).toBeVisible();
  // No way around it: any other page brings them back.
  await page.goto('/');
  await expect(page).toHaveURL(/\/changer-mot-de-passe$/);
  await page.getByLabel('Mot de passe provisoire').fill(provisional);
  await page.getByLabel('Nouveau mot de passe', { exact: true }).fill('Kaloum-Soleil-2026');
  await page.getByLabel('Confirmer le nouveau mot de passe').fill('Kaloum-Soleil-2026');
  await page.getByRole('button', { name: 'Enregistrer mon mot de passe' }).click();
  await expect(page.getByText('Mot de passe modifié avec succès')).toBeVisible();
  await expect(page).toHaveURL(home);
}

test('a partner applies, the admin approves and creates the account, the partner signs in and finds the business', async ({
  page,
  browser,
  baseURL,
}) => {
  const { n, email, phone } = applicant('hawa');
  const businessName = `Grillades de Hawa ${n}`;

  // The applicant's form.
  await page.goto('/devenir-partenaire');
  await page.getByRole('button', { name: 'Choisir cette formule' }).nth(1).click();
  const form = page.getByRole('form', { name: 'Demande de partenariat' });
  await form.getByLabel('Nom du responsable').fill('Hawa Soumah');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Téléphone').fill(phone);
  await form.getByLabel('Nom du commerce').fill(businessName);
  await form.getByLabel('Type de commerce').selectOption({ label: 'Restaurant' });
  await form.getByLabel('Région').selectOption('Conakry');
  await form.getByLabel('Adresse').fill('Carrefour Bambeto, Ratoma');
  await form.getByLabel('Description').fill('Poulet braisé, poisson et alloco.');
  await form.getByRole('button', { name: 'Envoyer ma demande' }).click();
  await expect(page.getByRole('heading', { name: 'Demande envoyée !' })).toBeVisible();

  // The admin approves: approval alone creates no account.
  const admin = await adminPage(browser, baseURL);
  await admin.getByLabel('Recherche').fill(businessName);
  const card = admin.getByRole('listitem').filter({ hasText: businessName });
  await expect(card.getByText('En attente')).toBeVisible();
  await card.getByRole('button', { name: 'Approuver' }).click();
  const approve = admin.getByRole('dialog');
  await expect(approve.getByText("L'approbation ne crée pas le compte")).toBeVisible();
  await approve.getByLabel('Notes (facultatif)').fill('Bienvenue chez Livra !');
  await approve.getByRole('button', { name: 'Approuver' }).click();
  await expect(admin.getByText('Demande approuvée avec succès')).toBeVisible();
  await expect(card.getByText('Approuvée')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Approuver' })).toHaveCount(0);

  // Then creates the account and copies the credentials.
  await card.getByRole('button', { name: 'Créer le compte' }).click();
  await expect(admin.getByText('Compte créé avec succès')).toBeVisible();
  const credentials = await copyCredentials(admin);
  expect(credentials.email).toBe(email);
  await expect(credentials.dialog.getByRole('link', { name: `${baseURL}/partner-dashboard` })).toBeVisible();
  await credentials.dialog.getByRole('button', { name: 'Terminé' }).click();
  await expect(card.getByRole('button', { name: 'Créer le compte' })).toHaveCount(0);

  // The partner signs in with them, must change the password, then sees the business and its menu.
  const partnerContext = await browser.newContext({ baseURL });
  const partner = await partnerContext.newPage();
  await partner.goto('/login');
  await signInWithForm(partner, credentials.email, credentials.password);
  await chooseOwnPassword(partner, credentials.password, /\/partner-dashboard$/);
  await expect(partner.getByText(businessName).first()).toBeVisible();
  await partner.goto('/partner-dashboard/menu');
  for (const category of ['Entrées', 'Plats principaux', 'Grillades', 'Boissons']) {
    await expect(partner.getByText(category, { exact: true }).first()).toBeVisible();
  }
  await partnerContext.close();
  await admin.context().close();
});

test('a driver applies, the admin approves with the account, the driver signs in at /driver/login', async ({
  page,
  browser,
  baseURL,
}) => {
  const { email, phone } = applicant('saran');

  await page.goto('/devenir-conducteur');
  await page.getByRole('button', { name: 'Commencer ma candidature' }).first().click();
  const form = page.getByRole('form', { name: 'Demande de chauffeur' });
  await form.getByLabel('Nom complet').fill('Saran Kourouma');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Téléphone').fill(phone);
  await form.getByLabel('Type de véhicule').selectOption('Moto');
  await form.getByRole('button', { name: 'Envoyer ma demande' }).click();
  await expect(page.getByText('Demande envoyée !')).toBeVisible();

  const admin = await adminPage(browser, baseURL);
  await admin.getByRole('tab', { name: 'Demandes chauffeurs' }).click();
  await admin.getByLabel('Recherche').fill(email);
  const card = admin.getByRole('listitem').filter({ hasText: 'Saran Kourouma' });
  await card.getByRole('button', { name: 'Approuver' }).click();
  const approve = admin.getByRole('dialog');
  await expect(approve.getByText("L'approbation crée aussitôt le compte du chauffeur", { exact: false })).toBeVisible();
  await approve.getByRole('button', { name: 'Approuver et créer le compte' }).click();
  await expect(admin.getByText('Demande de chauffeur approuvée avec succès')).toBeVisible();
  const credentials = await copyCredentials(admin);
  expect(credentials.email).toBe(email);
  expect(credentials.password).toMatch(/[!@#$%&*?]/);
  await credentials.dialog.getByRole('button', { name: 'Terminé' }).click();
  await expect(card.getByText('Approuvée')).toBeVisible();

  const driverContext = await browser.newContext({ baseURL });
  const driver = await driverContext.newPage();
  await driver.goto('/driver/login');
  await signInWithForm(driver, credentials.email, credentials.password);
  await chooseOwnPassword(driver, credentials.password, /\/driver-dashboard$/);
  await driverContext.close();
  await admin.context().close();
});

test('a rejected driver request says it is definitive, and a request can be deleted', async ({
  page,
  browser,
  baseURL,
}) => {
  const { email, phone } = applicant('sekou');
  const created = await page.request.post('/api/requests/driver', {
    data: { name: 'Sékou Camara', email, phone, vehicleType: 'Vélo' },
  });
  expect(created.status()).toBe(201);

  const admin = await adminPage(browser, baseURL);
  await admin.getByRole('tab', { name: 'Demandes chauffeurs' }).click();
  await admin.getByLabel('Recherche').fill(email);
  const card = admin.getByRole('listitem').filter({ hasText: 'Sékou Camara' });
  await card.getByRole('button', { name: 'Rejeter' }).click();
  const reject = admin.getByRole('dialog');
  await expect(reject.getByText('Le rejet est définitif')).toBeVisible();
  await reject.getByLabel('Motif du rejet (facultatif)').fill('Permis non valide.');
  await reject.getByRole('button', { name: 'Rejeter définitivement' }).click();
  await expect(admin.getByText('Demande de chauffeur rejetée avec succès')).toBeVisible();
  await expect(card.getByText('Rejetée')).toBeVisible();

  await card.getByRole('button', { name: 'Supprimer' }).click();
  await admin.getByRole('dialog').getByRole('button', { name: 'Supprimer' }).click();
  await expect(admin.getByText('Demande de chauffeur supprimée avec succès')).toBeVisible();
  await expect(admin.getByText('Aucune demande ne correspond à ces filtres.')).toBeVisible();
  await admin.context().close();
});
