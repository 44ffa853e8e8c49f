import { expect, test } from '@playwright/test';
import { DEMO, loginAs, signInWithForm } from '../../fixtures';

test('a visitor signs up and lands on the customer dashboard', async ({ page }) => {
  await page.goto('/login?action=signup');
  const email = `awa.${Date.now()}@example.gn`;
  await page.getByLabel('Nom complet').fill('Awa Keïta');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill('Kaloum-2024');
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Bienvenue Awa Keïta !')).toBeVisible();
  // Until the mailed link is followed, a banner asks to confirm the address.
  await expect(page.getByText(`Confirmez votre adresse e-mail : nous avons envoyé un lien à ${email}.`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Renvoyer l’e-mail' })).toBeVisible();
});

test('signing up with an address that has an account only says to check the mailbox', async ({ page }) => {
  await page.goto('/login?action=signup');
  await page.getByLabel('Nom complet').fill('Awa Keïta');
  await page.getByLabel('Email').fill(DEMO.customer);
  await page.getByLabel('Mot de passe', { exact: true }).fill('Kaloum-2024');
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page.getByText('Vérifiez votre boîte mail')).toBeVisible();
  await expect(page).toHaveURL(/\/login\?action=signup$/);
});

test('a customer opening the admin dashboard is sent to their own dashboard', async ({ page }) => {
  await loginAs(page, DEMO.customer);
  await page.goto('/admin-dashboard');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('an anonymous visit to a customer page goes home, then back there after signing in', async ({ page }) => {
  await page.goto('/dashboard/orders');
  await expect(page).toHaveURL(/\/$/);
  // The toast that says why covers the header on a phone: its own action leads to the sign-in.
  await page.locator('[data-sonner-toast]').getByRole('button', { name: 'Se connecter' }).click();
  await signInWithForm(page, DEMO.customer);
  await expect(page).toHaveURL(/\/dashboard\/orders$/);
});

test('the home page shows seeded restaurants and one link per business type', async ({ page }) => {
  await page.goto('/');
  const popular = page.getByRole('region', { name: /Restaurants populaires/i });
  // The section's own "see all" link can show before the cards have loaded: wait for the cards.
  await expect.poll(() => popular.getByRole('link').count()).toBeGreaterThanOrEqual(4);
  for (const type of ['Restaurant', 'Pharmacie', 'Marché']) {
    await expect(page.getByRole('link', { name: new RegExp(type) }).first()).toBeVisible();
  }
});

test('no public page scrolls sideways on a 360 px phone', async ({ page }) => {
  await page.goto('/');
  const restaurant = page
    .getByRole('region', { name: /Restaurants populaires/i })
    .getByRole('link')
    .first();
  await expect(restaurant).toBeVisible();
  const businessPage = await restaurant.getAttribute('href');
  for (const path of ['/', '/restaurants', '/categories', '/search?q=poulet', businessPage!]) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, path).toBeLessThanOrEqual(360);
  }
});

test('an unknown path shows the French not-found page', async ({ page }) => {
  await page.goto('/ceci-n-existe-pas');
  await expect(page.getByRole('heading', { name: 'Page non trouvée' })).toBeVisible();
});

test('the newsletter box subscribes for real', async ({ page }) => {
  await page.goto('/');
  const box = page.getByRole('contentinfo');
  await box.getByRole('textbox').fill(`news.${Date.now()}@example.gn`);
  await box.getByRole('button', { name: /inscri/i }).click();
  await expect(page.getByText('Merci ! Vous êtes inscrit à notre newsletter.')).toBeVisible();
});

test('no partner page scrolls sideways on a 360 px phone, tables included', async ({ page }) => {
  await loginAs(page, DEMO.partner);
  for (const path of ['orders', 'menu', 'reservations', 'drivers', 'revenue', 'billing', 'profile', 'settings']) {
    await page.goto(`/partner-dashboard/${path}`);
    // The live stream keeps the network busy: wait for the page's data instead.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    if (path === 'revenue') await expect(page.getByRole('table')).toBeVisible();
    // Charts and lists settle after the first paint: keep the widest moment of two seconds.
    let widest = 0;
    for (let sample = 0; sample < 8; sample++) {
      widest = Math.max(widest, await page.evaluate(() => document.documentElement.scrollWidth));
      await page.waitForTimeout(250);
    }
    expect(widest, path).toBeLessThanOrEqual(360);
  }
});
