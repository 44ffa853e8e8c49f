import { expect, test, type Page } from '@playwright/test';
import { DEMO, loginAs } from '../../fixtures';

/**
 * Every main page of every role under the server's Content-Security-Policy: any inline
 * script or style, eval or foreign host left in the app shows here as a violation.
 */
const PAGES: Record<string, { email?: string; paths: string[] }> = {
  visitor: {
    paths: [
      '/',
      '/restaurants',
      '/categories',
      '/search?q=riz',
      '/login',
      '/devenir-partenaire',
      '/devenir-chauffeur',
      '/driver/login',
      '/api/docs',
    ],
  },
  customer: {
    email: DEMO.customer,
    paths: [
      '/dashboard',
      '/dashboard/orders',
      '/dashboard/profile',
      '/dashboard/addresses',
      '/dashboard/notifications',
      '/cart',
      '/checkout',
      '/orders',
    ],
  },
  partner: {
    email: DEMO.partner,
    paths: [
      '/partner-dashboard',
      '/partner-dashboard/orders',
      '/partner-dashboard/menu',
      '/partner-dashboard/revenue',
      '/partner-dashboard/drivers',
      '/partner-dashboard/profile',
    ],
  },
  driver: {
    email: DEMO.driver,
    paths: ['/driver-dashboard', '/driver-dashboard/orders', '/driver-dashboard/history', '/driver-dashboard/location'],
  },
  admin: {
    email: DEMO.admin,
    paths: [
      '/admin-dashboard',
      '/admin-dashboard/orders',
      '/admin-dashboard/businesses',
      '/admin-dashboard/users',
      '/admin-dashboard/drivers',
      '/admin-dashboard/requests',
      '/admin-dashboard/analytics',
      '/admin-dashboard/content',
      '/admin-dashboard/system',
    ],
  },
};

/** Violations reported by the page itself and by the console, as readable lines. */
function watchViolations(page: Page) {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

for (const [role, { email, paths }] of Object.entries(PAGES)) {
  test(`no page of the ${role} breaks the Content-Security-Policy`, async ({ page }) => {
    const violations = watchViolations(page);
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(
          `Content Security Policy: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'} in ${event.sourceFile}:${event.lineNumber}`,
        );
      });
    });
    if (email) await loginAs(page, email);
    for (const path of paths) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(violations, `${path}: ${violations.join('\n')}`).toEqual([]);
    }
  });
}

test('the policy blocks an inline script for real', async ({ page }) => {
  const violations = watchViolations(page);
  await page.goto('/');
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injected = true';
    document.body.append(script);
  });
  expect(await page.evaluate(() => (window as unknown as { injected?: boolean }).injected)).toBeUndefined();
  await expect.poll(() => violations.length).toBeGreaterThan(0);
});
