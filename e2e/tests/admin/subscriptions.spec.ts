import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { DEMO, DEMO_PASSWORD } from '../../fixtures';

/**
 * A suspension hides the business from customers and ends by itself. Time has to move, so
 * this file starts its own server (the shared one runs in production mode, where the test
 * clock is refused): NODE_ENV=test, a clock shifted by the milliseconds written in
 * TEST_CLOCK_FILE, and the scheduler looking every second (docs/decisions/005-scheduled-work.md).
 */
const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const DAY = 86_400_000;
const CAFE = 'Café de Kaloum';

let server: ChildProcess | undefined;
let dataDir: string;
let clockFile: string;
let base: string;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** Moves the server's clock to `ms` after the real time. */
const moveClock = (ms: number) => writeFileSync(clockFile, String(ms));

test.beforeAll(async () => {
  // Starting and seeding a server takes a while on a busy machine.
  test.setTimeout(360_000);
  dataDir = mkdtempSync(join(tmpdir(), 'livra-e2e-clock-'));
  clockFile = join(dataDir, 'clock-offset');
  moveClock(0);
  const port = await freePort();
  base = `http://localhost:${port}`;
  server = spawn('npx', ['tsx', 'apps/server/src/main.ts'], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
    // Its own process group: npx does not pass SIGTERM on to the server it starts.
    detached: true,
    env: {
      ...process.env,
      PORT: String(port),
      APP_URL: base,
      DATA_DIR: join(dataDir, 'data'),
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      TEST_CLOCK_FILE: clockFile,
      SCHEDULER_INTERVAL_MS: '1000',
      SIGNIN_ATTEMPTS_PER_MINUTE: '1000',
      EMAIL_REQUESTS_PER_HOUR: '1000',
      IP_REQUESTS_PER_HOUR: '1000',
      TSX_TSCONFIG_PATH: 'apps/server/tsconfig.json',
    },
  });
  await expect
    .poll(async () => (await fetch(`${base}/api/health`).catch(() => undefined))?.status, { timeout: 350_000 })
    .toBe(200);
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server?.once('exit', resolve));
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

async function signIn(page: Page, email: string) {
  const response = await page.request.post(`${base}/api/auth/sign-in`, {
    data: { email, password: DEMO_PASSWORD },
    headers: { origin: base },
  });
  expect(response.status(), await response.text()).toBe(200);
}

async function listedNames(page: Page): Promise<string[]> {
  const listing = await (await page.request.get(`${base}/api/businesses?pageSize=50`)).json();
  return listing.items.map((item: { name: string }) => item.name);
}

test('a suspension hides the business from the catalog and ends by itself on its date', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO.admin);
  const active = await (await page.request.get(`${base}/api/admin/subscriptions?status=active&pageSize=50`)).json();
  const cafe = active.items.find((item: { business: { name: string } }) => item.business.name === CAFE);
  expect(await listedNames(page)).toContain(CAFE);

  // The admin suspends the café for 3 days, on a phone (the list shows as cards).
  await page.goto(`${base}/admin-dashboard/subscriptions`);
  await page.getByRole('button', { name: `Suspendre l'abonnement de ${CAFE}` }).click();
  const dialog = page.getByRole('dialog', { name: "Suspendre l'abonnement" });
  await dialog.getByLabel('Durée (jours)').fill('3');
  await dialog.getByLabel('Motif (facultatif)').fill('Retard de paiement');
  await dialog.getByRole('button', { name: 'Suspendre 3 jours' }).click();
  await expect(page.getByText('Abonnement suspendu pour 3 jours')).toBeVisible();
  const card = page.getByRole('listitem').filter({ hasText: CAFE });
  await expect(card.getByText('Suspendu', { exact: true })).toBeVisible();
  await expect(card.getByText('Retard de paiement')).toBeVisible();

  // Customers no longer find it: not in the listing, its page is gone.
  const visitor = await browser.newPage({ viewport: { width: 360, height: 740 } });
  expect(await listedNames(visitor)).not.toContain(CAFE);
  expect((await visitor.goto(`${base}/services/${cafe.business.id}`))?.status()).toBe(404);
  await expect(visitor.getByText('Ce commerce est momentanément indisponible')).toBeVisible();
  await expect(visitor.getByText('Il reviendra bientôt sur Livra.', { exact: false })).toBeVisible();

  // Three days and an hour later, the suspension has ended by itself.
  moveClock(3 * DAY + 60 * 60 * 1000);
  await expect.poll(() => listedNames(visitor), { timeout: 30_000 }).toContain(CAFE);
  await visitor.goto(`${base}/services/${cafe.business.id}`);
  await expect(visitor.getByRole('heading', { name: CAFE, level: 1 })).toBeVisible();
  await visitor.close();

  await page.reload();
  await expect(card.getByText('Actif', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: `Historique de l'abonnement de ${CAFE}` }).click();
  await expect(
    page.getByRole('dialog').getByText("Fin de la suspension : l'abonnement est de nouveau actif."),
  ).toBeVisible();
});
