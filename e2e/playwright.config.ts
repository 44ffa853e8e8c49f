import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
export const BASE_URL = `http://localhost:${PORT}`;

/**
 * End-to-end tests run the real server (built web app, embedded database seeded on first
 * start in a fresh folder) and drive Debian's Chromium.
 */
export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  outputDir: '../test-results',
  use: {
    baseURL: BASE_URL,
    locale: 'fr-FR',
    timezoneId: 'Africa/Conakry',
    trace: 'retain-on-failure',
    // The service worker would answer requests a test mocks with page.route: only the offline
    // specs (tests/offline) allow it.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'mobile', use: { ...devices['Desktop Chrome'], viewport: { width: 360, height: 740 }, isMobile: false } },
  ],
  webServer: {
    command: 'node e2e/start-server.mjs',
    cwd: '..',
    url: `${BASE_URL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: {
      PORT: String(PORT),
      APP_URL: BASE_URL,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      SIGNIN_ATTEMPTS_PER_MINUTE: '1000',
      EMAIL_REQUESTS_PER_HOUR: '1000',
      IP_REQUESTS_PER_HOUR: '1000',
    },
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
