import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO, loginAs } from '../../fixtures';

/** The header's search box (the only visible combobox outside /search). */
const searchBox = (page: Page) => page.getByRole('combobox', { name: /Rechercher/ });
const highlighted = (page: Page) => page.locator('[role="option"][aria-selected="true"]');

/** The suggestion's name: the first line of the option (the second gives its details). */
async function nameOf(option: Locator) {
  return (await option.locator('span').nth(1).locator('span').first().textContent())?.trim() ?? '';
}

test.beforeEach(async ({ page }) => {
  await loginAs(page, DEMO.customer);
  await page.goto('/restaurants');
});

test('a customer picks a suggestion with the keyboard only and lands on its results', async ({ page }) => {
  const box = searchBox(page);
  await box.focus();
  await page.keyboard.type('kaloum', { delay: 50 });

  const options = page.getByRole('option');
  await expect(options).toHaveCount(5);
  await expect(page.getByText('Appuyez sur Entrée pour rechercher')).toContainText('kaloum');
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await expect(highlighted(page)).toHaveCount(0);

  // Down highlights the first, Up from the first wraps to the last, Down from the last wraps to the first.
  await page.keyboard.press('ArrowDown');
  await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowUp');
  await expect(options.nth(4)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute('aria-activedescendant', (await options.nth(1).getAttribute('id'))!);

  const chosen = await nameOf(options.nth(1));
  expect(chosen.length).toBeGreaterThan(1);
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL((url) => url.pathname === '/search' && url.searchParams.get('q') === chosen);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Résultats pour « ${chosen} »`);
  await expect(page.getByRole('main').getByText(chosen, { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('listbox')).toHaveCount(0);
});

test('Escape closes the dropdown and keeps the text', async ({ page }) => {
  const box = searchBox(page);
  await box.focus();
  await page.keyboard.type('riz', { delay: 50 });
  await expect(page.getByRole('listbox')).toBeVisible();
  await expect(page.getByRole('option').first()).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await expect(box).toHaveValue('riz');
  await expect(page).toHaveURL(/\/restaurants$/);
});

test('a search typed without accents finds the accented business', async ({ page }) => {
  const box = searchBox(page);
  await box.focus();
  await page.keyboard.type('marche madina', { delay: 30 });
  await expect(page.getByRole('option').first()).toBeVisible();
  // Enter without a highlighted suggestion searches the typed text.
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL((url) => url.searchParams.get('q') === 'marche madina');
  const businesses = page.getByRole('region', { name: 'Commerces' });
  await expect(businesses.getByRole('link', { name: /Marché Madina Express/ })).toBeVisible();
});
