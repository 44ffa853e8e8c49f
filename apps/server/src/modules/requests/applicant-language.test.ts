import { MESSAGES_EN } from '@livra/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, userProfiles } from '@/db/schema/index';
import { createTestServer, DEMO, type TestServer } from '@/test/harness';
import { mailsTo } from './admin-requests.fixtures';
import { uniqueContact } from './requests.fixtures';

/**
 * An applicant has no account, so no stored language: the one they applied in is kept with the
 * application, and every e-mail of it (confirmation, approval, rejection, credentials) and the
 * account it opens follow it (docs/decisions/009-languages.md).
 */

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await createTestServer();
  admin = await server.signIn(DEMO.admin);
});
afterAll(() => server?.close());

const english = { 'Accept-Language': 'en-GB,en;q=0.9' };
const post = (path: string, json: unknown = {}) => server.request(path, { cookie: admin, json });
const flat = (text: string | null) => (text ?? '').replace(/\s+/g, ' ');

async function applyAsPartner(headers?: Record<string, string>) {
  const plans = (await (await server.request('/subscription-plans')).json()).plans as { id: string }[];
  const input = {
    ownerName: 'Kadiatou Bangoura',
    ...uniqueContact('kadiatou'),
    businessName: `Saveurs de Boké ${Date.now()}`,
    businessTypeId: 1,
    address: 'Quartier Dibia, Boké',
    region: 'Boké',
    description: 'Poisson braisé, attiéké et jus de gingembre.',
    planId: plans[1]!.id,
  };
  const response = await server.request('/requests/partner', { json: input, headers });
  expect(response.status).toBe(201);
  return { id: ((await response.json()) as { id: string }).id, email: input.email };
}

async function applyAsDriver(headers?: Record<string, string>, vehicleType = 'Moto') {
  const input = { name: 'Ousmane Touré', ...uniqueContact('ousmane'), vehiclePlate: 'RC-2231-B', vehicleType };
  const response = await server.request('/requests/driver', { json: input, headers });
  expect(response.status).toBe(201);
  return { id: ((await response.json()) as { id: string }).id, email: input.email };
}

describe("an applicant's e-mails in the language they applied in", () => {
  it('confirms, approves and opens the partner account in English for an English application', async () => {
    const { id, email } = await applyAsPartner(english);
    const [confirmation] = await mailsTo(server, 'request-confirmation', email);
    expect(confirmation).toMatchObject({ locale: 'en', subject: 'Your partnership application has been received' });

    expect((await post(`/admin/requests/partners/${id}/approve`)).status).toBe(200);
    const [approval] = await mailsTo(server, 'request-approval', email);
    expect(approval).toMatchObject({ locale: 'en', subject: 'Your partnership application is approved' });

    expect((await post(`/admin/requests/partners/${id}/account`)).status).toBe(201);
    const [profile] = await server.deps.db.select().from(userProfiles).where(eq(userProfiles.email, email));
    expect(profile?.locale).toBe('en');
    const [credentials] = await mailsTo(server, 'account-credentials', email);
    expect(credentials).toMatchObject({ locale: 'en', subject: 'Your Livra sign-in details' });
  });

  it('refuses an English driver application in English, with the default reason and the team in English', async () => {
    const { id, email } = await applyAsDriver(english);
    expect((await post(`/admin/requests/drivers/${id}/reject`)).status).toBe(200);
    const [rejection] = await mailsTo(server, 'request-rejection', email);
    expect(rejection?.locale).toBe('en');
    expect(flat(rejection?.text ?? null)).toContain(`Reason: ${MESSAGES_EN.defaultRejectionReason}`);
    expect(flat(rejection?.text ?? null)).toContain('Reviewed by: The Livra team');
  });

  it('keeps French for a French application, the default reason and the team included', async () => {
    const { id, email } = await applyAsDriver();
    const [confirmation] = await mailsTo(server, 'request-confirmation', email);
    expect(confirmation?.locale).toBe('fr');
    expect((await post(`/admin/requests/drivers/${id}/reject`)).status).toBe(200);
    const [rejection] = await mailsTo(server, 'request-rejection', email);
    expect(rejection?.locale).toBe('fr');
    expect(flat(rejection?.text ?? null)).toContain('Examinée par : Équipe Livra');
  });

  it('opens an English driver’s account in English, its e-mails with it', async () => {
    const { id, email } = await applyAsDriver(english);
    const approved = await post(`/admin/requests/drivers/${id}/approve`);
    expect(approved.status).toBe(200);
    const [profile] = await server.deps.db.select().from(userProfiles).where(eq(userProfiles.email, email));
    expect(profile?.locale).toBe('en');
    const [approval] = await mailsTo(server, 'request-approval', email);
    expect(approval?.locale).toBe('en');
    const [credentials] = await mailsTo(server, 'account-credentials', email);
    expect(credentials?.locale).toBe('en');
  });

  it('names the vehicle in the reader’s language: the applicant’s e-mail and an English admin’s notification', async () => {
    const [adminProfile] = await server.deps.db.select().from(userProfiles).where(eq(userProfiles.email, DEMO.admin));
    await server.deps.db.update(userProfiles).set({ locale: 'en' }).where(eq(userProfiles.id, adminProfile!.id));
    try {
      const { id, email } = await applyAsDriver(english, 'Vélo');
      const [confirmation] = await mailsTo(server, 'request-confirmation', email);
      expect(flat(confirmation?.text ?? null)).toContain('Vehicle: Bicycle — RC-2231-B');
      const [notice] = await server.deps.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, adminProfile!.id), sql`${notifications.data}->>'requestId' = ${id}`));
      expect(notice?.message).toBe('Ousmane Touré (Bicycle) asks to become a driver. Application to review.');
    } finally {
      await server.deps.db.update(userProfiles).set({ locale: 'fr' }).where(eq(userProfiles.id, adminProfile!.id));
    }
  });
});
