import { expect, test } from '@playwright/test';
import { DEMO, loginAs } from '../../fixtures';

test.describe('languages', () => {
  // The demo customer goes back to French whatever happens: other tests read its pages and e-mails in French.
  test.afterEach(async ({ page }) => {
    await page.context().clearCookies();
    await loginAs(page, DEMO.customer);
    await page.request.patch('/api/me/profile', { data: { locale: 'fr' } });
  });

  test('the language switch turns a page and an e-mail into English', async ({ page }) => {
    await loginAs(page, DEMO.customer);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Que cherchez-vous ?' })).toBeVisible();
    // The switch saves the choice on the profile of a known user: wait for the session first.
    await expect(page.getByRole('banner').getByRole('button', { name: /^Menu de / })).toBeVisible();

    await page.getByRole('banner').getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('heading', { name: 'What are you looking for?' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.reload();
    await expect(page.getByRole('heading', { name: 'What are you looking for?' })).toBeVisible();
    await page.goto('/cart');
    await expect(page.getByRole('heading', { name: 'My cart', level: 1 })).toBeVisible();

    // The choice is on the profile: the customer's e-mails are now written in English.
    await expect.poll(async () => (await (await page.request.get('/api/auth/session')).json()).user.locale).toBe('en');
    await page.request.post('/api/auth/password-reset/request', { data: { email: DEMO.customer } });

    await page.context().clearCookies();
    await loginAs(page, DEMO.admin);
    const outbox = await page.request.get(
      `/api/emails/outbox?template=password-reset&recipient=${encodeURIComponent(DEMO.customer)}`,
    );
    const [latest] = (await outbox.json()).items as { id: string; subject: string }[];
    expect(latest.subject).toBe('Reset your Livra password');
    const mail = await (await page.request.get(`/api/emails/outbox/${latest.id}`)).json();
    expect(mail.text).toContain('Choose a new password');
  });

  test('an admin who chose English reads the back-office and its refusals in English', async ({ page }) => {
    await loginAs(page, DEMO.admin);
    await page.request.patch('/api/me/profile', { data: { locale: 'en' } });
    try {
      await page.goto('/admin-dashboard/system');
      await expect(page.getByRole('heading', { name: 'System Management', level: 1 })).toBeVisible();
      await page.goto('/admin-dashboard/analytics');
      await expect(page.getByRole('heading', { name: 'Analytics', level: 1 })).toBeVisible();

      // A refusal of the server, in the language the page asks for.
      const refused = await page.request.put('/api/admin/system/settings', {
        data: { defaultDeliveryFee: -1 },
        headers: { 'accept-language': 'en' },
      });
      expect(refused.status()).toBe(400);
      expect((await refused.json()).error).toContain('The delivery fee cannot be negative');
    } finally {
      await page.request.patch('/api/me/profile', { data: { locale: 'fr' } });
    }
  });
});
