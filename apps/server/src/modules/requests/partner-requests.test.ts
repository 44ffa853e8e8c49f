import { CATALOG_TEXTS, MESSAGES, REQUEST_TEXTS } from '@livra/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businesses, subscriptionPlans, userProfiles } from '@/db/schema/index';
import { createTestServer, DEMO, type TestServer } from '@/test/harness';
import { errorOf, outboxCount, requestEmails, uniqueContact } from './requests.fixtures';

let server: TestServer;
let plans: { id: string; name: string; price: number }[];

beforeAll(async () => {
  server = await createTestServer();
  plans = (await (await server.request('/subscription-plans')).json()).plans;
});
afterAll(() => server?.close());

let counter = 0;
function application(overrides: Record<string, unknown> = {}) {
  counter += 1;
  const { email, phone } = uniqueContact('fanta');
  return {
    ownerName: 'Fanta Condé',
    email,
    phone,
    businessName: `Chez Fanta ${counter}`,
    businessTypeId: 1,
    address: 'Marché de Madina, Matam',
    region: 'Conakry',
    description: 'Riz sauce arachide, poulet yassa et jus de bissap.',
    planId: plans[1].id,
    ...overrides,
  };
}

const apply = (json: unknown) => server.request('/requests/partner', { json });

describe('GET /api/subscription-plans', () => {
  it('lists the active plans in their order, with prices in GNF', async () => {
    expect(plans.map((plan) => [plan.name, plan.price])).toEqual([
      ['Essentiel', 150_000],
      ['Pro', 300_000],
      ['Premium', 500_000],
    ]);
  });
});

describe('POST /api/requests/partner', () => {
  it('stores a pending, inactive business with its owner and chosen plan, and no account', async () => {
    const input = application({ notes: 'Livraison déjà faite par téléphone.' });
    const response = await apply(input);
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body).toEqual({ id: expect.any(String), requestStatus: 'pending' });
    const [row] = await server.deps.db.select().from(businesses).where(eq(businesses.id, body.id));
    expect(row).toMatchObject({
      name: input.businessName,
      description: input.description,
      address: input.address,
      region: 'Conakry',
      businessTypeId: 1,
      requestStatus: 'pending',
      isActive: false,
      ownerId: null,
      ownerName: 'Fanta Condé',
      ownerEmail: input.email,
      ownerPhone: input.phone,
      selectedPlanId: plans[1].id,
      requestNotes: 'Livraison déjà faite par téléphone.',
    });
  });

  it('queues the confirmation to the applicant and the notification to the admins, with the spec payload', async () => {
    const input = application({ notes: 'Ouvert tous les jours.' });
    const { id } = await (await apply(input)).json();
    const emails = await requestEmails(server, id);
    expect(emails.confirmation.map((row) => row.toAddress)).toEqual([input.email]);
    expect(emails.admin).toHaveLength(1);
    expect(emails.admin[0].toAddress).toContain(DEMO.admin);
    const expected = {
      request_id: id,
      request_type: 'partner',
      user_name: 'Fanta Condé',
      user_email: input.email,
      user_phone: input.phone,
      business_name: input.businessName,
      business_type: 'Restaurant',
      business_address: 'Marché de Madina, Matam, Conakry',
      selected_plan_name: 'Pro',
      selected_plan_price: 300_000,
      notes: 'Ouvert tous les jours.',
      admin_dashboard_url: 'http://localhost:3000/admin/requests',
    };
    expect(emails.confirmation[0].payload).toMatchObject(expected);
    expect(emails.admin[0].payload).toMatchObject(expected);
    expect(Date.parse(String(emails.admin[0].payload.submitted_at))).toBeGreaterThan(Date.now() - 60_000);
    expect(emails.confirmation[0].text).toContain('Pro');
  });

  it('is not shown to customers until approved', async () => {
    const input = application({ businessName: 'Maquis Invisible de Kipé' });
    const { id } = await (await apply(input)).json();
    const home = await (await server.request('/home')).json();
    expect(JSON.stringify(home)).not.toContain(id);
    const listing = await (await server.request('/businesses?pageSize=50')).json();
    expect(listing.items.length).toBeGreaterThan(0);
    expect(listing.items.map((item: { id: string }) => item.id)).not.toContain(id);
    expect((await server.request(`/businesses/${id}`)).status).toBe(404);
    const picker = await (await server.request('/requests/businesses?q=invisible')).json();
    expect(picker.businesses).toEqual([]);

    // The same business once approved and active does show: the checks above can fail.
    await server.deps.db
      .update(businesses)
      .set({ requestStatus: 'approved', isActive: true })
      .where(eq(businesses.id, id));
    const after = await (await server.request('/businesses?pageSize=49')).json();
    expect(after.items.map((item: { id: string }) => item.id)).toContain(id);
    const pickerAfter = await (await server.request('/requests/businesses?q=INVISIBLE de kipe')).json();
    expect(pickerAfter.businesses.map((business: { id: string }) => business.id)).toEqual([id]);
  });

  it('refuses a second pending application for the same business and e-mail, accents and case aside', async () => {
    const input = application({ businessName: 'Café Délice' });
    expect((await apply(input)).status).toBe(201);
    const again = await apply({
      ...input,
      email: input.email.toUpperCase(),
      businessName: 'cafe delice',
      phone: '+224 620 00 00 00',
    });
    expect(again.status).toBe(409);
    expect(await errorOf(again)).toBe(REQUEST_TEXTS.partnerRequestDuplicate);
    // Another business of the same owner is a new application.
    expect((await apply({ ...input, businessName: 'Café Délice 2' })).status).toBe(201);
  });

  it('stores one application when the same one is sent three times at once', async () => {
    const input = application();
    const statuses = (await Promise.all([apply(input), apply(input), apply(input)]))
      .map((response) => response.status)
      .sort();
    expect(statuses).toEqual([201, 409, 409]);
    const rows = await server.deps.db.select().from(businesses).where(eq(businesses.ownerEmail, input.email));
    expect(rows).toHaveLength(1);
  });

  it('gives French messages for every missing field at once', async () => {
    const response = await apply({});
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toBe(
      [
        MESSAGES.nameRequired,
        MESSAGES.emailRequired,
        MESSAGES.phoneRequired,
        REQUEST_TEXTS.businessNameRequired,
        REQUEST_TEXTS.businessTypeRequired,
        REQUEST_TEXTS.addressRequired,
        REQUEST_TEXTS.regionRequired,
        REQUEST_TEXTS.descriptionRequired,
        REQUEST_TEXTS.planRequired,
      ].join(', '),
    );
  });

  it('refuses an unknown or withdrawn plan, an unknown type and an unserved region', async () => {
    const unknownPlan = await apply(application({ planId: '00000000-0000-4000-8000-000000000000' }));
    expect(unknownPlan.status).toBe(400);
    expect(await errorOf(unknownPlan)).toBe(REQUEST_TEXTS.planUnknown);

    await server.deps.db
      .update(subscriptionPlans)
      .set({ isActive: false })
      .where(eq(subscriptionPlans.id, plans[2].id));
    try {
      expect(await errorOf(await apply(application({ planId: plans[2].id })))).toBe(REQUEST_TEXTS.planUnknown);
    } finally {
      await server.deps.db
        .update(subscriptionPlans)
        .set({ isActive: true })
        .where(eq(subscriptionPlans.id, plans[2].id));
    }

    const unknownType = await apply(application({ businessTypeId: 999 }));
    expect(unknownType.status).toBe(400);
    expect(await errorOf(unknownType)).toBe(CATALOG_TEXTS.unknownBusinessType);
    expect(await errorOf(await apply(application({ region: 'Dakar' })))).toBe(REQUEST_TEXTS.regionInvalid);
    expect(await errorOf(await apply(application({ description: 'x'.repeat(1001) })))).toBe(
      'Ce champ ne doit pas dépasser 1000 caractères',
    );
    const notJson = await server.request('/requests/partner', {
      method: 'POST',
      body: 'nom=Fanta',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.status).toBe(400);
  });

  it('keeps the application when no admin is active to be told', async () => {
    const before = await outboxCount(server, 'admin-notification');
    await server.deps.db.update(userProfiles).set({ isActive: false }).where(eq(userProfiles.email, DEMO.admin));
    try {
      const response = await apply(application());
      expect(response.status).toBe(201);
      const { id } = await response.json();
      expect((await requestEmails(server, id)).confirmation).toHaveLength(1);
      expect(await outboxCount(server, 'admin-notification')).toBe(before);
    } finally {
      await server.deps.db.update(userProfiles).set({ isActive: true }).where(eq(userProfiles.email, DEMO.admin));
    }
  });
});
