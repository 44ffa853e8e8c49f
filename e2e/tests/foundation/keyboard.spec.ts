import { expect, type Locator, type Page, test } from '@playwright/test';
import { DEMO, loginAs } from '../../fixtures';

/**
 * Keyboard, focus, motion, touch targets and live regions (issue 16; docs/decisions/012-accessibility.md).
 * The axe sweep (accessibility.spec.ts) cannot see these: they are checked here as a person would meet them.
 */

/** The focus ring colour of the theme (`--color-ring`, #c44609), as the browser computes it. */
const RING = 'rgb(196, 70, 9)';

async function outline(locator: Locator) {
  return locator.evaluate((element) => {
    const style = getComputedStyle(element);
    return { style: style.outlineStyle, width: Number.parseFloat(style.outlineWidth), color: style.outlineColor };
  });
}

/** Presses Tab until the element has focus (at most `max` times). */
async function tabTo(page: Page, target: Locator, max = 40) {
  for (let step = 0; step < max; step += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('the element was never reached with Tab');
}

test('the checkout delivery-mode cards show a plain ring around the card whose radio has focus', async ({ page }) => {
  await loginAs(page, DEMO.customer);
  expect((await page.request.delete('/api/cart')).ok()).toBe(true);
  const home = (await (await page.request.get('/api/home')).json()) as { popularRestaurants: { id: string }[] };
  const business = (await (await page.request.get(`/api/businesses/${home.popularRestaurants[0]!.id}`)).json()) as {
    menu: { items: { id: string; isAvailable: boolean }[] }[];
  };
  const item = business.menu.flatMap((category) => category.items).find((entry) => entry.isAvailable)!;
  expect((await page.request.post('/api/cart/items', { data: { menuItemId: item.id } })).ok()).toBe(true);

  await page.goto('/checkout');
  const delivery = page.getByRole('radio', { name: /Livraison/ });
  const pickup = page.getByRole('radio', { name: /retrait|emporter|sur place/i });
  await expect(delivery).toBeVisible();
  const startsOnDelivery = await delivery.isChecked();
  await tabTo(page, startsOnDelivery ? delivery : pickup);
  // Arrow keys move the choice and the focus, as in any radio group: here to the other card. Which
  // one is known before the key: read after it, the choice could still be the old one.
  await page.keyboard.press('ArrowRight');
  const focused = startsOnDelivery ? pickup : delivery;
  const card = page.locator('label').filter({ has: focused });
  await expect(focused).toBeChecked();
  await expect(focused).toBeFocused();
  // The card's colours ease in (transition-colors): its ring's final colour is the theme's.
  await expect.poll(async () => (await outline(card)).color).toBe(RING);
  const ring = await outline(card);
  expect(ring.style).toBe('solid');
  expect(ring.width).toBeGreaterThanOrEqual(2);
  // The other card shows none.
  const other = page.locator('label').filter({ has: focused === delivery ? pickup : delivery });
  expect((await outline(other)).style).toBe('none');
  expect((await page.request.delete('/api/cart')).ok()).toBe(true);
});

test('the footer newsletter field shows a light ring on the dark footer when it has focus', async ({ page }) => {
  await page.goto('/about');
  const footer = page.getByRole('contentinfo');
  const field = footer.getByRole('textbox');
  await expect(field).toBeVisible();
  await footer.getByRole('link').last().focus();
  await tabTo(page, field);
  const ring = await outline(field);
  expect(ring.style).toBe('solid');
  expect(ring.width).toBeGreaterThanOrEqual(2);
  // brand-400, 7.7:1 on the footer's stone-900.
  expect(ring.color).toBe('rgb(251, 146, 60)');
});

test('a dialog keeps the focus inside while open and gives it back to its button on close', async ({ page }) => {
  await loginAs(page, DEMO.customer);
  await page.goto('/dashboard/addresses');
  const open = page.getByRole('main').getByRole('button', { name: 'Ajouter une adresse' }).first();
  await expect(open).toBeVisible();
  await open.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  for (let step = 0; step < 25; step += 1) {
    await page.keyboard.press(step % 5 === 4 ? 'Shift+Tab' : 'Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();
});

test('the phone menu keeps the focus inside while open and gives it back to its button on close', async ({ page }) => {
  await page.goto('/');
  const open = page.getByRole('banner').getByRole('button', { name: 'Ouvrir le menu' });
  await open.focus();
  await page.keyboard.press('Enter');
  const sheet = page.getByRole('dialog');
  await expect(sheet).toBeVisible();
  for (let step = 0; step < 20; step += 1) {
    await page.keyboard.press('Tab');
    expect(await sheet.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect(open).toBeFocused();
});

test('with reduced motion asked for, animations end at once and loop no more', async ({ page }) => {
  const animation = (target: Page) =>
    target.evaluate(() => {
      const probe = document.createElement('span');
      probe.className = 'animate-spin';
      document.body.append(probe);
      const style = getComputedStyle(probe);
      const result = { duration: style.animationDuration, count: style.animationIterationCount };
      probe.remove();
      return result;
    });
  await page.goto('/about');
  expect(await animation(page)).toEqual({ duration: '1s', count: 'infinite' });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  expect(await animation(page)).toEqual({ duration: '0.001s', count: '1' });
});

/** Buttons, fields and button-like links in the page smaller than 44 × 44 px (links inside a sentence aside). */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const controls = document.querySelectorAll<HTMLElement>(
      'button, [role="button"], [role="tab"], input:not([type="hidden"]), select, textarea, a[href]',
    );
    for (const control of controls) {
      if (control.closest('[aria-hidden="true"], .sr-only') || control.classList.contains('sr-only')) continue;
      // A radio or checkbox is hit through its label (a visually hidden one too); a control stretched
      // over its card (`after:absolute after:inset-0`) through the card.
      const after = getComputedStyle(control, '::after');
      const stretched = after.content !== 'none' && after.position === 'absolute';
      const target = control.matches('input[type="radio"], input[type="checkbox"]')
        ? (control.closest('label') ?? control)
        : stretched
          ? ((control.offsetParent as HTMLElement | null) ?? control)
          : control;
      const box = target.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || getComputedStyle(target).visibility === 'hidden') continue;
      const inline = control.matches('a') && getComputedStyle(control).display === 'inline';
      if (inline) continue;
      if (box.width < 44 || box.height < 44) {
        const name = (control.getAttribute('aria-label') ?? control.textContent ?? '').trim().slice(0, 40);
        found.push(`${control.tagName.toLowerCase()} «${name}» ${Math.round(box.width)}×${Math.round(box.height)}`);
      }
    }
    return found;
  });
}

test('on a 360 px phone the main controls are at least 44 × 44 px', async ({ page }) => {
  const pages: [string | null, string][] = [
    [null, '/'],
    [null, '/restaurants'],
    [DEMO.customer, '/dashboard/orders'],
    // The public header with a signed-in customer: cart, bell and account menu beside the menu button.
    [DEMO.customer, '/restaurants'],
    [DEMO.partner, '/partner-dashboard/orders'],
    [DEMO.driver, '/driver-dashboard/orders'],
    [DEMO.admin, '/admin-dashboard/orders'],
  ];
  const found: string[] = [];
  for (const [email, path] of pages) {
    await page.context().clearCookies();
    if (email) await loginAs(page, email);
    await page.goto(path);
    await expect(page.locator('main h1').first()).toBeVisible();
    await expect(page.locator('main .animate-shimmer, main [role="status"][aria-label]')).toHaveCount(0);
    found.push(...(await smallTargets(page)).map((entry) => `${path}: ${entry}`));
    // Larger targets, and still nothing wider than the phone.
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    if (width > 360) found.push(`${path}: ${width} px wide`);
  }
  expect(found, found.join('\n')).toEqual([]);
});

test('the tracking page says a status change in one polite live region', async ({ page }) => {
  await loginAs(page, DEMO.customer);
  const { items } = (await (await page.request.get('/api/orders')).json()) as { items: { id: string }[] };
  await page.goto(`/order-tracking/${items[0]!.id}`);
  const live = page.locator('main [aria-live="polite"]');
  await expect(live).toHaveCount(1);
  await expect(live).toHaveText(/^Statut : /);
});
