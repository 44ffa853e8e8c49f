import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'demo1234';
export const DEMO = {
  customer: 'client@livra.gn',
  partner: 'partenaire@livra.gn',
  driver: 'livreur@livra.gn',
  admin: 'admin@livra.gn',
} as const;

/** Signs in through the API: the session cookie lands in the page's browser context. */
export async function loginAs(page: Page, email: string, password = DEMO_PASSWORD) {
  const response = await page.request.post('/api/auth/sign-in', { data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
}

/** Signs in through the login form, as a person would. */
export async function signInWithForm(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.getByLabel('Email').first().fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).first().fill(password);
  await page.getByRole('main').getByRole('button', { name: 'Se connecter' }).click();
}
