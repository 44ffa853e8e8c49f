import { EMAIL_TEXTS_EN } from '@livra/shared/email-texts-en';
import { CUSTOMER_MESSAGES, DRIVER_APP_MESSAGES, MESSAGES, MESSAGES_EN } from '@livra/shared';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, menuItems } from '@/db/schema/index';
import { cookieFrom, createTestServer, DEMO, type TestServer } from '@/test/harness';
import { driverSignIn, newDriver } from '@/modules/drivers/testing';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server?.close());

const english = { 'Accept-Language': 'en-GB,en;q=0.9,fr;q=0.5' };
const errorOf = async (response: Response) => ((await response.json()) as { error: string }).error;
const mailsTo = (address: string, template: string) =>
  server.deps.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, address), eq(emailOutbox.template, template)));

describe('answers in the language the request asks for', () => {
  it('refuses a wrong password in English when asked, in French otherwise', async () => {
    const json = { email: DEMO.customer, password: 'mauvais-mot' };
    const french = await server.request('/auth/sign-in', { json });
    expect(await errorOf(french)).toBe(MESSAGES.invalidCredentials);
    const inEnglish = await server.request('/auth/sign-in', { json, headers: english });
    expect(inEnglish.status).toBe(401);
    expect(await errorOf(inEnglish)).toBe('Invalid credentials');
  });

  it('gives validation messages, one by one and joined, in English', async () => {
    const response = await server.request('/auth/sign-in', { json: { email: '', password: '' }, headers: english });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: string; details: { message: string }[] };
    expect(body.error).toBe(`${MESSAGES_EN.emailRequired}, ${MESSAGES_EN.invalidCredentials}`);
    expect(body.details.map((detail) => detail.message)).toEqual([
      MESSAGES_EN.emailRequired,
      MESSAGES_EN.invalidCredentials,
    ]);
  });

  it('translates a cart refusal that names the article (a message with a value in it)', async () => {
    const [item] = await server.deps.db.select().from(menuItems).limit(1);
    await server.deps.db.update(menuItems).set({ isAvailable: false }).where(eq(menuItems.id, item.id));
    const cookie = await server.signIn(DEMO.customer);
    const json = { menuItemId: item.id, quantity: 1 };
    const french = await server.request('/cart/items', { cookie, json });
    expect(await errorOf(french)).toBe(MESSAGES.menuItemUnavailable(item.name));
    const inEnglish = await server.request('/cart/items', { cookie, json, headers: english });
    expect(inEnglish.status).toBe(400);
    expect(await errorOf(inEnglish)).toBe(`“${item.name}” is not available at the moment.`);
  });

  it("translates the driver app's and the customer's own refusals, not only the spec's messages", async () => {
    const driver = await newDriver(server);
    const driverCookie = cookieFrom(await driverSignIn(server, driver.email));
    const share = (json: unknown, headers?: Record<string, string>) =>
      server.request('/driver/location', { cookie: driverCookie, json, headers });
    const offDuty = { latitude: 9.51, longitude: -13.71 };
    expect(await errorOf(await share(offDuty))).toBe(DRIVER_APP_MESSAGES.locationNeedsDuty);
    const refused = await share(offDuty, english);
    expect(refused.status).toBe(409);
    expect(await errorOf(refused)).toBe('Go on duty to share your location.');
    const invalid = await share({ latitude: 91, longitude: -13.71 }, english);
    expect(invalid.status).toBe(400);
    const body = (await invalid.json()) as { error: string; details: { message: string }[] };
    expect(body.error).toBe('The latitude must be a number between -90 and 90');
    expect(body.details.map((detail) => detail.message)).toEqual([body.error]);

    const cookie = await server.signIn(DEMO.customer);
    const missing = `/me/addresses/${randomUUID()}`;
    const french = await server.request(missing, { method: 'DELETE', cookie });
    expect(await errorOf(french)).toBe(CUSTOMER_MESSAGES.addressNotFound);
    const inEnglish = await server.request(missing, { method: 'DELETE', cookie, headers: english });
    expect(inEnglish.status).toBe(404);
    expect(await errorOf(inEnglish)).toBe('Address not found');
  });
});

describe('checks the catalogue gives no words for, in English', () => {
  const detailsOf = async (response: Response) =>
    ((await response.json()) as { details: { message: string }[] }).details.map((detail) => detail.message);

  it("writes zod's own messages (a number too small, unknown keys) in the request's language", async () => {
    const cookie = await server.signIn(DEMO.customer);
    const french = await server.request('/orders?page=0', { cookie });
    expect(french.status).toBe(400);
    expect(await detailsOf(french)).toEqual(['Trop petit : nombre doit être >=1']);
    const inEnglish = await server.request('/orders?page=0', { cookie, headers: english });
    expect(await detailsOf(inEnglish)).toEqual(['Too small: expected number to be >=1']);

    const admin = await server.signIn(DEMO.admin);
    const unknownKey = (headers?: Record<string, string>) =>
      server.request(`/admin/orders/${randomUUID()}/driver`, {
        cookie: admin,
        json: { driverId: null, colour: 'rouge' },
        headers,
      });
    expect(await detailsOf(await unknownKey())).toContain('Clé non reconnue : "colour"');
    expect(await detailsOf(await unknownKey(english))).toContain('Unrecognized key: "colour"');
  });

  it('gives the generic checks (a field too long, a bad date) in English', async () => {
    const admin = await server.signIn(DEMO.admin);
    const badDate = await server.request('/admin/orders?from=hier', { cookie: admin, headers: english });
    expect(await detailsOf(badDate)).toEqual(['Invalid start date (YYYY-MM-DD)']);
    const json = { name: 'a'.repeat(101), email: 'awa@example.gn', phone: '+224 622 00 00 00' };
    const tooLong = await server.request('/requests/driver', { json, headers: english });
    expect(await detailsOf(tooLong)).toContain('This field must not be longer than 100 characters');
  });
});

describe("e-mails in the recipient's language", () => {
  it('stores the language on the profile, shows it on the session, and writes the e-mails in it', async () => {
    const email = 'english-reader@example.gn';
    await server.request('/auth/sign-up', {
      json: { name: 'Fanta Bangoura', email, password: 'Livra-2026!', phoneNumber: '+224 620 00 00 01' },
    });
    const [welcome] = await mailsTo(email, 'email-verification');
    expect(welcome.subject).toBe('Confirmez votre adresse e-mail Livra');

    const cookie = await server.signIn(email, 'Livra-2026!');
    const patched = await server.request('/me/profile', { method: 'PATCH', cookie, json: { locale: 'en' } });
    expect(patched.status).toBe(200);
    expect((await patched.json()).locale).toBe('en');
    const session = (await (await server.request('/auth/session', { cookie })).json()).user;
    expect(session.locale).toBe('en');
    const wrong = await server.request('/me/profile', { method: 'PATCH', cookie, json: { locale: 'de' } });
    expect(wrong.status).toBe(400);

    await server.request('/auth/password-reset/request', { json: { email } });
    const [reset] = await mailsTo(email, 'password-reset');
    expect(reset.subject).toBe(EMAIL_TEXTS_EN.passwordReset.subject);
    expect(reset.html).toContain('lang="en"');
    expect(reset.text).toContain('Hello Fanta Bangoura,');
    expect(reset.text).toContain('Choose a new password');
    expect(reset.text).toMatch(/until \d{1,2} [A-Z][a-z]{2} \d{4} at \d{2}:\d{2}/);
    expect(reset.text).not.toContain('Bonjour');
  });

  it('keeps French for a recipient who chose nothing', async () => {
    await server.request('/auth/password-reset/request', { json: { email: DEMO.customer } });
    const [reset] = await mailsTo(DEMO.customer, 'password-reset');
    expect(reset.subject).toBe('Réinitialisation de votre mot de passe Livra');
    expect(reset.html).toContain('lang="fr"');
    expect(reset.text).toContain('Bonjour');
  });
});
