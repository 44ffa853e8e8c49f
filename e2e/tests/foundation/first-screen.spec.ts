import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { waitUntilStored } from '../offline/offline-helpers';

/**
 * A visitor's first screen comes drawn in the HTML (docs/decisions/015-first-screen-rendered-on-the-server.md):
 * readable before any script runs, then hydrated by the app, which neither asks again for what the
 * page came with nor draws it anew.
 */
const FATOU = 'Chez Fatou – Saveurs de Guinée';

async function fatouId(request: APIRequestContext): Promise<string> {
  const { items } = (await (
    await request.get('/api/businesses?type=Restaurant&region=Conakry&pageSize=50')
  ).json()) as {
    items: { id: string; name: string }[];
  };
  const business = items.find((entry) => entry.name === FATOU);
  expect(business, FATOU).toBeTruthy();
  return business!.id;
}

/** The id of the business type named `name`, as the search's filter puts it in the address. */
async function businessTypeId(request: APIRequestContext, name: string): Promise<number> {
  const { businessTypes } = (await (await request.get('/api/business-types')).json()) as {
    businessTypes: { id: number; name: string }[];
  };
  const type = businessTypes.find((entry) => entry.name === name);
  expect(type, `the ${name} type`).toBeTruthy();
  return type!.id;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a business page, the home page and a search are there to read', async ({ page }) => {
    await page.goto(`/services/${await fatouId(page.request)}`);
    await expect(page.getByRole('heading', { level: 1, name: FATOU })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Ajouter Attiéké poisson frit au panier' })).toBeVisible();

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: /Chez Fatou/ }).first()).toBeVisible();

    await page.goto('/search?q=poulet');
    await expect(page.getByRole('heading', { level: 1, name: 'Résultats pour « poulet »' })).toBeVisible();
    await expect(page.getByText(/\d+ résultats?/).first()).toBeVisible();
  });
});

/** Errors the page reports: a hydration that failed is one (React's #418 and its kin). */
function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

/** What a `layout-shift` performance entry carries (not in TypeScript's DOM types). */
interface LayoutShiftFields {
  value: number;
  hadRecentInput: boolean;
  sources: { node?: Node | null }[];
}

/** The API's addresses the page asks for, as they are asked. */
function apiReads(page: Page): string[] {
  const reads: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) reads.push(pathname);
  });
  return reads;
}

/** The app's entry script, and the chunks of code it loads (the pages' code). */
const ENTRY = /\/assets\/index-[^/]+\.js$/;
const PAGE_CODE = /\/assets\/c-[^/]+\.js$/;

/** Holds the scripts `held` names until `release` is called: until then their part is the server's drawing. */
async function holdScripts(page: Page, held: RegExp): Promise<() => void> {
  let release: () => void = () => undefined;
  const waiting = new Promise<void>((done) => (release = done));
  await page.route(held, async (route) => {
    await waiting;
    await route.continue();
  });
  return release;
}

/** Waits until React has the root (its entry has run; the pages' code may not have come). */
const rootTaken = (page: Page) =>
  page.waitForFunction(() =>
    Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')),
  );

/**
 * Lets the app's script run and waits until React has the root. A tap before the script has run
 * does nothing (decision 015); from then on, it is held until the page is committed, then played
 * (app/early-input.ts).
 */
async function hydrate(page: Page, release: () => void) {
  release();
  await rootTaken(page);
}

test('the app takes over the drawn page without drawing it again or asking again for its data', async ({ page }) => {
  const id = await fatouId(page.request);
  const errors = pageErrors(page);
  const reads = apiReads(page);
  // The app's script waits until the drawn heading is marked: a page drawn again loses the mark.
  const release = await holdScripts(page, ENTRY);
  await page.goto(`/services/${id}`, { waitUntil: 'commit' });
  const heading = page.getByRole('heading', { level: 1, name: FATOU });
  await heading.evaluate((element) => element.setAttribute('data-drawn-by', 'server'));
  await hydrate(page, release);

  // Hydrated: the button answers, with the visitor's invitation to sign in.
  await page.getByRole('button', { name: 'Ajouter Attiéké poisson frit au panier' }).click();
  await expect(page.getByText('Connexion requise')).toBeVisible();
  await expect(heading).toHaveAttribute('data-drawn-by', 'server');
  expect(reads.filter((path) => path === `/api/businesses/${id}` || path === '/api/auth/session')).toEqual([]);
  expect(errors).toEqual([]);
});

test('a visitor back with answers stored sees the drawn page drawn anew in place, without a jump', async ({ page }) => {
  const id = await fatouId(page.request);
  const errors = pageErrors(page);
  // The layout shifts that count in CLS: not those right after a tap.
  await page.addInitScript(() => {
    const shifts: { value: number; sources: string[] }[] = [];
    Object.assign(window, { shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & LayoutShiftFields)[])
        if (!entry.hadRecentInput)
          shifts.push({ value: entry.value, sources: entry.sources.map((source) => String(source.node?.nodeName)) });
    }).observe({ type: 'layout-shift', buffered: true });
  });
  // An earlier visit leaves answers stored for offline reading: the app then draws the next
  // drawn page anew (createRoot) rather than hydrating it (decision 015).
  await page.goto('/');
  await waitUntilStored(page, '"home"');
  const reads = apiReads(page);
  await page.goto(`/services/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: FATOU })).toBeVisible();
  await page.getByRole('button', { name: 'Ajouter Attiéké poisson frit au panier' }).click();
  await expect(page.getByText('Connexion requise')).toBeVisible();
  // Drawn anew from the placeholders, the page moved by 0.032; a redraw in place moves nothing
  // (a hundredth leaves room for a pixel's rounding, not for the page's blocks moving).
  const shifts = await page.evaluate(() => (window as unknown as { shifts: { value: number }[] }).shifts);
  const moved = shifts.reduce((sum, shift) => sum + shift.value, 0);
  expect(moved, JSON.stringify(shifts)).toBeLessThan(0.01);
  expect(reads.filter((path) => path === `/api/businesses/${id}`)).toEqual([]);
  expect(errors).toEqual([]);
});

test('the app’s script asks V8 to compile it at once, off the main thread', async ({ request }) => {
  // apps/web/vite-compile-hints.ts: the hint must be the file's first line to count.
  const html = await (await request.get('/')).text();
  const entry = html.match(/<script type="module"[^>]* src="([^"]+)"/)?.[1];
  expect(entry, 'the entry script in the HTML').toBeTruthy();
  const script = await (await request.get(entry!)).text();
  expect(script.split('\n', 1)[0]).toBe('//# allFunctionsCalledOnLoad');
});

test.describe('a search whose address holds a filter', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('is drawn with the filter chosen, and the app asks for none of the lists it came with', async ({ page }) => {
    const restaurant = await businessTypeId(page.request, 'Restaurant');
    const errors = pageErrors(page);
    const reads = apiReads(page);
    const release = await holdScripts(page, ENTRY);
    await page.goto(`/search?q=poulet&type=${restaurant}`, { waitUntil: 'commit' });
    // Before any script has run: the server drew the type's list with the address's choice.
    const type = page.getByLabel('Type de commerce');
    await expect(type.locator('option:checked')).toHaveText('Restaurant');
    await expect(page.getByLabel('Catégorie').locator('option')).not.toHaveCount(1);
    await hydrate(page, release);

    // Another choice changes the address, the page's code hydrated or still on its way.
    await type.selectOption({ label: 'Pharmacie' });
    await expect(page).toHaveURL(/type=\d+/);
    await expect(page).not.toHaveURL(new RegExp(`type=${restaurant}(&|$)`));
    expect(
      reads.filter((path) => ['/api/categories', '/api/business-types', '/api/auth/session'].includes(path)),
    ).toEqual([]);
    expect(errors).toEqual([]);
  });
});

test.describe('what a visitor types or chooses before the app’s code has come', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a search typed before the app runs is searched when submitted after', async ({ page }) => {
    const errors = pageErrors(page);
    const release = await holdScripts(page, ENTRY);
    await page.goto('/', { waitUntil: 'commit' });
    const box = page.getByRole('combobox', { name: 'Rechercher un commerce, un plat ou un produit' }).first();
    await box.fill('poulet');
    await hydrate(page, release);
    await expect
      .poll(() => box.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'))))
      .toBe(true);

    // The text the visitor sees is what the app searches.
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=poulet$/);
    await expect(box).toHaveValue('poulet');
    expect(errors).toEqual([]);
  });

  test('a filter chosen before the search page’s code has come is applied once it has', async ({ page }) => {
    const pharmacy = await businessTypeId(page.request, 'Pharmacie');
    const errors = pageErrors(page);
    const release = await holdScripts(page, PAGE_CODE);
    await page.goto('/search?q=poulet', { waitUntil: 'commit' });
    await rootTaken(page);
    const type = page.getByLabel('Type de commerce');
    await type.selectOption({ label: 'Pharmacie' });
    release();

    await expect(page).toHaveURL(new RegExp(`type=${pharmacy}(&|$)`));
    await expect(type.locator('option:checked')).toHaveText('Pharmacie');
    expect(errors).toEqual([]);
  });
});
