import { MESSAGES, type BusinessBilling } from '@livra/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businesses, subscriptionPlans } from '@/db/schema/index';
import { createTestServer, DEMO, type TestServer } from '@/test/harness';
import { errorOf, newPartner } from '@/modules/partners/testing';

let server: TestServer;
let demoCookie: string;

beforeAll(async () => {
  server = await createTestServer();
  demoCookie = await server.signIn(DEMO.partner);
});
afterAll(() => server?.close());

async function businessId(name: string) {
  const [row] = await server.deps.db.select({ id: businesses.id }).from(businesses).where(eq(businesses.name, name));
  return row.id;
}

async function billing(cookie: string, id: string): Promise<BusinessBilling> {
  const response = await server.request(`/partner/businesses/${id}/subscription`, { cookie });
  expect(response.status).toBe(200);
  return response.json();
}

describe('partner billing', () => {
  it('shows the current plan, its status in French, amounts, dates and the history newest first', async () => {
    const result = await billing(demoCookie, await businessId('Le Maquis de Kaloum'));
    expect(result.business.name).toBe('Le Maquis de Kaloum');
    expect(result.subscription).toMatchObject({
      status: 'active',
      statusLabel: 'Actif',
      monthlyAmount: 300_000,
      totalPaid: 600_000,
      plan: { name: 'Pro', planType: 'standard', price: 300_000 },
    });
    expect(result.subscription!.daysRemaining).toBe(5);
    expect(new Date(result.subscription!.endDate!).getTime()).toBeGreaterThan(
      new Date(result.subscription!.startDate!).getTime(),
    );
    expect(result.history.map((entry) => entry.typeLabel)).toEqual(['Paiement reçu', 'Activation']);
    expect(result.history[0].message).toBe('Paiement reçu : 300 000 GNF.');
    expect(result.plans.map((plan) => plan.name)).toEqual(['Essentiel', 'Pro', 'Premium']);
  });

  it('tells a business without subscription so, with the plan chosen when applying', async () => {
    const { cookie, businessId: id } = await newPartner(server);
    expect(await billing(cookie, id)).toMatchObject({ subscription: null, requestedPlan: null, history: [] });

    const [premium] = await server.deps.db
      .select()
      .from(subscriptionPlans)
      .where(eq(subscriptionPlans.name, 'Premium'));
    await server.deps.db.update(businesses).set({ selectedPlanId: premium.id }).where(eq(businesses.id, id));
    expect((await billing(cookie, id)).requestedPlan).toMatchObject({
      name: 'Premium',
      price: 500_000,
      planTypeLabel: 'Premium',
    });
  });

  it("never shows another partner's billing", async () => {
    const other = await newPartner(server);
    const response = await server.request(
      `/partner/businesses/${await businessId('Le Maquis de Kaloum')}/subscription`,
      { cookie: other.cookie },
    );
    expect(response.status).toBe(404);
    expect(await errorOf(response)).toBe(MESSAGES.businessNotFound);
  });
});
